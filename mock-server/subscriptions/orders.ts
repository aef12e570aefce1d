import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { badRequest, notFound } from '../http/errors'
import { receivingAccount } from './bank-account'
import { activatePlan } from './plan-activation'
import { isFree, priceInVnd } from './plans'
import { buildVietQr } from './vietqr'

type PaymentOrder = components['schemas']['PaymentOrder']
type OrderRow = Row<'orders'>

/** Order codes: this prefix and 8 digits, e.g. CB04718265; the payer keeps it in the transfer text. */
export const ORDER_CODE_PREFIX = 'CB'

export function serializeOrder(ctx: ServerContext, order: OrderRow): PaymentOrder {
  return {
    id: order.id,
    plan_id: order.plan_id,
    amount: order.amount,
    currency: order.currency,
    description: order.description,
    status: order.status,
    expire_at: order.expire_at,
    qrCode: order.qrCode,
    amount_vnd: order.amount_vnd,
    ...receivingAccount(ctx),
    transfer_content: order.code,
    created_at: order.created_at,
    paid_at: order.paid_at,
  }
}

export function isPastExpiry(ctx: ServerContext, order: OrderRow): boolean {
  return new Date(order.expire_at).getTime() <= ctx.now().getTime()
}

/** A pending order whose time is up is stored as EXPIRED; returns the order as it now stands. */
export async function settleExpiry(ctx: ServerContext, order: OrderRow): Promise<OrderRow> {
  if (order.status !== 'PENDING' || !isPastExpiry(ctx, order)) return order
  return (await ctx.db.update('orders', order.id, { status: 'EXPIRED' })) ?? { ...order, status: 'EXPIRED' }
}

/** One of the user's orders; another user's or a missing one is 404 alike. */
export function ownedOrder(ctx: ServerContext, userId: number, orderId: number): OrderRow {
  const order = ctx.db.byId('orders', orderId)
  if (!order || order.user_id !== userId) throw notFound({ vi: 'Không tìm thấy đơn hàng', en: 'Order not found' })
  return order
}

/**
 * A payment order for a plan (decision 104): PENDING with a VietQR for priced plans, already PAID
 * (and the plan active) for a free plan, refused for "contact us" plans.
 */
export async function createOrder(ctx: ServerContext, userId: number, plan: Row<'plans'>): Promise<OrderRow> {
  const amountVnd = priceInVnd(ctx, plan)
  if (plan.price_amount === null || amountVnd === null) {
    throw badRequest({
      vi: `Gói ${plan.name} cần liên hệ để báo giá, không thể thanh toán trực tuyến`,
      en: `The ${plan.name} plan is priced on request and cannot be paid online`,
    })
  }
  const now = ctx.now()
  const code = newOrderCode(ctx)
  const free = isFree(plan)
  const order = await ctx.db.insert('orders', {
    user_id: userId,
    plan_id: plan.id,
    code,
    amount: plan.price_amount,
    currency: plan.price_currency,
    amount_vnd: amountVnd,
    description: `Thanh toán gói ${plan.name} - ${code}`,
    status: free ? 'PAID' : 'PENDING',
    expire_at: new Date(now.getTime() + ctx.config.orderExpiryMs).toISOString(),
    qrCode: free ? '' : orderQr(ctx, amountVnd, code),
    paid_at: free ? now.toISOString() : null,
    transaction_id: null,
    created_at: now.toISOString(),
  })
  if (free) await activatePlan(ctx, userId, plan, now)
  return order
}

function orderQr(ctx: ServerContext, amountVnd: number, code: string): string {
  const account = receivingAccount(ctx)
  return buildVietQr({ bankBin: account.bank_bin, accountNumber: account.account_number, amountVnd, purpose: code })
}

function newOrderCode(ctx: ServerContext): string {
  for (;;) {
    const digits = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte % 10).join('')
    const code = ORDER_CODE_PREFIX + digits
    if (!ctx.db.first('orders', (order) => order.code === code)) return code
  }
}

/** The order whose code appears in a transfer text (banks may upper-case it or drop punctuation). */
export function orderByTransferContent(ctx: ServerContext, content: string): OrderRow | undefined {
  const normalized = content.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return ctx.db.first('orders', (order) => order.code !== '' && normalized.includes(order.code))
}
