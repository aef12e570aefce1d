import { act } from '@testing-library/react'
import { fromPromise } from 'xstate'
import type { PaymentOrder, PaymentOrderStatus } from '../../../../machines/payment-order.machine'
import type { AccountSummary, Plan } from '../../../../machines/plans.machine'
import type { DashboardData, DashboardOverview } from '../../../../machines/dashboard.machine'

interface PendingCall<I, O> {
  input: I
  resolve: (value: O) => void
  reject: (reason: unknown) => void
}

/** A promise actor whose calls the test sees and answers by hand. */
export function controllable<I, O>() {
  const calls: PendingCall<I, O>[] = []
  const inputs: I[] = []
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        inputs.push(input)
        calls.push({ input, resolve, reject })
      }),
  )
  const next = () => {
    const call = calls.shift()
    if (!call) throw new Error('no call is waiting for an answer')
    return call
  }
  return {
    logic,
    /** Every input this actor was started with, in order. */
    inputs,
    pending: () => calls.length,
    async answer(value: O) {
      const call = next()
      await act(async () => call.resolve(value))
    },
    async fail(error: unknown) {
      const call = next()
      await act(async () => call.reject(error))
    },
    reset() {
      calls.length = 0
      inputs.length = 0
    },
  }
}

/** The fakes behind the mocked `*-actors` modules of the payment, plans and dashboard features. */
export const fakes = {
  createOrder: controllable<{ planId: number; userId: number }, PaymentOrder | null>(),
  pollStatus: controllable<{ orderId: number }, PaymentOrderStatus>(),
  simulateTransfer: controllable<{ orderId: number }, unknown>(),
  loadPlans: controllable<void, Plan[]>(),
  loadAccount: controllable<void, AccountSummary>(),
  loadDashboard: controllable<{ userId: number; chatbotId: number | null }, DashboardData>(),
  loadOverview: controllable<{ userId: number }, DashboardOverview>(),
}

export function resetFakes() {
  Object.values(fakes).forEach((fake) => fake.reset())
}

/** Module replacements for `vi.mock(...)`. */
export const fakePaymentActors = () => ({
  createOrder: fakes.createOrder.logic,
  pollStatus: fakes.pollStatus.logic,
  simulateTransfer: fakes.simulateTransfer.logic,
})
export const fakePlansActors = () => ({ loadPlans: fakes.loadPlans.logic, loadAccount: fakes.loadAccount.logic })
export const fakeDashboardActors = () => ({ loadDashboard: fakes.loadDashboard.logic, loadOverview: fakes.loadOverview.logic })
