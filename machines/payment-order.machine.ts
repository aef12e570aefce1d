import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../src/api/schema'
import { PAYMENT, PAYMENT_FLOW } from '../src/config/constants'

/**
 * Payment order (000 §4 "Payment order", §5 "Payment needs a selected plan and a logged-in user",
 * §8 payment errors).
 *
 * The payment modal starts this machine with the selected plan and the signed-in user. Without
 * either, it stops with the spec's message. Otherwise it creates the order; a failed creation shows
 * the server's message (else the error's own message, else a general one) with Retry. A PENDING
 * order shows its QR while a countdown runs to `expire_at` (one tick a second) and its status is
 * polled every 2 s (polling errors are only logged). PAID stops everything, shows 'paid' for a
 * moment, then emits success. At zero the order is EXPIRED: polling stops and the owner is asked to
 * create a new order (Retry). Cancel and Close end the machine, so no timer is left behind.
 */

export type PaymentOrder = components['schemas']['PaymentOrder']
export type PaymentOrderStatus = components['schemas']['PaymentOrderStatus']
export type Currency = components['schemas']['Currency']

/** 000 §3 "Selected plan for payment". A "contact us" plan has no amount (`null`). */
export interface SelectedPlan {
  id: number
  name: string
  price_amount: number | null
  price_currency: Currency
  /** The plan's description. */
  subtitle: string
}

export interface PaymentOrderInput {
  plan: SelectedPlan | null
  /** The signed-in user; `null` when nobody is signed in. */
  user: { id: number } | null
  /** The current time in ms; the countdown is measured against it (tests pass a simulated clock). */
  now: () => number
}

/** Keys of the payment fragment (src/features/payment/i18n), or the server's / the error's own words. */
export type PaymentErrorKey =
  | 'PAYMENT.ERRORS.NO_PLAN'
  | 'PAYMENT.ERRORS.NOT_SIGNED_IN'
  | 'PAYMENT.ERRORS.CREATE_FAILED'
  | 'PAYMENT.ERRORS.NO_RESPONSE'
  | 'PAYMENT.ERRORS.EXPIRED'
export type PaymentError = { key: PaymentErrorKey } | { message: string }

/**
 * How the `createOrder` actor reports a failure: `body` is the server's answer (its `message` is
 * shown first), `message` the error's own words (e.g. 'Failed to fetch').
 */
export interface OrderFailure {
  body?: unknown
  message?: string | null
}

export interface PaymentOrderContext {
  plan: SelectedPlan | null
  user: { id: number } | null
  now: () => number
  order: PaymentOrder | null
  /** Time left until `expire_at`, refreshed on every countdown tick. */
  remainingMs: number
  error: PaymentError | null
}

export type PaymentOrderEvent =
  /** Re-create the order after a creation error or after it expired. */
  | { type: 'RETRY' }
  /** The Cancel button: stop everything and tell the page (000 §4 "Cancel stops timers and emits cancel"). */
  | { type: 'CANCEL' }
  /** The modal's X: stop everything. */
  | { type: 'CLOSE' }
  /** Demo controls: play the bank paying this order. */
  | { type: 'SIMULATE_TRANSFER' }

const remainingOf = (context: Pick<PaymentOrderContext, 'order' | 'now'>): number =>
  context.order ? Math.max(0, Date.parse(context.order.expire_at) - context.now()) : 0

