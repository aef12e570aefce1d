import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { oldestFirst } from '../shared/ordering'

/** All messages of a conversation, oldest first (decision 110). */
export function messagesOf(ctx: ServerContext, conversationId: number): Row<'messages'>[] {
  return oldestFirst(ctx.db.find('messages', (m) => m.conversation_id === conversationId), 'created_at')
}

/** Stores a message and makes it the conversation's last message and latest activity. */
export async function addMessage(
  ctx: ServerContext,
  conversationId: number,
  role: Row<'messages'>['role'],
  content: string,
): Promise<Row<'messages'>> {
  const now = ctx.now().toISOString()
  const message = await ctx.db.insert('messages', { conversation_id: conversationId, role, content, created_at: now })
  await ctx.db.update('conversations', conversationId, { last_message_content: content, updated_at: now })
  return message
}

/**
 * Deletes a conversation, then its messages; its leads stay (they are the owner's customers)
 * without the link. Its visitor token dies with it.
 */
export async function deleteConversation(ctx: ServerContext, conversationId: number): Promise<void> {
  ctx.db.remove('conversations', (row) => row.id === conversationId)
  ctx.db.remove('messages', (m) => m.conversation_id === conversationId)
  for (const lead of ctx.db.find('leads', (l) => l.conversation_id === conversationId)) {
    await ctx.db.update('leads', lead.id, { conversation_id: null })
  }
}
