import { SignJWT, jwtVerify } from 'jose'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { unauthorized } from '../http/errors'
import { randomToken, sha256Base64 } from './passwords'

/**
 * Short-lived signed access tokens (JWT, HS256) and opaque refresh tokens
 * that are rotated on every use. Each refresh token belongs to a family
 * (one sign-in); replaying a used token revokes the whole family.
 */
export async function issueAccessToken(ctx: ServerContext, userId: number): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000)
  const user = ctx.db.byId('users', userId)
  return new SignJWT({ sub: String(userId), key: user ? await accountKey(user) : '' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.config.accessTokenTtlSeconds)
    .setJti(randomToken(8))
    .sign(secretOf(ctx))
}

export async function verifyAccessToken(ctx: ServerContext, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, secretOf(ctx), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    })
    const user = ctx.db.byId('users', Number(payload.sub))
    if (!user || payload.key !== (await accountKey(user))) return null
    return user.id
  } catch {
    return null
  }
}

export async function issueRefreshToken(ctx: ServerContext, userId: number, family = randomToken(12)): Promise<string> {
  const token = randomToken(32)
  const now = ctx.now()
  await ctx.db.insert('refreshTokens', {
    user_id: userId,
    token_hash: await sha256Base64(token),
    family,
    used: false,
    revoked: false,
    expires_at: new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000).toISOString(),
    created_at: now.toISOString(),
  })
  return token
}

export async function rotateRefreshToken(
  ctx: ServerContext,
  token: string,
): Promise<{ userId: number; access_token: string; refresh_token: string }> {
  const hash = await sha256Base64(token)
  const record = ctx.db.first('refreshTokens', (row) => row.token_hash === hash)
  if (!record) throw unauthorized({ vi: 'Refresh token không hợp lệ', en: 'Invalid refresh token' })
  if (record.used || record.revoked) {
    // Reuse of a rotated token means it leaked: end every session of that sign-in.
    await revokeFamily(ctx, record.family)
    throw unauthorized({ vi: 'Refresh token đã được dùng; vui lòng đăng nhập lại', en: 'Refresh token was already used; please sign in again' })
  }
  if (new Date(record.expires_at).getTime() <= ctx.now().getTime()) throw unauthorized({ vi: 'Refresh token đã hết hạn', en: 'Refresh token expired' })
  await ctx.db.update('refreshTokens', record.id, { used: true })
  return {
    userId: record.user_id,
    access_token: await issueAccessToken(ctx, record.user_id),
    refresh_token: await issueRefreshToken(ctx, record.user_id, record.family),
  }
}

/** Logout: the token's whole family stops working. Unknown tokens are ignored (logout is idempotent). */
export async function revokeRefreshFamily(ctx: ServerContext, token: string): Promise<void> {
  const hash = await sha256Base64(token)
  const record = ctx.db.first('refreshTokens', (row) => row.token_hash === hash)
  if (!record) return
  await revokeFamily(ctx, record.family)
}

async function revokeFamily(ctx: ServerContext, family: string): Promise<void> {
  for (const row of ctx.db.find('refreshTokens', (r) => r.family === family && !r.revoked)) {
    await ctx.db.update('refreshTokens', row.id, { revoked: true })
  }
}

/**
 * Ties a token to the account it was issued for, not just to its id: after a demo reset (ids start
 * again) or a password change, the account's salted hash differs, so older tokens stop working.
 */
async function accountKey(user: Row<'users'>): Promise<string> {
  return (await sha256Base64(`${user.id}:${user.password_hash}`)).slice(0, 16)
}

function secretOf(ctx: ServerContext): Uint8Array {
  return new TextEncoder().encode(ctx.config.jwtSecret)
}
