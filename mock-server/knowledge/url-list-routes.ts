import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { bodyOf, ownedChatbot, paginate, paramsOf, requireUser } from '../http/route-helpers'
import type { BodyWithDefaults, ParamsOf, Schemas } from '../shared/api-types'
import { newestFirst } from '../shared/ordering'
import { randomHex } from '../shared/random'
import { serializeUrlCrawl } from './serialize'
import { saveUrlCrawl, urlCrawlFor } from './store'

/** decision 114: the waiting tab also lists records being crawled right now. */
const TAB_STATUSES: Record<'success' | 'waiting' | 'failed', Row<'urlCrawls'>['status'][]> = {
  success: ['success'],
  waiting: ['waiting', 'pending'],
  failed: ['failed'],
}

/** Discovery reports after this long when nobody joined the room earlier (x-socket-events). */
export const DISCOVERY_START_DELAY_MS = 5_000

/** The chatbot's records, optionally of one type and some statuses, most recently updated first. */
function urlCrawlsOf(ctx: ServerContext, chatbotId: number, type?: string, statuses?: Row<'urlCrawls'>['status'][]) {
  const rows = ctx.db.find(
    'urlCrawls',
    (row) => row.chatbot_id === chatbotId && (!type || row.type === type) && (!statuses || statuses.includes(row.status)),
  )
  return newestFirst(rows, 'updated_at').map(serializeUrlCrawl)
}

/** The bulk-crawl lists (001 §2.3) and the start of a new list. */
export function registerUrlListRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/url-crawls-by-chatbot', (c) => {
    const { chatbot_id, type, page, per_page } = bodyOf<BodyWithDefaults<Schemas['UrlCrawlsByChatbotRequest'], 'page' | 'per_page'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const body: Schemas['PagedUrlCrawls'] = paginate(urlCrawlsOf(ctx, chatbot_id, type), page, per_page)
    return c.json(body)
  })

  app.post('/url-crawls/:status', (c) => {
    const { status } = paramsOf<ParamsOf<'listUrlCrawlsByStatus'>>(c)
    const { chatbot_id, type, page, per_page } = bodyOf<BodyWithDefaults<Schemas['UrlCrawlsByStatusRequest'], 'page' | 'per_page'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const { data, ...paging } = paginate(urlCrawlsOf(ctx, chatbot_id, type, TAB_STATUSES[status]), page, per_page)
    const body: Schemas['UrlCrawlList'] = { urls: data, ...paging }
    return c.json(body)
  })

  /**
   * MINIMAL: no link discovery yet. The start URL is stored as a `waiting` record of `type` (unless
   * the chatbot already has a record for it) and, after DISCOVERY_START_DELAY_MS, the room hears
   * `new_product_link` for it (when newly stored) and `crawl_complete` listing what this run stored.
   */
  app.post('/fetch-url', async (c) => {
    const { chatbot_id, start_url, type = 'product' } = bodyOf<BodyWithDefaults<Schemas['FetchUrlRequest'], 'max_depth'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const room = `crawl-${randomHex()}`
    const found: string[] = []
    if (!urlCrawlFor(ctx, chatbot_id, start_url)) {
      await saveUrlCrawl(ctx, chatbot_id, start_url, { type, status: 'waiting', room })
      found.push(start_url)
    }
    setTimeout(() => {
      for (const url of found) ctx.realtime.emit(room, 'new_product_link', { url })
      ctx.realtime.emit(room, 'crawl_complete', { found })
    }, DISCOVERY_START_DELAY_MS)
    const body: Schemas['FetchUrlResult'] = { room }
    return c.json(body)
  })
}
