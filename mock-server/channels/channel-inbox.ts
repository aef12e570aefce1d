import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { randomToken } from '../auth/passwords'
import { answerEngineFor } from '../answers'

export type Channel = 'zalo' | 'facebook' | 'whatsapp'

export interface InboundMessage {
  chatbot: Row<'chatbots'>
  channel: Channel
  /** Who wrote, as the channel identifies them (WhatsApp wa_id, Zalo/Messenger sender). */
  senderKey: string
  senderName: string
  text: string
}

/**
 * A channel user's message: it goes to that sender's conversation on that channel (created with
 * `source` = the channel on the first message) and is stored as a user message.
 * The sender → conversation link is kept in `channelSenders`, so the conversation's own
 * visitor_token stays a random secret.
 */
export async function recordInbound(ctx: ServerContext, inbound: InboundMessage): Promise<{ conversation: Row<'conversations'>; message: Row<'messages'> }> {
  const now = ctx.now().toISOString()
  const conversation = (await senderConversation(ctx, inbound)) ?? (await startConversation(ctx, inbound, now))
  const message = await ctx.db.insert('messages', { conversation_id: conversation.id, role: 'user', content: inbound.text, created_at: now })
  const updated = await ctx.db.update('conversations', conversation.id, { last_message_content: inbound.text, updated_at: now })
  return { conversation: updated ?? conversation, message }
}

/** Stores the bot's answer in the conversation. */
export async function recordReply(ctx: ServerContext, conversationId: number, text: string): Promise<Row<'messages'>> {
  const now = ctx.now().toISOString()
  const message = await ctx.db.insert('messages', { conversation_id: conversationId, role: 'bot', content: text, created_at: now })
  await ctx.db.update('conversations', conversationId, { last_message_content: text, updated_at: now })
  return message
}

async function senderConversation(ctx: ServerContext, inbound: InboundMessage): Promise<Row<'conversations'> | undefined> {
  const links = ctx.db.find(
    'channelSenders',
    (link) => link.chatbot_id === inbound.chatbot.id && link.channel === inbound.channel && link.sender_key === inbound.senderKey,
  )
  for (const link of links) {
    const conversation = ctx.db.byId('conversations', link.conversation_id)
    if (conversation) return conversation
  }
  return undefined
}

async function startConversation(ctx: ServerContext, inbound: InboundMessage, now: string): Promise<Row<'conversations'>> {
  const conversation = await ctx.db.insert('conversations', {
    chatbot_id: inbound.chatbot.id,
    source: inbound.channel,
    visitor_token: randomToken(24),
    visitor_name: inbound.senderName,
    last_message_content: null,
    created_at: now,
    updated_at: now,
  })
  await ctx.db.insert('channelSenders', {
    chatbot_id: inbound.chatbot.id,
    channel: inbound.channel,
    sender_key: inbound.senderKey,
    conversation_id: conversation.id,
    created_at: now,
  })
  return conversation
}

/**
 * The chatbot's answer to an inbound channel message, from the same answer engine as the web chat,
 * stored as a bot message. (Delivery back to the real channel needs provider credentials.)
 */
export async function answerInbound(
  ctx: ServerContext,
  chatbot: Row<'chatbots'>,
  conversation: Row<'conversations'>,
  text: string,
): Promise<Row<'messages'>> {
  let reply = ''
  for await (const chunk of answerEngineFor(ctx).reply({ chatbot, conversation, query: text, fallbackLanguage: 'vi' })) reply += chunk
  return recordReply(ctx, conversation.id, reply.trim())
}
