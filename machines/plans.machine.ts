import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../src/api/schema'
import type { SelectedPlan } from './payment-order.machine'

/**
 * Plan cards and the Plan button (000 §2 "Pricing page", "Subscription screen"; §4 "Plan button"; §7).
 *
 * Three things run side by side:
 * - the catalogue: GET /subscriptions/plans, or the built-in plans when that fails;
 * - the account (signed-in owners only): the current plan and usage (GET /subscriptions/current)
 *   and whether the demo controls are available;
 * - the selection: a signed-out visitor pressing a plan button goes to /login; a signed-in owner
 *   opens the payment modal with that plan. Payment success closes it, clears the plan and goes to
 *   the dashboard; cancel or close closes it and clears the plan.
 */

export type Plan = components['schemas']['Plan']
export type CurrentSubscription = components['schemas']['CurrentSubscription']

export interface AccountSummary {
  current: CurrentSubscription
  /** GET /demo/status answered 200: the payment modal shows the demo controls. */
  demoControls: boolean
}

export interface PlansInput {
  signedIn: boolean
  /** 000 §7 "on failure the built-in plans are used". */
  fallbackPlans: Plan[]
}

export interface PlansContext {
  signedIn: boolean
  plans: Plan[]
  fallbackPlans: Plan[]
  account: AccountSummary | null
  selected: SelectedPlan | null
  /** Counts the payment modals opened, so each opening starts a fresh payment order. */
  attempt: number
}

export type PlansEvent =
  | { type: 'CHOOSE_PLAN'; plan: SelectedPlan }
  | { type: 'PAYMENT_SUCCEEDED' }
  | { type: 'PAYMENT_DISMISSED' }
  | { type: 'RELOAD_ACCOUNT' }

export const plansMachine = setup({
  types: {
    context: {} as PlansContext,
    events: {} as PlansEvent,
    input: {} as PlansInput,
  },
  actors: {
    /** GET /subscriptions/plans. */
    loadPlans: fromPromise<Plan[], void>(async () => {
      throw new Error('loadPlans actor not provided')
    }),
    /** GET /subscriptions/current and GET /demo/status. */
    loadAccount: fromPromise<AccountSummary, void>(async () => {
      throw new Error('loadAccount actor not provided')
    }),
  },
  actions: {
    goToLogin: () => {},
    goToDashboard: () => {},
    logError: (_, _params: { error: unknown }) => {},
    clearSelection: assign({ selected: null }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    hasPlans: (_, params: { plans: Plan[] }) => Array.isArray(params.plans) && params.plans.length > 0,
  },
}).createMachine({
  id: 'plans',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    plans: [],
    fallbackPlans: input.fallbackPlans,
    account: null,
    selected: null,
    attempt: 0,
  }),
  type: 'parallel',
  states: {
    catalogue: {
      initial: 'loading',
      states: {
        // GET /subscriptions/plans is in flight; the cards show a spinner.
        loading: {
          invoke: {
            id: 'loadPlans',
            src: 'loadPlans',
            onDone: [
              {
                guard: { type: 'hasPlans', params: ({ event }) => ({ plans: event.output }) },
                target: 'listed',
                actions: assign({ plans: ({ event }) => event.output }),
              },
              // An empty list is no better than a failure: the built-in plans are shown.
              { target: 'builtIn', actions: assign({ plans: ({ context }) => context.fallbackPlans }) },
            ],
            onError: {
              target: 'builtIn',
              actions: [
                assign({ plans: ({ context }) => context.fallbackPlans }),
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        // The server's plans.
        listed: {},
        // The call failed: the built-in Starter, Professional and Enterprise plans (000 §7).
        builtIn: {},
      },
    },
    account: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'signedIn', target: 'loading' }, { target: 'signedOut' }],
        },
        // A visitor: no current plan to mark.
        signedOut: {},
        loading: {
          invoke: {
            id: 'loadAccount',
            src: 'loadAccount',
            onDone: { target: 'ready', actions: assign({ account: ({ event }) => event.output }) },
            // The global toaster already said why; the cards simply mark no current plan.
            onError: { target: 'failed', actions: assign({ account: null }) },
          },
        },
        ready: {
          on: { RELOAD_ACCOUNT: 'loading' },
        },
        failed: {
          on: { RELOAD_ACCOUNT: 'loading' },
        },
      },
    },
    selection: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHOOSE_PLAN: [
              {
                guard: 'signedIn',
                target: 'paying',
                actions: assign({ selected: ({ event }) => event.plan, attempt: ({ context }) => context.attempt + 1 }),
              },
              // 000 §4 / §6: an anonymous visitor pressing a plan button goes to /login.
              { actions: 'goToLogin' },
            ],
          },
        },
        // The payment modal is open with the selected plan.
        paying: {
          on: {
            PAYMENT_SUCCEEDED: { target: 'idle', actions: ['clearSelection', 'goToDashboard'] },
            PAYMENT_DISMISSED: { target: 'idle', actions: 'clearSelection' },
          },
        },
      },
    },
  },
})
