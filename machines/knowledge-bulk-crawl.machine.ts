import { assign, fromCallback, fromPromise, raise, sendTo, setup, stateIn, type AnyActorRef } from 'xstate'
import type { components } from '../src/api/schema'
import { CRAWL, KNOWLEDGE, PAGE_SIZE } from '../src/config/constants'
import { isHttpUrl } from './knowledge-single-crawl.machine'
import { createPagedListMachine } from './paged-list.machine'

/**
 * The bulk-crawl modal (001 §2.3, §4 "Bulk crawl", §7, §8, §9). Five regions run side by side:
 *
 * - `modal`: closed or open. While open, the three URL lists (success, waiting, failed; each a
 *   paged-list child, PAGE_SIZE.CRAWL a page) are loaded and reloaded every CRAWL.LIST_REFRESH_MS.
 * - `newList`: 'Thu thập URLs' opens the New List modal; Create is impossible while the start URL
 *   is empty (or not yet an http(s) address). Create calls POST /fetch-url, which answers a room; the socket leaves the previous
 *   room and joins the new one; then 'Tạo danh sách thành công!' and the modal closes. A failed
 *   call: 'Lỗi tạo danh sách!'; a failed join: 'Lỗi kết nối!'.
 * - `discovery`: after a join the banner shows the URL being crawled and the number of links found;
 *   every `new_product_link` adds one; `crawl_complete` or `crawl_error` ends the run, clears the
 *   banner and reloads the lists.
 * - `selection`: the ticked URL records (ids) across the tabs; select-all (a page at a time) exists
 *   for waiting and failed only.
 * - `batch`: start-crawl is possible with a selection and while no batch runs. The batch call
 *   crawls the selected records; when it returns the selection clears, running resets and the lists
 *   reload. A failed batch only resets running (silent, 001 §8).
 *
 * The socket.io connection is the injected callback actor `crawlSocket` (tests use a fake): the
 * machine sends it JOIN commands and it reports ROOM_JOINED / ROOM_JOIN_FAILED and the live events.
 */

export type UrlCrawl = components['schemas']['UrlCrawl']
export type BatchCrawlResult = components['schemas']['BatchCrawlResult']

export const URL_TABS = ['success', 'waiting', 'failed'] as const
export type UrlTab = (typeof URL_TABS)[number]
/** The paged-list children, by tab. */
export const URL_LIST_IDS = { success: 'successList', waiting: 'waitingList', failed: 'failedList' } as const

/** A URL list's filter: the chatbot and the tab's status. */
export interface UrlListParams {
  chatbotId: number
  status: UrlTab
}
export const urlListMachine = createPagedListMachine<UrlCrawl, UrlListParams>()

export interface CreateListRequest {
  chatbotId: number
  startUrl: string
  maxDepth: number
}

export interface BatchRequest {
  chatbotId: number
  type: string
  /** Ids of URL crawl records. */
  urls: number[]
}

/** What the machine tells the socket actor. */
export type CrawlSocketCommand = { type: 'JOIN'; room: string; previous: string | null }

/** What the socket actor reports. */
export type CrawlSocketEvent =
  | { type: 'ROOM_JOINED'; room: string }
  | { type: 'ROOM_JOIN_FAILED'; room: string }
  | { type: 'LINK_FOUND'; url: string }
  | { type: 'DISCOVERY_COMPLETE'; found: string[] }
  | { type: 'DISCOVERY_FAILED'; error: string }

export type BulkCrawlEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SELECT_TAB'; tab: UrlTab }
  | { type: 'TOGGLE_URL'; id: number }
  /** Select-all for the shown page of a tab: ticks them all, or unticks them all when all are ticked. */
  | { type: 'TOGGLE_PAGE'; tab: UrlTab; ids: number[] }
  | { type: 'SET_BATCH_TYPE'; contentType: string }
  | { type: 'START_BATCH' }
  | { type: 'CLEAR_SELECTION' }
  | { type: 'OPEN_NEW_LIST' }
  | { type: 'CHANGE_START_URL'; url: string }
  | { type: 'CREATE_LIST' }
  | { type: 'CANCEL_NEW_LIST' }
  | CrawlSocketEvent

export interface BulkCrawlContext {
  chatbotId: number
  activeTab: UrlTab
  selected: number[]
  /** The content type the batch files the pages under. */
  batchType: string
  startUrl: string
  /** The room this page listens to (the last list created). */
  room: string | null
  /** The banner: the URL being crawled and the links found in this run. */
  crawlingUrl: string | null
  foundLinks: string[]
}

/** The selection after a toggle, or null when the toggle would go past the batch limit. */
export function toggledSelection(selected: readonly number[], event: BulkCrawlEvent): number[] | null {
  let next: number[]
  if (event.type === 'TOGGLE_URL') {
    next = selected.includes(event.id) ? selected.filter((id) => id !== event.id) : [...selected, event.id]
  } else if (event.type === 'TOGGLE_PAGE') {
    if (event.tab === 'success' || event.ids.length === 0) return null
    const allTicked = event.ids.every((id) => selected.includes(id))
    next = allTicked ? selected.filter((id) => !event.ids.includes(id)) : [...new Set([...selected, ...event.ids])]
  } else {
    return null
  }
  return next.length > KNOWLEDGE.BATCH_MAX_URLS ? null : next
}

