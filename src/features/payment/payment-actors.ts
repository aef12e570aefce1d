import { fromPromise } from 'xstate'
import type { OrderFailure, PaymentOrder, PaymentOrderStatus } from '../../../machines/payment-order.machine'
import type { ApiClient } from '../../api/client'

/**
 * The payment-order machine's calls, bound to API clients: `api` (failures toasted globally) for
 * what the owner asked for, `quiet` for the status poll whose failures are only logged.
 */
export function paymentActors(api: ApiClient, quiet: ApiClient) {
  return {
    createOrder: fromPromise<PaymentOrder | null | undefined, { planId: number; userId: number }>(async ({ input }) => {
      let result
      try {
        result = await api.POST('/subscriptions/order', { body: { plan_id: input.planId, user_id: input.userId } })
      } catch (error) {
        // No answer at all: the browser's own message ('Failed to fetch').
        throw { message: error instanceof Error ? error.message : null } satisfies OrderFailure
      }
      if (result.error !== undefined || !result.response.ok) throw { body: result.error, message: null } satisfies OrderFailure
      return result.data ?? null
    }),
    pollStatus: fromPromise<PaymentOrderStatus, { orderId: number }>(async ({ input }) => {
      const { data, error, response } = await quiet.GET('/subscriptions/order/{id}', { params: { path: { id: input.orderId } } })
      if (error !== undefined || !data?.data?.status) throw new Error(`order status unavailable (HTTP ${response.status})`)
      return data.data.status
    }),
    simulateTransfer: fromPromise<unknown, { orderId: number }>(async ({ input }) => {
      const { data, error } = await api.POST('/demo/bank-transfer', { body: { order_id: input.orderId } })
      if (error !== undefined) throw error
      return data
    }),
  }
}
