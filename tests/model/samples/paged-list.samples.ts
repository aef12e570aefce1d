import type { MachineSamples } from '../machine-graph'

const row = (id: number) => ({ id, name: `Bot ${id}` })

/**
 * Payloads that steer the paged-list machine down each branch. It starts on page 3 (as from an
 * address's `?page=3`) so that an empty answer for a page past the end is reachable.
 */
export const samples: MachineSamples = {
  input: { pageSize: 10, page: 3, params: null },
  events: {
    'xstate.done.actor.loadPage': [
      { type: 'xstate.done.actor.loadPage', output: { items: [], total: 12 } } as never,
      { type: 'xstate.done.actor.loadPage', output: { items: [row(1), row(2)], total: 12 } } as never,
      { type: 'xstate.done.actor.loadPage', output: { items: [], total: 0 } } as never,
    ],
    'xstate.error.actor.loadPage': [{ type: 'xstate.error.actor.loadPage', error: { message: 'Failed to fetch' } } as never],
    GO_TO_PAGE: [{ type: 'GO_TO_PAGE', page: 2 } as never, { type: 'GO_TO_PAGE', page: 0 } as never],
    SET_PAGE_SIZE: [{ type: 'SET_PAGE_SIZE', pageSize: 20 } as never],
    SET_PARAMS: [{ type: 'SET_PARAMS', params: { chatbotId: 2 } } as never],
  },
}
