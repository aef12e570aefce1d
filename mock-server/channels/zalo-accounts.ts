import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { randomToken } from '../auth/passwords'
import { ApiError, conflict } from '../http/errors'
import { qrDataUrl } from './qr-image'

type ZaloAccount = components['schemas']['ZaloAccount']
type ZaloQrCode = components['schemas']['ZaloQrCode']
type ZaloRow = Row<'zaloAccounts'>

/** A Zalo QR login is valid this long (001 §9: 300 s). */
export const ZALO_QR_LIFETIME_MS = 300_000

export const ZALO_NOT_FOUND = { vi: 'Không tìm thấy kết nối Zalo', en: 'Zalo connection not found' }

export function serializeZaloAccount(account: ZaloRow): ZaloAccount {
  return {
    id: account.id,
    chatbot_id: account.chatbot_id,
    username: account.username,
    phone_number: account.phone_number,
    status: account.status,
    imei: account.imei,
    created_at: account.created_at,
  }
}

export function isLoggedIn(account: ZaloRow): boolean {
  return account.imei !== null
}

/** Starts (or restarts) the connector's QR login: a fresh token valid 300 s replaces any earlier one. */
export async function startQrLogin(ctx: ServerContext, account: ZaloRow): Promise<ZaloQrCode> {
  if (isLoggedIn(account)) throw conflict({ vi: 'Tài khoản Zalo này đã đăng nhập', en: 'This Zalo connector is already logged in' })
  const updated = await ctx.db.update('zaloAccounts', account.id, {
    qr_token: randomToken(24),
    qr_expires_at: new Date(ctx.now().getTime() + ZALO_QR_LIFETIME_MS).toISOString(),
  })
  return activeQr(ctx, updated ?? account)
}

/** The QR of the active login session; 409 when there is none (never started, expired or done). */
export function activeQr(ctx: ServerContext, account: ZaloRow): ZaloQrCode {
  const session = activeSession(ctx, account)
  if (session !== 'active') throw conflict({ vi: 'Không có phiên đăng nhập QR đang hoạt động', en: 'No active QR login session' })
  return { success: true, qrCodeImage: qrDataUrl(`zalo-login:${account.qr_token}`), expires_at: account.qr_expires_at! }
}

function activeSession(ctx: ServerContext, account: ZaloRow): 'none' | 'expired' | 'active' {
  if (isLoggedIn(account) || !account.qr_token || !account.qr_expires_at) return 'none'
  return new Date(account.qr_expires_at).getTime() <= ctx.now().getTime() ? 'expired' : 'active'
}

/**
 * What the phone does when it scans the QR (demo control): the session's login completes with a
 * simulated Zalo account, so the connector gets an imei and becomes active.
 * 409 without a session, 410 when its 300 s are over.
 */
export async function completeQrLogin(ctx: ServerContext, account: ZaloRow): Promise<ZaloRow> {
  const session = activeSession(ctx, account)
  if (session === 'none') throw conflict({ vi: 'Không có phiên đăng nhập QR đang chờ quét', en: 'No QR login session is waiting to be scanned' })
  if (session === 'expired') throw new ApiError(410, { vi: 'Mã QR đã hết hạn', en: 'The QR code has expired' })
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte % 10).join('')
  const updated = await ctx.db.update('zaloAccounts', account.id, {
    username: `Zalo Demo ${account.id}`,
    phone_number: `09${digits}`,
    imei: randomToken(16),
    status: true,
    qr_token: null,
    qr_expires_at: null,
  })
  return updated ?? account
}
