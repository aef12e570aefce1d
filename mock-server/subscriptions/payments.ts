import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import { ApiError, badRequest, conflict } from '../http/errors'
import { receivingAccount } from './bank-account'
import { orderByTransferContent, settleExpiry } from './orders'
import { activatePlan } from './plan-activation'

type BankNotification = components['schemas']['BankNotification']
type BankNotificationResult = components['schemas']['BankNotificationResult']

/**
 * A transfer arrived at our account (decision 103). The one implementation behind
 * `POST /payments/bank-notification` and `POST /demo/bank-transfer`: finds the order by the code in
 * the transfer text, checks account, state and amount, then marks it PAID and activates its plan.
 * Every refusal leaves the order and the user unchanged (an overdue order is only stored EXPIRED).
 */
export async function applyBankTransfer(ctx: ServerContext, notice: BankNotification): Promise<BankNotificationResult> {
  const account = receivingAccount(ctx)
  if ((notice.bank_bin !== undefined && notice.bank_bin !== account.bank_bin) ||
      (notice.account_number !== undefined && notice.account_number !== account.account_number)) {
    throw badRequest({ vi: 'Giao dịch không chuyển vào tài khoản nhận của hệ thống', en: 'The transfer was not made to our receiving account' })
  }
  const found = orderByTransferContent(ctx, notice.content)
  if (!found) {
    throw badRequest({ vi: 'Nội dung chuyển khoản không chứa mã đơn hàng hợp lệ', en: 'The transfer content holds no known order code' })
  }
  if (found.status === 'PAID') throw conflict({ vi: 'Đơn hàng đã được thanh toán', en: 'The order is already paid' })
  if (ctx.db.first('orders', (order) => order.transaction_id === notice.transaction_id)) {
    throw conflict({ vi: 'Giao dịch này đã được xử lý', en: 'This transaction was already processed' })
  }
  const order = await settleExpiry(ctx, found)
  if (order.status === 'EXPIRED') {
    throw new ApiError(410, { vi: 'Đơn hàng đã hết hạn, vui lòng tạo đơn mới', en: 'The order has expired; please create a new one' })
  }
  if (notice.amount !== order.amount_vnd) {
    throw badRequest({
      vi: `Số tiền ${notice.amount} VND không khớp với đơn hàng (${order.amount_vnd} VND)`,
      en: `The amount ${notice.amount} VND does not match the order (${order.amount_vnd} VND)`,
    })
  }
  const plan = ctx.db.byId('plans', order.plan_id)
  if (!plan) throw badRequest({ vi: 'Gói của đơn hàng không còn tồn tại', en: "The order's plan no longer exists" })
  const now = ctx.now()
  await ctx.db.update('orders', order.id, { status: 'PAID', paid_at: now.toISOString(), transaction_id: notice.transaction_id })
  await activatePlan(ctx, order.user_id, plan, now)
  return { order_id: order.id, status: 'PAID' }
}
