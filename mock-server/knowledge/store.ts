import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'

type CrawlStatus = Row<'urlCrawls'>['status']

/** A chatbot's URL crawl record for an address (one per chatbot and URL). */
export function urlCrawlFor(ctx: ServerContext, chatbotId: number, url: string): Row<'urlCrawls'> | undefined {
  return ctx.db.first('urlCrawls', (row) => row.chatbot_id === chatbotId && row.url === url)
}

/** Creates or updates the chatbot's record for `url`. */
export async function saveUrlCrawl(
  ctx: ServerContext,
  chatbotId: number,
  url: string,
  fields: { type: string; status: CrawlStatus; error?: string | null; room?: string | null },
): Promise<Row<'urlCrawls'>> {
  const now = ctx.now().toISOString()
  const existing = urlCrawlFor(ctx, chatbotId, url)
  if (existing) return (await ctx.db.update('urlCrawls', existing.id, { error: null, ...fields, updated_at: now }))!
  return ctx.db.insert('urlCrawls', {
    chatbot_id: chatbotId,
    url,
    type: fields.type,
    status: fields.status,
    room: fields.room ?? null,
    error: fields.error ?? null,
    created_at: now,
    updated_at: now,
  })
}

/** Creates a knowledge item, or refreshes the chatbot's item with the same URL (a re-crawl). */
export async function saveKnowledgeItem(
  ctx: ServerContext,
  chatbotId: number,
  fields: { name: string; url: string | null; model_type: string; full_text: string },
): Promise<Row<'knowledge'>> {
  const now = ctx.now().toISOString()
  const existing =
    fields.url === null ? undefined : ctx.db.first('knowledge', (row) => row.chatbot_id === chatbotId && row.url === fields.url)
  if (existing) return (await ctx.db.update('knowledge', existing.id, { ...fields, status: 'success', updated_at: now }))!
  return ctx.db.insert('knowledge', { chatbot_id: chatbotId, ...fields, status: 'success', created_at: now, updated_at: now })
}

/** Character count (Unicode code points), as the text-length check counts. */
export function textLength(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

/**
 * GET /api/products/text-length-sum (decision 115): every knowledge item's `full_text` plus every
 * FAQ's question and answer, in code points.
 */
export function knowledgeTextLength(ctx: ServerContext, chatbotId: number): number {
  const items = ctx.db.find('knowledge', (row) => row.chatbot_id === chatbotId)
  const faqs = ctx.db.find('faqs', (row) => row.chatbot_id === chatbotId)
  return (
    items.reduce((sum, item) => sum + textLength(item.full_text), 0) +
    faqs.reduce((sum, faq) => sum + textLength(faq.question) + textLength(faq.answer), 0)
  )
}
