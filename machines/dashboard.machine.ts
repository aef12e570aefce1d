import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../src/api/schema'

/**
 * Dashboard (000 §2 "Dashboard", §3 "Dashboard data", §7 GET /dashboard?user_id=).
 *
 * Two loads run side by side:
 * - the figures for all of the owner's chatbots or one of them: loading → ready | failed; choosing
 *   another chatbot in the filter loads them again; Retry after a failure;
 * - the overview: the owner's chatbots (the filter's options) and the current plan's name for the
 *   header. Without it the filter offers only "all".
 */

export type DashboardData = components['schemas']['Dashboard']

export interface ChatbotOption {
  id: number
  name: string
}

export interface DashboardOverview {
  chatbots: ChatbotOption[]
  /** The current plan's name; `null` when it could not be read. */
  planName: string | null
}

export interface DashboardContext {
  userId: number
  /** The filter: `null` is "all chatbots". */
  chatbotId: number | null
  data: DashboardData | null
  overview: DashboardOverview | null
}

export type DashboardEvent =
  | { type: 'SELECT_CHATBOT'; chatbotId: number | null }
  | { type: 'RETRY' }

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as { userId: number },
  },
  actors: {
    /** GET /dashboard?user_id=&chatbot_id=. */
    loadDashboard: fromPromise<DashboardData, { userId: number; chatbotId: number | null }>(async () => {
      throw new Error('loadDashboard actor not provided')
    }),
    /** GET /chatbots and GET /subscriptions/current. */
    loadOverview: fromPromise<DashboardOverview, { userId: number }>(async () => {
      throw new Error('loadOverview actor not provided')
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ userId: input.userId, chatbotId: null, data: null, overview: null }),
  type: 'parallel',
  states: {
    figures: {
      initial: 'loading',
      on: {
        // The filter changed: the figures are loaded again for the new choice.
        SELECT_CHATBOT: { target: '.loading', reenter: true, actions: assign({ chatbotId: ({ event }) => event.chatbotId }) },
      },
      states: {
        // The cards and charts show their loading state.
        loading: {
          invoke: {
            id: 'loadDashboard',
            src: 'loadDashboard',
            input: ({ context }) => ({ userId: context.userId, chatbotId: context.chatbotId }),
            onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ data: null }) },
          },
        },
        ready: {},
        // The figures could not be loaded: a message and Retry.
        failed: {
          on: { RETRY: 'loading' },
        },
      },
    },
    overview: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output }) },
            onError: 'unavailable',
          },
        },
        ready: {},
        // The filter offers only "all"; the header shows no plan. Retry reads it again.
        unavailable: {
          on: { RETRY: 'loading' },
        },
      },
    },
  },
})
