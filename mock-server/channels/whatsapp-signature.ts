import type { ServerContext } from '../context'
import { ApiError } from '../http/errors'
import { sameSecret } from '../http/secrets'

const encoder = new TextEncoder()

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as Meta signs webhook deliveries (WebCrypto: Node and browser). */
export async function whatsappSignature(appSecret: string, rawBody: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(appSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(rawBody)))
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * With an app secret configured, a delivery whose `X-Hub-Signature-256` is missing or does not match
 * the raw body is refused (403) before anything is recorded; without one, deliveries are taken as they come.
 */
export async function assertWhatsAppSignature(ctx: ServerContext, header: string | undefined, rawBody: string | undefined): Promise<void> {
  const secret = ctx.config.whatsappAppSecret
  if (!secret) return
  const expected = await whatsappSignature(secret, rawBody ?? '')
  if (!header || !sameSecret(header, expected)) {
    throw new ApiError(403, { vi: 'Chữ ký webhook (X-Hub-Signature-256) không hợp lệ', en: 'Invalid webhook signature (X-Hub-Signature-256)' })
  }
}
