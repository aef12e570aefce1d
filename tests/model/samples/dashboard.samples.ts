import type { DashboardData, DashboardOverview } from '../../../machines/dashboard.machine'
import type { MachineSamples } from '../machine-graph'

export const FIGURES: DashboardData = {
  total_conversations: 12,
  active_users: 7,
  avg_response_time: 1.25,
  satisfaction_rate: 0,
  growth: { conversations: 0, users: 0, satisfaction: 0, response_time: 0 },
  chatbots: [{ id: 3, name: 'Trợ lý bán hàng', tagline: 'Tư vấn 24/7', color: '#069206', conversation_count: 12, users: 7, satisfaction_rate: 0 }],
  activity_over_time: [{ date: '2025-01-15', count: 2 }],
  user_distribution: [{ chatbot_id: 3, name: 'Trợ lý bán hàng', conversation_count: 12, users: 7 }],
}

export const OVERVIEW: DashboardOverview = { chatbots: [{ id: 3, name: 'Trợ lý bán hàng' }], planName: 'Starter' }

/** Payloads for the dashboard machine's events and actor results. */
export const samples: MachineSamples = {
  input: { userId: 1 },
  events: {
    SELECT_CHATBOT: [{ type: 'SELECT_CHATBOT', chatbotId: 3 } as never],
    'xstate.done.actor.loadDashboard': [{ type: 'xstate.done.actor.loadDashboard', output: FIGURES } as never],
    'xstate.error.actor.loadDashboard': [{ type: 'xstate.error.actor.loadDashboard', error: new Error('HTTP 500') } as never],
    'xstate.done.actor.loadOverview': [{ type: 'xstate.done.actor.loadOverview', output: OVERVIEW } as never],
    'xstate.error.actor.loadOverview': [{ type: 'xstate.error.actor.loadOverview', error: new Error('Failed to fetch') } as never],
  },
}
