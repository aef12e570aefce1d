import { randomToken, sha256Base64 } from '../auth/passwords'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { notFound, unauthorized } from '../http/errors'
import type { AppContext } from '../http/route-helpers'

export const CONVERSATION_NOT_FOUND = { vi: 'Không tìm thấy cuộc trò chuyện', en: 'Conversation not found' }
export const CONVERSATION_TOKEN_HEADER = 'X-Conversation-Token'

/** A new visitor token: the caller gets `token`, the store keeps only `hash`. */
export async function issueVisitorToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken(24)
  return { token, hash: await sha256Base64(token) }
}

/**
 * The conversation and its chatbot for a caller holding either credential of decision 106: the
 * owner's bearer (the middleware already refused an invalid one) or the conversation's visitor
 * token in `X-Conversation-Token`. Neither sent → 401; a conversation the credentials do not open,
 * or none at all → 404.
 */
export async function conversationForCaller(
  ctx: ServerContext,
  c: AppContext,
  conversationId: number,
): Promise<{ conversation: Row<'conversations'>; chatbot: Row<'chatbots'> }> {
  const userId = c.get('userId')
  const token = c.req.header(CONVERSATION_TOKEN_HEADER)
  if (userId === null && !token) throw unauthorized()
  const conversation = ctx.db.byId('conversations', conversationId)
  const chatbot = conversation ? ctx.db.byId('chatbots', conversation.chatbot_id) : undefined
  if (conversation && chatbot) {
    if (userId !== null && chatbot.user_id === userId) return { conversation, chatbot }
    if (token && (await sha256Base64(token)) === conversation.visitor_token) return { conversation, chatbot }
  }
  throw notFound(CONVERSATION_NOT_FOUND)
}
