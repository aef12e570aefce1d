import { fromPromise } from 'xstate'
import type { AccountSummary, Plan } from '../../../machines/plans.machine'
import type { ApiClient } from '../../api/client'

/**
 * The plans machine's calls. The plan list and the demo probe go through the quiet client: a failed
 * list falls back to the built-in plans (000 §7) and a 404 from /demo/status only means demo mode is
 * off. The current subscription uses `api`, so a real failure is toasted.
 */
export function plansActors(api: ApiClient, quiet: ApiClient) {
  return {
    loadPlans: fromPromise<Plan[], void>(async () => {
      const { data, error, response } = await quiet.GET('/subscriptions/plans')
      if (error !== undefined || !Array.isArray(data)) throw new Error(`plans unavailable (HTTP ${response.status})`)
      return data
    }),
    loadAccount: fromPromise<AccountSummary, void>(async () => {
      const [current, demo] = await Promise.all([
        api.GET('/subscriptions/current'),
        quiet.GET('/demo/status').catch(() => null),
      ])
      if (current.error !== undefined || !current.data) throw new Error('current subscription unavailable')
      return { current: current.data, demoControls: demo?.data?.enabled === true }
    }),
  }
}
