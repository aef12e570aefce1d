import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { notFound } from '../http/errors'
import { freePlan, isFree } from './plans'

const DAY_MS = 24 * 60 * 60 * 1000
/** A paid plan runs this long per payment; usage is counted in cycles of the same length. */
export const PAID_PERIOD_DAYS = 30

export interface EffectivePlan {
  plan: Row<'plans'>
  /** End of the paid period; null for a plan that does not expire (the free plan). */
  expiresAt: Date | null
  /** Start of the current usage cycle: cycles of 30 days counted from when this plan began. */
  cycleStart: Date
}

/**
 * The plan a user is on now: their plan while it has not expired, otherwise the free plan
 * (decision 102). A lapsed paid plan counts as free from the moment it expired.
 */
export function effectivePlan(ctx: ServerContext, user: Row<'users'>): EffectivePlan {
  const now = ctx.now()
  const own = user.plan_id === null ? undefined : ctx.db.byId('plans', user.plan_id)
  const expiresAt = user.plan_expires_at ? new Date(user.plan_expires_at) : null
  const active = own && (expiresAt === null || expiresAt.getTime() > now.getTime())
  if (own && active) {
    return { plan: own, expiresAt, cycleStart: cycleStartOf(new Date(user.plan_started_at ?? user.created_at), now) }
  }
  const fallback = freePlan(ctx)
  if (!fallback) throw notFound({ vi: 'Không có gói miễn phí', en: 'No free plan is configured' })
  const freeSince = expiresAt ?? new Date(user.plan_started_at ?? user.created_at)
  return { plan: fallback, expiresAt: null, cycleStart: cycleStartOf(freeSince, now) }
}

function cycleStartOf(anchor: Date, now: Date): Date {
  const period = PAID_PERIOD_DAYS * DAY_MS
  const elapsed = Math.max(0, now.getTime() - anchor.getTime())
  return new Date(anchor.getTime() + Math.floor(elapsed / period) * period)
}

/**
 * Puts the user on a plan. Free: at once, without expiry. Paid: 30 days from `at`; paying again
 * for the plan one is still on adds 30 days to its current end instead.
 */
export async function activatePlan(ctx: ServerContext, userId: number, plan: Row<'plans'>, at: Date): Promise<void> {
  const user = ctx.db.byId('users', userId)
  if (!user) throw notFound({ vi: 'Không tìm thấy người dùng', en: 'User not found' })
  if (isFree(plan)) {
    await ctx.db.update('users', userId, { plan_id: plan.id, plan_started_at: at.toISOString(), plan_expires_at: null })
    return
  }
  const currentEnd = user.plan_expires_at ? new Date(user.plan_expires_at).getTime() : 0
  const renewing = user.plan_id === plan.id && currentEnd > at.getTime()
  const end = (renewing ? currentEnd : at.getTime()) + PAID_PERIOD_DAYS * DAY_MS
  await ctx.db.update('users', userId, {
    plan_id: plan.id,
    plan_started_at: renewing ? user.plan_started_at : at.toISOString(),
    plan_expires_at: new Date(end).toISOString(),
  })
}
