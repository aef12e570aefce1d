import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { bodyOf, ownedChatbot, paginate, paramsOf, queryOf, requireUser } from '../http/route-helpers'
import type { ParamsOf, QueryOf, Schemas } from '../shared/api-types'
import { newestFirst } from '../shared/ordering'
import { ownedRow } from '../shared/owned'
import { serializeKnowledgeItem } from './serialize'
import { knowledgeTextLength, urlCrawlFor } from './store'

const ITEM_NOT_FOUND = { vi: 'Không tìm thấy dữ liệu', en: 'Knowledge item not found' }

/** The knowledge table of the editor (001 §2.3) and the no-knowledge check (decision 115). */
export function registerKnowledgeItemRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  /** The caller's item `id`, which must be of `modelType` (else 404, decision 115). */
  const ownedItem = (userId: number, modelType: string, id: number) => {
    const item = ctx.db.byId('knowledge', id)
    return ownedRow(ctx, userId, item?.model_type === modelType ? item : undefined, ITEM_NOT_FOUND)
  }

  app.get('/api/products/list', (c) => {
    const { type, chatbot_id, page, per_page } = queryOf<QueryOf<'listKnowledgeItems'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const rows = ctx.db.find('knowledge', (row) => row.chatbot_id === chatbot_id && (!type || row.model_type === type))
    const body: Schemas['PagedKnowledgeItems'] = paginate(newestFirst(rows, 'updated_at').map(serializeKnowledgeItem), page, per_page)
    return c.json(body)
  })

  app.get('/api/products/text-length-sum', (c) => {
    const { chatbot_id } = queryOf<QueryOf<'getKnowledgeTextLengthSum'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const body: Schemas['TextLengthSum'] = { total_text_length: knowledgeTextLength(ctx, chatbot_id) }
    return c.json(body)
  })

  app.put('/api/products/update/:model_type/:id/full_text', async (c) => {
    const { model_type, id } = paramsOf<ParamsOf<'updateKnowledgeFullText'>>(c)
    const item = ownedItem(requireUser(c), model_type, id)
    const input = bodyOf<Schemas['KnowledgeTextUpdate']>(c)
    const now = ctx.now().toISOString()
    const nextType = input.model_type ?? item.model_type
    const updated = await ctx.db.update('knowledge', item.id, { full_text: input.full_text, model_type: nextType, updated_at: now })
    // The item's URL record follows it to its new type.
    const record = item.url === null ? undefined : urlCrawlFor(ctx, item.chatbot_id, item.url)
    if (record && record.type !== nextType) await ctx.db.update('urlCrawls', record.id, { type: nextType, updated_at: now })
    return c.json(serializeKnowledgeItem(updated!))
  })

  app.delete('/api/products/delete/:model_type/:id', (c) => {
    const { model_type, id } = paramsOf<ParamsOf<'deleteKnowledgeItem'>>(c)
    const item = ownedItem(requireUser(c), model_type, id)
    ctx.db.remove('knowledge', (row) => row.id === item.id)
    if (item.url !== null) ctx.db.remove('urlCrawls', (row) => row.chatbot_id === item.chatbot_id && row.url === item.url)
    return c.body(null, 204)
  })
}
