import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { ownedChatbot, paginate, paramsOf, queryOf, requireUser } from '../http/route-helpers'
import type { ParamsOf, QueryOf, Schemas } from '../shared/api-types'
import { newestFirst } from '../shared/ordering'
import { ownedRow } from '../shared/owned'
import { serializeLead } from './serialize'

const LEAD_NOT_FOUND = { vi: 'Không tìm thấy khách hàng tiềm năng', en: 'Lead not found' }

/** 001 §7 leads; decision 117: without `chatbot_id`, the leads of all the caller's chatbots. */
export function registerLeadRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const pageOfLeads = (chatbotIds: Set<number>, page?: number, perPage?: number): Schemas['PagedLeads'] => {
    const rows = newestFirst(ctx.db.find('leads', (lead) => chatbotIds.has(lead.chatbot_id)), 'created_at')
    return paginate(rows.map(serializeLead), page, perPage)
  }

  app.get('/chatbots/:id/leads', (c) => {
    const { id } = paramsOf<ParamsOf<'listChatbotLeads'>>(c)
    const { page, per_page } = queryOf<QueryOf<'listChatbotLeads'>>(c)
    ownedChatbot(ctx, requireUser(c), id)
    return c.json(pageOfLeads(new Set([id]), page, per_page))
  })

  app.get('/api/potential-customers', (c) => {
    const userId = requireUser(c)
    const { chatbot_id, page, per_page } = queryOf<QueryOf<'listPotentialCustomers'>>(c)
    const chatbotIds =
      chatbot_id === undefined
        ? new Set(ctx.db.find('chatbots', (bot) => bot.user_id === userId).map((bot) => bot.id))
        : new Set([ownedChatbot(ctx, userId, chatbot_id).id])
    return c.json(pageOfLeads(chatbotIds, page, per_page))
  })

  app.delete('/api/potential-customers/:id', (c) => {
    const { id } = paramsOf<ParamsOf<'deletePotentialCustomer'>>(c)
    const lead = ownedRow(ctx, requireUser(c), ctx.db.byId('leads', id), LEAD_NOT_FOUND)
    ctx.db.remove('leads', (row) => row.id === lead.id)
    return c.body(null, 204)
  })
}
