import type { Hono } from 'hono'
import { CRAWL } from '../../src/config/constants'
import type { AppEnv, ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { languageOf } from '../http/errors'
import { bodyOf, ownedChatbot, paginate, paramsOf, requireUser } from '../http/route-helpers'
import type { BodyWithDefaults, ParamsOf, Schemas } from '../shared/api-types'
import { newestFirst } from '../shared/ordering'
import { randomHex } from '../shared/random'
import { serializeUrlCrawl } from './serialize'
import { scheduleDiscovery } from './discovery'

/** decision 114: the waiting tab also lists records being crawled right now. */
const TAB_STATUSES: Record<'success' | 'waiting' | 'failed', Row<'urlCrawls'>['status'][]> = {
  success: ['success'],
  waiting: ['waiting', 'pending'],
  failed: ['failed'],
}

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
   * Answers the room at once; the discovery (discovery.ts) starts when a client joins the room and
   * reports there: `new_product_link` per page found (stored as `waiting`), then `crawl_complete`
   * or `crawl_error`.
   */
  app.post('/fetch-url', (c) => {
    const { chatbot_id, start_url, max_depth = CRAWL.MAX_DEPTH, type = 'product' } = bodyOf<BodyWithDefaults<Schemas['FetchUrlRequest'], 'max_depth'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const room = `crawl-${randomHex()}`
    scheduleDiscovery(ctx, { chatbotId: chatbot_id, startUrl: start_url, maxDepth: max_depth, type, room, language: languageOf(c.req.raw) })
    const body: Schemas['FetchUrlResult'] = { room }
    return c.json(body)
  })
}
