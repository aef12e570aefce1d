import type { ServerContext } from '../context'

/** The `hub.verify_token` Meta must send in the WhatsApp webhook handshake (env WHATSAPP_VERIFY_TOKEN). */
export function whatsappVerifyToken(ctx: ServerContext): string {
  return ctx.config.whatsappVerifyToken
}
