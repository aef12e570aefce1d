import { and, assign, fromPromise, not, sendTo, setup, stateIn } from 'xstate'
import type { components } from '../src/api/schema'
import { PAGE_SIZE } from '../src/config/constants'
import { messageOf } from './knowledge-import.machine'
import { createPagedListMachine } from './paged-list.machine'

/**
 * The single-link crawl modal (001 §2.3, §5 "Single-link crawl", §6, §8).
 *
 * Start Crawl is impossible while the URL box is empty. URL and type are both required, else
 * 'Vui lòng nhập URL và chọn loại dữ liệu'; an address that is not http(s) is refused before it is
 * sent, with a message saying so (the server would refuse it in the contract's words); the call carries the stored auth token, and without
 * one nothing is sent ('Không có token xác thực'). Success says 'Crawl thành công! Dữ liệu đã được
 * thêm vào chatbot.', empties the URL for the next link and reloads the recent crawls (a paged
 * list, child of the open modal) and the knowledge table; nothing closes the modal meanwhile. A failure shows the server's message, else the error's, else 'Có lỗi xảy ra khi
 * crawl. Vui lòng thử lại.' and keeps what was typed.
 */

export type CrawlResult = components['schemas']['CrawlResult']

export type UrlCrawl = components['schemas']['UrlCrawl']
/** The recent crawls (POST /url-crawls-by-chatbot), PAGE_SIZE.CRAWL a page. */
export const recentCrawlsMachine = createPagedListMachine<UrlCrawl, { chatbotId: number }>()

export interface CrawlRequest {
  chatbotId: number
  url: string
  type: string
  token: string
}

export interface SingleCrawlContext {
  chatbotId: number
  url: string
  /** null until a type is chosen. */
  type: string | null
  /** Why the last crawl failed (server or error message); null → the general text. */
  failure: string | null
}

export type SingleCrawlEvent =
  | { type: 'OPEN' }
  /** X, backdrop or Escape. */
  | { type: 'CLOSE' }
  | { type: 'CHANGE_URL'; url: string }
  | { type: 'CHANGE_TYPE'; contentType: string }
  /** Start Crawl, with the stored access token at that moment (null when there is none). */
  | { type: 'START'; token: string | null }

/** An absolute http:// or https:// address (the only ones the server crawls). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The URL and type once the event is applied. */
function nextForm(context: SingleCrawlContext, event: SingleCrawlEvent): { url: string; type: string | null } {
  if (event.type === 'CHANGE_URL') return { url: event.url, type: context.type }
  if (event.type === 'CHANGE_TYPE') return { url: context.url, type: event.contentType }
  return { url: context.url, type: context.type }
}

