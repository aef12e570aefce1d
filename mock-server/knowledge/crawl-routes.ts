import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { ApiError, languageOf, notFound } from '../http/errors'
import { bodyOf, ownedChatbot, paramsOf, requireUser, type AppContext } from '../http/route-helpers'
import type { ParamsOf, Schemas } from '../shared/api-types'
import { crawlIntoKnowledge } from './crawl-page'
import { mapWithLimit } from './discovery'
import { serializeKnowledgeItem, serializeUrlCrawl } from './serialize'

/** URLs of one batch crawled at the same time. */
const BATCH_CONCURRENCY = 4

/** Single-page and batch crawls (decisions 114, 801): real fetches of HTML pages, see fetch-page.ts. */
export function registerCrawlRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  /** Crawls one page; a page that cannot be used answers 502 after its `failed` record is saved. */
  const crawlOne = async (c: AppContext, chatbotId: number, url: string, type: string) => {
    const outcome = await crawlIntoKnowledge(ctx, chatbotId, url, type)
    if (!outcome.ok) {
      // The middleware flushes only 2xx answers; the failed record must survive too.
      await ctx.db.flush()
      throw new ApiError(502, {
        vi: `Không thể crawl trang: ${outcome.error.vi}`,
        en: `Could not crawl the page: ${outcome.error.en}`,
      })
    }
    const english = languageOf(c.req.raw) === 'en'
    const body: Schemas['CrawlResult'] = {
      message: english ? 'Crawled: the content was added to the chatbot.' : 'Crawl thành công! Dữ liệu đã được thêm vào chatbot.',
      url_crawl: serializeUrlCrawl(outcome.record),
      item: serializeKnowledgeItem(outcome.item),
    }
    return c.json(body)
  }

  app.post('/api/products/crawl', (c) => {
    const { chatbot_id, type, url } = bodyOf<Schemas['CrawlRequest']>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    return crawlOne(c, chatbot_id, url, type)
  })

  app.post('/chatbots/:id/crawl', (c) => {
    const { id } = paramsOf<ParamsOf<'crawlChatbotUrl'>>(c)
    const { url, type = 'product' } = bodyOf<Schemas['ChatbotCrawlRequest']>(c)
    ownedChatbot(ctx, requireUser(c), id)
    return crawlOne(c, id, url, type)
  })

  app.post('/api/products/crawl/batch', async (c) => {
    const { chatbot_id, type, urls } = bodyOf<Schemas['BatchCrawlRequest']>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const records = urls.map((id) => ctx.db.byId('urlCrawls', id))
    if (records.some((record) => !record || record.chatbot_id !== chatbot_id)) {
      throw notFound({ vi: 'Có URL không thuộc chatbot này', en: 'Some URLs are not records of this chatbot' })
    }
    const tasks = await mapWithLimit(records, BATCH_CONCURRENCY, async (record) => {
      const outcome = await crawlIntoKnowledge(ctx, chatbot_id, record!.url, type)
      return {
        id: outcome.record.id,
        url: outcome.record.url,
        status: outcome.ok ? ('success' as const) : ('failed' as const),
        ...(outcome.ok ? {} : { error: outcome.error.en }),
      }
    })
    const body: Schemas['BatchCrawlResult'] = { tasks }
    return c.json(body)
  })
}
