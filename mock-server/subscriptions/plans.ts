import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'

type Plan = components['schemas']['Plan']
type PlanRow = Row<'plans'>

export function serializePlan(plan: PlanRow): Plan {
  return {
    id: plan.id,
    name: plan.name,
    subtitle: plan.subtitle,
    price_amount: plan.price_amount,
    price_currency: plan.price_currency,
    features: plan.features,
    features_en: plan.features_en,
  }
}

/** The plan's monthly price in whole VND (USD at the configured rate); null for "contact us". */
export function priceInVnd(ctx: ServerContext, plan: PlanRow): number | null {
  if (plan.price_amount === null) return null
  const rate = plan.price_currency === 'USD' ? ctx.config.usdToVndRate : 1
  return Math.round(plan.price_amount * rate)
}

/** Cheapest first (prices compared in VND), "contact us" plans last, then the seed order. */
export function sortedPlans(ctx: ServerContext): PlanRow[] {
  const key = (plan: PlanRow) => priceInVnd(ctx, plan) ?? Number.POSITIVE_INFINITY
  return ctx.db.all('plans').sort((a, b) => key(a) - key(b) || a.sort - b.sort || a.id - b.id)
}

export function isFree(plan: PlanRow): boolean {
  return plan.price_amount === 0
}

/** The plan every user falls back to: the first free plan. */
export function freePlan(ctx: ServerContext): PlanRow | undefined {
  return sortedPlans(ctx).find(isFree)
}
