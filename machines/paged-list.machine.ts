import { assign, fromPromise, setup } from 'xstate'

/**
 * A paged list loaded from the server (chatbots 001 §2.5, and reusable for FAQs, live chats, leads).
 *
 * loading → showing | empty | failed. Every page change, page-size change, filter change (`params`,
 * e.g. the chosen chatbot) or RELOAD loads again; a filter or size change goes back to page 1
 * (001 §4 Live chats, Leads). A page moves only if it is at least 1 and does not start beyond the
 * total (001 §4 Leads). A load that comes back empty for a page past the end (the last item of the
 * last page was deleted) loads the new last page instead. A failed load is logged, not toasted
 * (001 §8), and leaves an empty list with total 0 that RELOAD retries.
 */

export interface PageRequest<Params> {
  page: number
  pageSize: number
  params: Params
}

export interface PageResult<Item> {
  items: Item[]
  total: number
}

export interface PagedListContext<Item, Params> {
  page: number
  pageSize: number
  params: Params
  items: Item[]
  total: number
}

export type PagedListEvent<Params> =
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'SET_PAGE_SIZE'; pageSize: number }
  | { type: 'SET_PARAMS'; params: Params }
  | { type: 'RELOAD' }

export interface PagedListInput<Params> {
  pageSize: number
  /** The first page to show (e.g. from the address's `page` query); 1 when left out. */
  page?: number
  params: Params
}

/** The last page that holds anything (1 for an empty list). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** A paged-list machine for one kind of item and filter; `pagedListMachine` is the untyped one. */
export function createPagedListMachine<Item, Params = null>() {
  return setup({
    types: {
      context: {} as PagedListContext<Item, Params>,
      events: {} as PagedListEvent<Params>,
      input: {} as PagedListInput<Params>,
    },
    actors: {
      /** Fetches one page. Rejects on any failure. */
      loadPage: fromPromise<PageResult<Item>, PageRequest<Params>>(async () => {
        throw new Error('loadPage actor not provided')
      }),
    },
    actions: {
      /** A failed load is logged only (001 §8). */
      logLoadError: (_, _params: { error: unknown }) => {},
    },
    guards: {
      pageInRange: ({ context, event }) => {
        if (event.type !== 'GO_TO_PAGE') return false
        const { page } = event
        return Number.isInteger(page) && page >= 1 && (page === 1 || (page - 1) * context.pageSize < context.total)
      },
      validPageSize: ({ event }) => event.type === 'SET_PAGE_SIZE' && Number.isInteger(event.pageSize) && event.pageSize >= 1,
      pageBeyondEnd: ({ context }, params: { result: PageResult<Item> }) =>
        params.result.items.length === 0 && context.page > lastPageOf(params.result.total, context.pageSize),
      listEmpty: (_, params: { result: PageResult<Item> }) => params.result.total === 0,
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => ({
      page: input.page !== undefined && Number.isInteger(input.page) && input.page >= 1 ? input.page : 1,
      pageSize: input.pageSize,
      params: input.params,
      items: [],
      total: 0,
    }),
    initial: 'loading',
    on: {
      GO_TO_PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: assign({ page: ({ event }) => event.page }) },
      SET_PAGE_SIZE: {
        guard: 'validPageSize',
        target: '.loading',
        reenter: true,
        actions: assign({ pageSize: ({ event }) => event.pageSize, page: 1 }),
      },
      SET_PARAMS: { target: '.loading', reenter: true, actions: assign({ params: ({ event }) => event.params, page: 1 }) },
      RELOAD: { target: '.loading', reenter: true },
    },
    states: {
      // The page is being fetched; the previous items stay on screen until it arrives.
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ page: context.page, pageSize: context.pageSize, params: context.params }),
          onDone: [
            {
              guard: { type: 'listEmpty', params: ({ event }) => ({ result: event.output }) },
              target: 'empty',
              actions: assign({ items: [], total: 0, page: 1 }),
            },
            {
              guard: { type: 'pageBeyondEnd', params: ({ event }) => ({ result: event.output }) },
              target: 'loading',
              reenter: true,
              actions: assign({ page: ({ context, event }) => lastPageOf(event.output.total, context.pageSize) }),
            },
            {
              target: 'showing',
              actions: assign({ items: ({ event }) => event.output.items, total: ({ event }) => event.output.total }),
            },
          ],
          onError: {
            target: 'failed',
            actions: [assign({ items: [], total: 0 }), { type: 'logLoadError', params: ({ event }) => ({ error: event.error }) }],
          },
        },
      },
      // A page with items.
      showing: {},
      // The list has nothing at all (total 0): the empty message shows.
      empty: {},
      // The load failed: an empty list with a retry.
      failed: {},
    },
  })
}

export const pagedListMachine = createPagedListMachine<unknown, unknown>()
export type PagedListMachine<Item, Params> = ReturnType<typeof createPagedListMachine<Item, Params>>