export const knowledgeSingleCrawlMachine = setup({
  types: {
    context: {} as SingleCrawlContext,
    events: {} as SingleCrawlEvent,
    input: {} as { chatbotId: number },
  },
  actors: {
    recentCrawls: recentCrawlsMachine,
    /** POST /api/products/crawl. Rejects with `{ message }` (the server's, else the error's, else none). */
    crawlPage: fromPromise<CrawlResult, CrawlRequest>(async () => {
      throw new Error('crawlPage actor not provided')
    }),
  },
  actions: {
    /** The knowledge table reloads (a page became knowledge). */
    reloadKnowledge: () => {},
    storeForm: assign(({ context, event }) => nextForm(context, event)),
  },
  guards: {
    urlEmptyAfter: ({ context, event }) => nextForm(context, event).url === '',
    urlOrTypeMissingAfter: ({ context, event }) => {
      const { url, type } = nextForm(context, event)
      return !url.trim() || !type
    },
    crawling: stateIn({ open: { result: 'crawling' } }),
    formIncomplete: stateIn({ open: { form: 'incomplete' } }),
    formNotHttp: stateIn({ open: { form: 'notHttp' } }),
    notHttpAfter: ({ context, event }) => !isHttpUrl(nextForm(context, event).url),
    formComplete: stateIn({ open: { form: 'complete' } }),
    withoutToken: ({ event }) => event.type === 'START' && !event.token,
  },
}).createMachine({
  id: 'knowledgeSingleCrawl',
  context: ({ input }) => ({ chatbotId: input.chatbotId, url: '', type: null, failure: null }),
  initial: 'closed',
  states: {
    // No modal.
    closed: {
      on: { OPEN: { target: 'open', actions: assign({ url: '', type: null, failure: null }) } },
    },
    // The modal: URL, type, Start Crawl and the recent crawls (loaded while it is open).
    open: {
      type: 'parallel',
      invoke: {
        id: 'recentCrawls',
        src: 'recentCrawls',
        input: ({ context }) => ({ pageSize: PAGE_SIZE.CRAWL, params: { chatbotId: context.chatbotId } }),
      },
      // The modal cannot be closed while a page is being fetched.
      on: { CLOSE: { guard: not('crawling'), target: 'closed' } },
      states: {
        // What the two fields hold.
        form: {
          initial: 'noUrl',
          on: {
            CHANGE_URL: [
              { guard: and([not('crawling'), 'urlEmptyAfter']), target: '.noUrl', actions: 'storeForm' },
              { guard: and([not('crawling'), 'urlOrTypeMissingAfter']), target: '.incomplete', actions: 'storeForm' },
              { guard: and([not('crawling'), 'notHttpAfter']), target: '.notHttp', actions: 'storeForm' },
              { guard: not('crawling'), target: '.complete', actions: 'storeForm' },
            ],
            CHANGE_TYPE: [
              { guard: and([not('crawling'), 'urlEmptyAfter']), target: '.noUrl', actions: 'storeForm' },
              { guard: and([not('crawling'), 'urlOrTypeMissingAfter']), target: '.incomplete', actions: 'storeForm' },
              { guard: and([not('crawling'), 'notHttpAfter']), target: '.notHttp', actions: 'storeForm' },
              { guard: not('crawling'), target: '.complete', actions: 'storeForm' },
            ],
          },
          states: {
            // The URL box is empty: Start Crawl is disabled.
            noUrl: {},
            // Something is typed, but the URL is blank or no type is chosen.
            incomplete: {},
            // URL and type given, but the URL is not an http(s) address (decision 906).
            notHttp: {},
            // URL and type given.
            complete: {},
          },
        },
        // What the modal says under the fields; Start Crawl leads here.
        result: {
          initial: 'none',
          on: {
            START: [
              { guard: and([not('crawling'), 'formIncomplete']), target: '.incomplete' },
              { guard: and([not('crawling'), 'formNotHttp']), target: '.notHttp' },
              { guard: and([not('crawling'), 'formComplete', 'withoutToken']), target: '.noToken' },
              { guard: and([not('crawling'), 'formComplete']), target: '.crawling' },
            ],
          },
          states: {
            none: {},
            // 'Vui lòng nhập URL và chọn loại dữ liệu'
            incomplete: {},
            // 'Không có token xác thực': nothing was sent.
            noToken: {},
            // The URL is not an http(s) address: nothing was sent.
            notHttp: {},
            // POST /api/products/crawl is in flight.
            crawling: {
              invoke: {
                id: 'crawlPage',
                src: 'crawlPage',
                input: ({ context, event }) => ({
                  chatbotId: context.chatbotId,
                  url: context.url.trim(),
                  type: context.type!,
                  token: event.type === 'START' ? (event.token ?? '') : '',
                }),
                onDone: {
                  target: ['#knowledgeSingleCrawl.open.form.noUrl', '#knowledgeSingleCrawl.open.result.succeeded'],
                  actions: [assign({ url: '', failure: null }), sendTo('recentCrawls', { type: 'RELOAD' }), 'reloadKnowledge'],
                },
                onError: {
                  target: 'failed',
                  actions: [assign({ failure: ({ event }) => messageOf(event.error) }), sendTo('recentCrawls', { type: 'RELOAD' })],
                },
              },
            },
            // 'Crawl thành công! …'
            succeeded: {},
            // The server's message, else the error's, else the general one.
            failed: {},
          },
        },
      },
    },
  },
})