export const knowledgeBulkCrawlMachine = setup({
  types: {
    context: {} as BulkCrawlContext,
    events: {} as BulkCrawlEvent,
    input: {} as { chatbotId: number },
  },
  actors: {
    urlList: urlListMachine,
    /** POST /fetch-url → the room. Rejects on any failure. */
    createList: fromPromise<{ room: string }, CreateListRequest>(async () => {
      throw new Error('createList actor not provided')
    }),
    /** POST /api/products/crawl/batch. Rejects on any failure. */
    crawlBatch: fromPromise<BatchCrawlResult, BatchRequest>(async () => {
      throw new Error('crawlBatch actor not provided')
    }),
    /** The socket.io connection; the app provides the real one, tests a fake. */
    crawlSocket: fromCallback<CrawlSocketCommand>(() => {}),
  },
  actions: {
    notifyListCreated: () => {},
    notifyCreateFailed: (_, _params: { error: unknown }) => {},
    notifyJoinFailed: () => {},
    /** The run ended: how many links it found. */
    notifyDiscoveryFinished: (_, _params: { found: number }) => {},
    notifyDiscoveryFailed: (_, _params: { error: string }) => {},
    /** The batch returned: how many pages became knowledge; the knowledge table reloads. */
    notifyBatchDone: (_, _params: { result: BatchCrawlResult }) => {},
    /** 001 §8: a failed batch is silent; it is only logged. */
    logBatchError: (_, _params: { error: unknown }) => {},
    /** The three lists reload, when they are on screen (they exist only while the modal is open). */
    reloadLists: ({ self }) => {
      const children = self.getSnapshot().children as Record<string, AnyActorRef | undefined>
      for (const id of Object.values(URL_LIST_IDS)) children[id]?.send({ type: 'RELOAD' })
    },
    storeSelection: assign({ selected: ({ context, event }) => toggledSelection(context.selected, event) ?? context.selected }),
    clearBanner: assign({ crawlingUrl: null, foundLinks: [] }),
    /** A new list's room was joined: its run starts from the start URL. */
    startBanner: assign({ crawlingUrl: ({ context }) => context.startUrl.trim(), foundLinks: [] }),
  },
  guards: {
    joiningNewList: stateIn({ newList: 'joining' }),
    somethingSelected: stateIn({ selection: 'some' }),
    selectionEmptyAfterToggle: ({ context, event }) => toggledSelection(context.selected, event)?.length === 0,
    selectionChangedByToggle: ({ context, event }) => toggledSelection(context.selected, event) !== null,
    blankStartUrl: ({ event }) => event.type === 'CHANGE_START_URL' && !event.url.trim(),
    notHttpStartUrl: ({ event }) => event.type === 'CHANGE_START_URL' && !isHttpUrl(event.url),
  },
  delays: {
    LIST_REFRESH: CRAWL.LIST_REFRESH_MS,
  },
}).createMachine({
  id: 'knowledgeBulkCrawl',
  type: 'parallel',
  context: ({ input }) => ({
    chatbotId: input.chatbotId,
    activeTab: 'waiting',
    selected: [],
    batchType: KNOWLEDGE.DEFAULT_CONTENT_TYPE,
    startUrl: '',
    room: null,
    crawlingUrl: null,
    foundLinks: [],
  }),
  invoke: { id: 'crawlSocket', src: 'crawlSocket' },
  states: {
    modal: {
      initial: 'closed',
      states: {
        // The bulk-crawl modal is not shown; its lists are not loaded.
        closed: {
          on: { OPEN: 'open' },
        },
        // The modal with its three tabs; the lists load now and every LIST_REFRESH.
        open: {
          invoke: URL_TABS.map((status) => ({
            id: URL_LIST_IDS[status],
            src: 'urlList' as const,
            input: ({ context }: { context: BulkCrawlContext }) => ({ pageSize: PAGE_SIZE.CRAWL, params: { chatbotId: context.chatbotId, status } }),
          })),
          on: {
            CLOSE: { target: 'closed', actions: raise({ type: 'CANCEL_NEW_LIST' }) },
            SELECT_TAB: { actions: assign({ activeTab: ({ event }) => event.tab }) },
            SET_BATCH_TYPE: { actions: assign({ batchType: ({ event }) => event.contentType }) },
          },
          initial: 'polling',
          states: {
            // Waiting for the next refresh.
            polling: {
              after: { LIST_REFRESH: { target: 'polling', reenter: true, actions: 'reloadLists' } },
            },
          },
        },
      },
    },
    newList: {
      initial: 'closed',
      states: {
        // No New List modal.
        closed: {
          on: { OPEN_NEW_LIST: { target: 'editing', actions: assign({ startUrl: '' }) } },
        },
        // The New List modal: Start URL, Cancel and Create.
        editing: {
          initial: 'empty',
          on: {
            CHANGE_START_URL: [
              { guard: 'blankStartUrl', target: '.empty', actions: assign({ startUrl: ({ event }) => event.url }) },
              { guard: 'notHttpStartUrl', target: '.notHttp', actions: assign({ startUrl: ({ event }) => event.url }) },
              { target: '.filled', actions: assign({ startUrl: ({ event }) => event.url }) },
            ],
            CANCEL_NEW_LIST: 'closed',
          },
          states: {
            // No start URL: Create is disabled.
            empty: {},
            // Not (yet) an http(s) address: Create is disabled (decision 906).
            notHttp: {},
            filled: {
              on: { CREATE_LIST: '#knowledgeBulkCrawl.newList.creating' },
            },
          },
        },
        // POST /fetch-url is in flight.
        creating: {
          invoke: {
            id: 'createList',
            src: 'createList',
            input: ({ context }) => ({ chatbotId: context.chatbotId, startUrl: context.startUrl.trim(), maxDepth: CRAWL.MAX_DEPTH }),
            onDone: {
              target: 'joining',
              actions: sendTo('crawlSocket', ({ context, event }) => ({ type: 'JOIN' as const, room: event.output.room, previous: context.room })),
            },
            onError: {
              target: 'editing.filled',
              actions: { type: 'notifyCreateFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // The socket leaves the previous room and joins the new one.
        joining: {
          on: {
            ROOM_JOINED: { target: 'closed', actions: [assign({ room: ({ event }) => event.room }), 'notifyListCreated'] },
            ROOM_JOIN_FAILED: { target: 'closed', actions: [assign({ room: null }), 'notifyJoinFailed'] },
          },
        },
      },
    },
    discovery: {
      initial: 'idle',
      states: {
        // No banner.
        idle: {
          on: { ROOM_JOINED: { guard: 'joiningNewList', target: 'running', actions: 'startBanner' } },
        },
        // The banner: the URL being crawled and how many links were found.
        running: {
          on: {
            // Another list was created meanwhile: its run replaces this one.
            ROOM_JOINED: { guard: 'joiningNewList', target: 'running', reenter: true, actions: 'startBanner' },
            LINK_FOUND: {
              actions: assign({
                crawlingUrl: ({ event }) => event.url,
                foundLinks: ({ context, event }) => (context.foundLinks.includes(event.url) ? context.foundLinks : [...context.foundLinks, event.url]),
              }),
            },
            DISCOVERY_COMPLETE: {
              target: 'idle',
              actions: [
                { type: 'notifyDiscoveryFinished', params: ({ context, event }) => ({ found: Math.max(event.found.length, context.foundLinks.length) }) },
                'clearBanner',
                'reloadLists',
              ],
            },
            DISCOVERY_FAILED: {
              target: 'idle',
              actions: [{ type: 'notifyDiscoveryFailed', params: ({ event }) => ({ error: event.error }) }, 'clearBanner', 'reloadLists'],
            },
          },
        },
      },
    },
    selection: {
      initial: 'none',
      on: {
        CLEAR_SELECTION: { target: '.none', actions: assign({ selected: [] }) },
      },
      states: {
        // Nothing ticked: start-crawl is disabled.
        none: {
          on: {
            TOGGLE_URL: { guard: 'selectionChangedByToggle', target: 'some', actions: 'storeSelection' },
            TOGGLE_PAGE: { guard: 'selectionChangedByToggle', target: 'some', actions: 'storeSelection' },
          },
        },
        // Some URLs ticked.
        some: {
          on: {
            TOGGLE_URL: [
              { guard: 'selectionEmptyAfterToggle', target: 'none', actions: 'storeSelection' },
              { guard: 'selectionChangedByToggle', actions: 'storeSelection' },
            ],
            TOGGLE_PAGE: [
              { guard: 'selectionEmptyAfterToggle', target: 'none', actions: 'storeSelection' },
              { guard: 'selectionChangedByToggle', actions: 'storeSelection' },
            ],
          },
        },
      },
    },
    batch: {
      initial: 'idle',
      states: {
        // No crawl runs.
        idle: {
          on: { START_BATCH: { guard: 'somethingSelected', target: 'running' } },
        },
        // POST /api/products/crawl/batch: every selected URL is crawled into knowledge.
        running: {
          invoke: {
            id: 'crawlBatch',
            src: 'crawlBatch',
            input: ({ context }) => ({ chatbotId: context.chatbotId, type: context.batchType, urls: context.selected }),
            onDone: {
              target: 'idle',
              actions: [
                raise({ type: 'CLEAR_SELECTION' }),
                'reloadLists',
                { type: 'notifyBatchDone', params: ({ event }) => ({ result: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'logBatchError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
})
