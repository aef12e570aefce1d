import type { ServerContext } from '../context'
import { Database } from '../db/database'

/**
 * Deletes a chatbot and everything that belongs to it: the messages of its conversations, then
 * every row of every table that carries its `chatbot_id` (FAQs, knowledge, URL crawls,
 * conversations, leads, Zalo / Facebook / WhatsApp connections, and any table added later).
 * The chatbot goes first, so an interrupted flush (decision 004) leaves only unreachable rows.
 */
export function deleteChatbotCascade(ctx: ServerContext, chatbotId: number): void {
  const conversationIds = new Set(ctx.db.find('conversations', (c) => c.chatbot_id === chatbotId).map((c) => c.id))
  ctx.db.remove('chatbots', (bot) => bot.id === chatbotId)
  if (conversationIds.size > 0) ctx.db.remove('messages', (m) => conversationIds.has(m.conversation_id))
  const belongs = (row: unknown) => (row as { chatbot_id?: unknown }).chatbot_id === chatbotId
  for (const table of Database.tableNames()) {
    if (ctx.db.first(table, belongs)) ctx.db.remove(table, belongs)
  }
}
