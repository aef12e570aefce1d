import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { fetchPage, PageFetchError } from './fetch-page'
import { saveKnowledgeItem, saveUrlCrawl } from './store'

export type CrawlOutcome =
  | { ok: true; record: Row<'urlCrawls'>; item: Row<'knowledge'> }
  | { ok: false; record: Row<'urlCrawls'>; error: { vi: string; en: string } }

/**
 * Crawls one page into a chatbot's knowledge: the URL record is `pending` while fetching, then
 * `success` with a knowledge item of `type` (title as name, page text as full text), or `failed`
 * with the reason.
 */
export async function crawlIntoKnowledge(ctx: ServerContext, chatbotId: number, url: string, type: string): Promise<CrawlOutcome> {
  await saveUrlCrawl(ctx, chatbotId, url, { type, status: 'pending' })
  try {
    const page = await fetchPage(url)
    const item = await saveKnowledgeItem(ctx, chatbotId, { name: page.title, url, model_type: type, full_text: page.text })
    const record = await saveUrlCrawl(ctx, chatbotId, url, { type, status: 'success' })
    return { ok: true, record, item }
  } catch (error) {
    const reason =
      error instanceof PageFetchError
        ? error.text
        : { vi: 'Có lỗi xảy ra khi crawl. Vui lòng thử lại.', en: 'Something went wrong while crawling. Please try again.' }
    if (!(error instanceof PageFetchError)) console.error('[crawl] unexpected error', error)
    const record = await saveUrlCrawl(ctx, chatbotId, url, { type, status: 'failed', error: reason.en })
    return { ok: false, record, error: reason }
  }
}
