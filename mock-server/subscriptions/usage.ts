import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import { notFound } from '../http/errors'
import { effectivePlan } from './plan-activation'
import { serializePlan } from './plans'

type CurrentSubscription = components['schemas']['CurrentSubscription']
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The caller's plan and real usage (decision 102):
 * - messages_used: bot replies in conversations of the owner's chatbots since the start of the
 *   current usage cycle (30-day cycles counted from when the plan began; see plan-activation.ts);
 * - chatbots_used: the owner's chatbots now;
 * - days_remaining: whole days (rounded up) until the paid period ends; null for the free plan.
 */
export function currentSubscription(ctx: ServerContext, userId: number): CurrentSubscription {
  const user = ctx.db.byId('users', userId)
  if (!user) throw notFound({ vi: 'Không tìm thấy người dùng', en: 'User not found' })
  const { plan, expiresAt, cycleStart } = effectivePlan(ctx, user)
  const chatbotIds = new Set(ctx.db.find('chatbots', (bot) => bot.user_id === userId).map((bot) => bot.id))
  const conversationIds = new Set(ctx.db.find('conversations', (c) => chatbotIds.has(c.chatbot_id)).map((c) => c.id))
  const since = cycleStart.getTime()
  const messagesUsed = ctx.db.find(
    'messages',
    (m) => m.role === 'bot' && conversationIds.has(m.conversation_id) && new Date(m.created_at).getTime() >= since,
  ).length
  const remainingMs = expiresAt ? expiresAt.getTime() - ctx.now().getTime() : null
  return {
    plan: serializePlan(plan),
    expires_at: expiresAt ? expiresAt.toISOString() : null,
    usage: {
      messages_used: messagesUsed,
      messages_limit: plan.message_limit,
      chatbots_used: chatbotIds.size,
      chatbots_limit: plan.chatbot_limit,
      days_remaining: remainingMs === null ? null : Math.max(0, Math.ceil(remainingMs / DAY_MS)),
    },
  }
}
