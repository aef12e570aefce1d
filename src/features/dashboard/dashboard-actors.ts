import { fromPromise } from 'xstate'
import type { DashboardData, DashboardOverview } from '../../../machines/dashboard.machine'
import type { ApiClient } from '../../api/client'

/** The dashboard machine's calls; failures are toasted by the client's global handler. */
export function dashboardActors(api: ApiClient) {
  return {
    loadDashboard: fromPromise<DashboardData, { userId: number; chatbotId: number | null }>(async ({ input }) => {
      const query = input.chatbotId === null ? { user_id: input.userId } : { user_id: input.userId, chatbot_id: input.chatbotId }
      const { data, error } = await api.GET('/dashboard', { params: { query } })
      if (error !== undefined || !data) throw new Error('dashboard unavailable')
      return data
    }),
    loadOverview: fromPromise<DashboardOverview, { userId: number }>(async () => {
      const [chatbots, current] = await Promise.all([api.GET('/chatbots'), api.GET('/subscriptions/current').catch(() => null)])
      if (chatbots.error !== undefined || !Array.isArray(chatbots.data)) throw new Error('chatbots unavailable')
      return {
        chatbots: chatbots.data.map(({ id, name }) => ({ id, name })),
        planName: current?.data?.plan.name ?? null,
      }
    }),
  }
}
