import type { PaymentOrder, PaymentOrderInput } from '../../../machines/payment-order.machine'
import type { MachineSamples } from '../machine-graph'

/** The moment the model's clock stands still at. */
export const MODEL_NOW = Date.parse('2025-01-15T08:00:00.000Z')

export const PROFESSIONAL = { id: 2, name: 'Professional', price_amount: 29, price_currency: 'USD' as const, subtitle: 'Cho doanh nghiệp đang tăng trưởng' }

/** A pending Professional order, 15 minutes from MODEL_NOW. */
export const PENDING_ORDER: PaymentOrder = {
  id: 41,
  plan_id: 2,
  amount: 29,
  currency: 'USD',
  amount_vnd: 725_000,
  description: 'Thanh toán gói Professional - CB12345678',
  status: 'PENDING',
  expire_at: new Date(MODEL_NOW + 15 * 60_000).toISOString(),
  qrCode: '00020101021238570010A000000727…6304ABCD',
  bank_name: 'Vietcombank',
  bank_bin: '970436',
  account_number: '0071000123456',
  account_name: 'CONG TY TNHH CHATBOT AI',
  transfer_content: 'CB12345678',
  created_at: new Date(MODEL_NOW).toISOString(),
  paid_at: null,
}

export const modelInput: PaymentOrderInput = { plan: PROFESSIONAL, user: { id: 1 }, now: () => MODEL_NOW }

/**
 * The machine decides at once whether payment can start (a plan and a signed-in user); these inputs
 * take the other two branches, so the model test walks the graph from each of them too.
 */
export const otherInputs: Record<string, PaymentOrderInput> = {
  'no selected plan': { ...modelInput, plan: null },
  'nobody signed in': { ...modelInput, user: null },
}

/** Payloads that steer the payment-order machine's guards down each branch. */
export const samples: MachineSamples = {
  input: modelInput,
  events: {
    'xstate.done.actor.createOrder': [
      { type: 'xstate.done.actor.createOrder', output: PENDING_ORDER } as never,
      // A free plan's order is created already paid.
      { type: 'xstate.done.actor.createOrder', output: { ...PENDING_ORDER, status: 'PAID', amount: 0, amount_vnd: 0, qrCode: '' } } as never,
      { type: 'xstate.done.actor.createOrder', output: { ...PENDING_ORDER, status: 'EXPIRED' } } as never,
      // The server answered nothing.
      { type: 'xstate.done.actor.createOrder', output: null } as never,
    ],
    'xstate.error.actor.createOrder': [
      { type: 'xstate.error.actor.createOrder', error: { body: { message: 'Không tìm thấy gói dịch vụ' } } } as never,
    ],
    'xstate.done.actor.pollStatus': [
      { type: 'xstate.done.actor.pollStatus', output: 'PENDING' } as never,
      { type: 'xstate.done.actor.pollStatus', output: 'PAID' } as never,
      { type: 'xstate.done.actor.pollStatus', output: 'EXPIRED' } as never,
    ],
    'xstate.error.actor.pollStatus': [{ type: 'xstate.error.actor.pollStatus', error: new Error('Failed to fetch') } as never],
  },
}