export const paymentOrderMachine = setup({
  types: {
    context: {} as PaymentOrderContext,
    events: {} as PaymentOrderEvent,
    input: {} as PaymentOrderInput,
  },
  actors: {
    /** POST /subscriptions/order. Resolves with the order (nothing for an empty answer); rejects with an OrderFailure. */
    createOrder: fromPromise<PaymentOrder | null | undefined, { planId: number; userId: number }>(async () => {
      throw new Error('createOrder actor not provided')
    }),
    /** GET /subscriptions/order/{id}: the order's `data.status`. */
    pollStatus: fromPromise<PaymentOrderStatus, { orderId: number }>(async () => {
      throw new Error('pollStatus actor not provided')
    }),
    /** POST /demo/bank-transfer for the order (demo mode only). */
    simulateTransfer: fromPromise<unknown, { orderId: number }>(async () => {
      throw new Error('simulateTransfer actor not provided')
    }),
  },
  actions: {
    /** The order is paid: close the modal, clear the plan, go to the dashboard. */
    notifySuccess: () => {},
    /** Cancel: close the modal and clear the plan. */
    notifyCancel: () => {},
    /** Polling errors are only logged (000 §4). */
    logPollError: (_, _params: { error: unknown }) => {},
    updateRemaining: assign({ remainingMs: ({ context }) => remainingOf(context) }),
    forgetOrder: assign({ order: null, error: null, remainingMs: 0 }),
  },
  guards: {
    hasNoPlan: ({ context }) => context.plan === null,
    isSignedOut: ({ context }) => context.user === null,
    emptyAnswer: (_, params: { order: PaymentOrder | null | undefined }) => !params.order || typeof params.order.id !== 'number',
    alreadyPaid: (_, params: { status: PaymentOrderStatus }) => params.status === 'PAID',
    alreadyExpired: (_, params: { status: PaymentOrderStatus }) => params.status === 'EXPIRED',
  },
  delays: {
    COUNTDOWN_TICK: PAYMENT.COUNTDOWN_TICK_MS,
    POLL_INTERVAL: PAYMENT.POLL_INTERVAL_MS,
    /** Until the order's `expire_at`: then the countdown reads zero. */
    UNTIL_EXPIRY: ({ context }) => remainingOf(context),
    PAID_NOTICE: PAYMENT_FLOW.PAID_NOTICE_MS,
  },
}).createMachine({
  id: 'paymentOrder',
  context: ({ input }) => ({ plan: input.plan, user: input.user, now: input.now, order: null, remainingMs: 0, error: null }),
  initial: 'checking',
  on: {
    CANCEL: '.cancelled',
    CLOSE: '.closed',
  },
  states: {
    // Payment needs a selected plan and a signed-in user (000 §5); decided at once.
    checking: {
      always: [
        { guard: 'hasNoPlan', target: 'unavailable', actions: assign({ error: { key: 'PAYMENT.ERRORS.NO_PLAN' } }) },
        { guard: 'isSignedOut', target: 'unavailable', actions: assign({ error: { key: 'PAYMENT.ERRORS.NOT_SIGNED_IN' } }) },
        { target: 'creating' },
      ],
    },
    // No plan or nobody signed in: the message is shown; only Cancel and Close remain.
    unavailable: {},
    // POST /subscriptions/order is in flight.
    creating: {
      entry: 'forgetOrder',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ planId: context.plan!.id, userId: context.user!.id }),
        onDone: [
          {
            guard: { type: 'emptyAnswer', params: ({ event }) => ({ order: event.output }) },
            target: 'creationFailed',
            actions: assign({ error: { key: 'PAYMENT.ERRORS.NO_RESPONSE' } }),
          },
          {
            // A free plan's order comes back already paid (decision 104).
            guard: { type: 'alreadyPaid', params: ({ event }) => ({ status: event.output!.status }) },
            target: 'paid',
            actions: assign({ order: ({ event }) => event.output! }),
          },
          {
            guard: { type: 'alreadyExpired', params: ({ event }) => ({ status: event.output!.status }) },
            target: 'expired',
            actions: assign({ order: ({ event }) => event.output! }),
          },
          { target: 'pending', actions: assign({ order: ({ event }) => event.output! }) },
        ],
        onError: {
          target: 'creationFailed',
          actions: assign({ error: ({ event }) => creationError(event.error) }),
        },
      },
    },
    // The order could not be created: the message and Retry are shown.
    creationFailed: {
      on: { RETRY: 'creating' },
    },
    // Waiting for the transfer: QR, countdown and polling run side by side.
    pending: {
      type: 'parallel',
      entry: 'updateRemaining',
      after: { UNTIL_EXPIRY: 'expired' },
      states: {
        // The mm:ss countdown to expire_at.
        countdown: {
          initial: 'ticking',
          states: {
            ticking: {
              after: { COUNTDOWN_TICK: { target: 'ticking', reenter: true, actions: 'updateRemaining' } },
            },
          },
        },
        // GET /subscriptions/order/{id} every 2 s.
        polling: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { POLL_INTERVAL: 'checking' },
            },
            checking: {
              invoke: {
                id: 'pollStatus',
                src: 'pollStatus',
                input: ({ context }) => ({ orderId: context.order!.id }),
                onDone: [
                  { guard: { type: 'alreadyPaid', params: ({ event }) => ({ status: event.output }) }, target: '#paymentOrder.paid' },
                  { guard: { type: 'alreadyExpired', params: ({ event }) => ({ status: event.output }) }, target: '#paymentOrder.expired' },
                  { target: 'waiting' },
                ],
                onError: {
                  target: 'waiting',
                  actions: { type: 'logPollError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        // Demo controls: the simulated bank transfer; polling then sees PAID.
        bankTransfer: {
          initial: 'idle',
          states: {
            idle: {
              on: { SIMULATE_TRANSFER: 'sending' },
            },
            sending: {
              invoke: {
                id: 'simulateTransfer',
                src: 'simulateTransfer',
                input: ({ context }) => ({ orderId: context.order!.id }),
                // A refusal (e.g. 410 expired) is shown by the global toaster.
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    // Paid: 'paid' is shown for a moment, then success is emitted (decision 401).
    paid: {
      entry: [assign({ order: ({ context }) => (context.order ? { ...context.order, status: 'PAID' } : null) }), assign({ remainingMs: 0 })],
      after: { PAID_NOTICE: 'succeeded' },
      // Closing now still counts as success: the plan is paid for.
      on: { CLOSE: 'succeeded', CANCEL: 'succeeded' },
    },
    // The countdown reached zero (or the server says so): create a new order with Retry.
    expired: {
      entry: assign({
        remainingMs: 0,
        error: { key: 'PAYMENT.ERRORS.EXPIRED' },
        order: ({ context }) => (context.order ? { ...context.order, status: 'EXPIRED' } : null),
      }),
      on: { RETRY: 'creating' },
    },
    succeeded: { type: 'final', entry: 'notifySuccess' },
    cancelled: { type: 'final', entry: 'notifyCancel' },
    closed: { type: 'final' },
  },
})

/** 000 §8: the server message, else the error message, else the general creation error. */
function creationError(error: unknown): PaymentError {
  const failure = (error && typeof error === 'object' ? error : {}) as OrderFailure
  const body = failure.body
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message
    if (typeof message === 'string' && message.trim()) return { message }
  }
  if (typeof failure.message === 'string' && failure.message.trim()) return { message: failure.message }
  return { key: 'PAYMENT.ERRORS.CREATE_FAILED' }
}
