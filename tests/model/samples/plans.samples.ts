import type { Plan } from '../../../machines/plans.machine'
import type { MachineSamples } from '../machine-graph'

export const SERVER_PLANS: Plan[] = [
  { id: 1, name: 'Starter', subtitle: 'Miễn phí', price_amount: 0, price_currency: 'VND', features: '1 chatbot', features_en: '1 chatbot' },
  { id: 2, name: 'Professional', subtitle: 'Tăng trưởng', price_amount: 29, price_currency: 'USD', features: '5 chatbot', features_en: '5 chatbots' },
]
export const FALLBACK: Plan[] = [{ ...SERVER_PLANS[0], subtitle: 'built-in' }]
export const PROFESSIONAL_SELECTED = { id: 2, name: 'Professional', price_amount: 29, price_currency: 'USD' as const, subtitle: 'Tăng trưởng' }
export const CURRENT = {
  plan: SERVER_PLANS[0],
  expires_at: null,
  usage: { messages_used: 3, messages_limit: 100, chatbots_used: 1, chatbots_limit: 1, days_remaining: null },
}

/** A signed-in owner; the signed-out branch is walked from `visitorInput` by the model test. */
export const samples: MachineSamples = {
  input: { signedIn: true, fallbackPlans: FALLBACK },
  events: {
    CHOOSE_PLAN: [{ type: 'CHOOSE_PLAN', plan: PROFESSIONAL_SELECTED } as never],
    'xstate.done.actor.loadPlans': [
      { type: 'xstate.done.actor.loadPlans', output: SERVER_PLANS } as never,
      // An empty list falls back to the built-in plans too.
      { type: 'xstate.done.actor.loadPlans', output: [] } as never,
    ],
    'xstate.error.actor.loadPlans': [{ type: 'xstate.error.actor.loadPlans', error: new Error('Failed to fetch') } as never],
    'xstate.done.actor.loadAccount': [{ type: 'xstate.done.actor.loadAccount', output: { current: CURRENT, demoControls: true } } as never],
    'xstate.error.actor.loadAccount': [{ type: 'xstate.error.actor.loadAccount', error: new Error('HTTP 500') } as never],
  },
}

export const visitorInput = { signedIn: false, fallbackPlans: FALLBACK }
