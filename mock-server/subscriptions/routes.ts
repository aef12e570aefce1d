import type { Hono } from 'hono'
import type { components } from '../../src/api/schema'
import type { AppEnv, ServerContext } from '../context'
import { notFound } from '../http/errors'
import { bodyOf, paramsOf, requireUser } from '../http/route-helpers'
import { createOrder, ownedOrder, serializeOrder, settleExpiry } from './orders'
import { applyBankTransfer } from './payments'
import { serializePlan, sortedPlans } from './plans'
import { currentSubscription } from './usage'

type Schemas = components['schemas']

/** 000 §4/§7 subscriptions: plans, current plan and usage, VietQR orders, and the bank webhook. */
export function registerSubscriptionRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/subscriptions/plans', (c) => {
    const body: Schemas['Plan'][] = sortedPlans(ctx).map(serializePlan)
    return c.json(body)
  })

  app.get('/subscriptions/current', (c) => c.json(currentSubscription(ctx, requireUser(c))))

  app.post('/subscriptions/order', async (c) => {
    const userId = requireUser(c)
    const { plan_id, user_id } = bodyOf<Schemas['CreateOrderRequest']>(c)
    if (user_id !== userId) throw notFound({ vi: 'Không tìm thấy người dùng', en: 'User not found' })
    const plan = ctx.db.byId('plans', plan_id)
    if (!plan) throw notFound({ vi: 'Không tìm thấy gói dịch vụ', en: 'Plan not found' })
    const order = await createOrder(ctx, userId, plan)
    return c.json(serializeOrder(ctx, order), 201)
  })

  app.get('/subscriptions/order/:id', async (c) => {
    const { id } = paramsOf<{ id: number }>(c)
    const order = await settleExpiry(ctx, ownedOrder(ctx, requireUser(c), id))
    const body: Schemas['PaymentOrderEnvelope'] = { data: serializeOrder(ctx, order) }
    return c.json(body)
  })

  // The X-Bank-Secret header is checked by the app's security middleware (bankSecret scheme).
  app.post('/payments/bank-notification', async (c) => {
    return c.json(await applyBankTransfer(ctx, bodyOf<Schemas['BankNotification']>(c)))
  })
}
