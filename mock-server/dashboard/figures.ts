import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'

type Dashboard = components['schemas']['Dashboard']
type ConversationRow = Row<'conversations'>

const DAY_MS = 24 * 60 * 60 * 1000
/** "Active" users wrote in the last 30 days. */
export const ACTIVE_WINDOW_DAYS = 30
/** activity_over_time covers the last 7 UTC days, today included (decision 116). */
export const ACTIVITY_DAYS = 7
const DEFAULT_COLOR = '#069206'

/**
 * Dashboard figures computed from the owner's own conversations and messages:
 * - total_conversations: every conversation of the chatbots in scope;
 * - a *visitor* is a named sender of one chatbot on one channel (chatbot, source, visitor_name);
 *   an anonymous conversation is its own visitor. `users` counts visitors ever, `active_users`
 *   those with a conversation updated in the last 30 days;
 * - avg_response_time: mean seconds from each user message to the next bot message of its
 *   conversation (user messages nobody answered are left out), two decimals;
 * - activity_over_time: conversations started per UTC day over the last 7 days, oldest first;
 * - satisfaction and growth are not measured and are 0, as 000 §3 says.
 */
export function dashboardFigures(ctx: ServerContext, chatbots: Row<'chatbots'>[]): Dashboard {
  const now = ctx.now()
  const botIds = new Set(chatbots.map((bot) => bot.id))
  const conversations = ctx.db.find('conversations', (c) => botIds.has(c.chatbot_id))
  const activeSince = now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS
  const perBot = chatbots.map((bot) => {
    const own = conversations.filter((c) => c.chatbot_id === bot.id)
    return { bot, conversation_count: own.length, users: visitorCount(own) }
  })
  return {
    total_conversations: conversations.length,
    active_users: visitorCount(conversations.filter((c) => new Date(c.updated_at).getTime() >= activeSince)),
    avg_response_time: averageResponseSeconds(ctx, conversations),
    satisfaction_rate: 0,
    growth: { conversations: 0, users: 0, satisfaction: 0, response_time: 0 },
    chatbots: perBot.map(({ bot, conversation_count, users }) => ({
      id: bot.id,
      name: bot.name,
      tagline: bot.tagline,
      color: bot.color ?? bot.color_header ?? DEFAULT_COLOR,
      conversation_count,
      users,
      satisfaction_rate: 0,
    })),
    activity_over_time: activityByDay(now, conversations),
    user_distribution: perBot.map(({ bot, conversation_count, users }) => ({ chatbot_id: bot.id, name: bot.name, conversation_count, users })),
  }
}

function visitorCount(conversations: ConversationRow[]): number {
  const keys = conversations.map((c) =>
    c.visitor_name?.trim() ? `${c.chatbot_id}|${c.source}|${c.visitor_name.trim().toLowerCase()}` : `anonymous|${c.id}`,
  )
  return new Set(keys).size
}

function averageResponseSeconds(ctx: ServerContext, conversations: ConversationRow[]): number {
  const ids = new Set(conversations.map((c) => c.id))
  const byConversation = new Map<number, Row<'messages'>[]>()
  for (const message of ctx.db.find('messages', (m) => ids.has(m.conversation_id))) {
    const list = byConversation.get(message.conversation_id) ?? []
    list.push(message)
    byConversation.set(message.conversation_id, list)
  }
  const waits: number[] = []
  for (const messages of byConversation.values()) {
    const ordered = messages
      .map((m) => ({ role: m.role, at: new Date(m.created_at).getTime(), id: m.id }))
      .sort((a, b) => a.at - b.at || a.id - b.id)
    ordered.forEach((message, index) => {
      if (message.role !== 'user') return
      const reply = ordered.slice(index + 1).find((next) => next.role === 'bot')
      if (reply) waits.push((reply.at - message.at) / 1000)
    })
  }
  if (waits.length === 0) return 0
  return Math.round((waits.reduce((sum, wait) => sum + wait, 0) / waits.length) * 100) / 100
}

function activityByDay(now: Date, conversations: ConversationRow[]): Dashboard['activity_over_time'] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const days = Array.from({ length: ACTIVITY_DAYS }, (_, i) => new Date(today - (ACTIVITY_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10))
  const counts = new Map(days.map((day) => [day, 0]))
  for (const conversation of conversations) {
    const day = conversation.created_at.slice(0, 10)
    const count = counts.get(day)
    if (count !== undefined) counts.set(day, count + 1)
  }
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }))
}
