import type { ServerContext } from '../context'
import { randomToken, sha256Base64 } from '../auth/passwords'
import { badRequest } from '../http/errors'

export type OAuthProvider = 'facebook' | 'whatsapp'

/** A consent-page code works once, for 10 minutes, for its provider and chatbot (decision 108). */
export const OAUTH_CODE_LIFETIME_MS = 10 * 60 * 1000

export async function issueOAuthCode(ctx: ServerContext, provider: OAuthProvider, chatbotId: number): Promise<string> {
  const code = randomToken(24)
  const now = ctx.now()
  await ctx.db.insert('oauthCodes', {
    code_hash: await sha256Base64(code),
    provider,
    chatbot_id: chatbotId,
    used: false,
    expires_at: new Date(now.getTime() + OAUTH_CODE_LIFETIME_MS).toISOString(),
    created_at: now.toISOString(),
  })
  return code
}

/** Uses up a code; an unknown, reused, expired or foreign (other provider or chatbot) code is 400. */
export async function consumeOAuthCode(ctx: ServerContext, provider: OAuthProvider, chatbotId: number, code: string): Promise<void> {
  const hash = await sha256Base64(code)
  const record = ctx.db.first('oauthCodes', (row) => row.code_hash === hash)
  const valid =
    record &&
    !record.used &&
    record.provider === provider &&
    record.chatbot_id === chatbotId &&
    new Date(record.expires_at).getTime() > ctx.now().getTime()
  if (!record || !valid) {
    throw badRequest({
      vi: 'Mã xác thực không hợp lệ, đã hết hạn hoặc đã được sử dụng',
      en: 'The authorization code is invalid, expired or already used',
    })
  }
  await ctx.db.update('oauthCodes', record.id, { used: true })
}
