import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { badRequest } from '../http/errors'
import { bodyOf, ownedChatbot, paginate, paramsOf, queryOf, requireUser } from '../http/route-helpers'
import { PAGE_SIZE } from '../../src/config/constants'
import type { ParamsOf, QueryOf, Schemas } from '../shared/api-types'
import { newestFirst } from '../shared/ordering'
import { ownedRow, requiredText } from '../shared/owned'
import { serializeFaq } from './serialize'

const FAQ_NOT_FOUND = { vi: 'Không tìm thấy câu hỏi', en: 'FAQ not found' }

/** The form's four fields, all required (001 §5); blanks are refused like missing ones. */
function faqFields(input: Schemas['FaqUpdateInput']) {
  return {
    question: requiredText(input.question, 'question'),
    answer: requiredText(input.answer, 'answer'),
    catalog_type: requiredText(input.catalog_type, 'catalog_type'),
    catalog_id: input.catalog_id,
  }
}

/** 001 §7 FAQ: list, create, read, update, delete; every call checked through the FAQ's chatbot. */
export function registerFaqRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const ownedFaq = (userId: number, id: number) => ownedRow(ctx, userId, ctx.db.byId('faqs', id), FAQ_NOT_FOUND)

  app.get('/faqs', (c) => {
    const { chatbot_id, page, per_page } = queryOf<QueryOf<'listFaqs'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const rows = newestFirst(ctx.db.find('faqs', (faq) => faq.chatbot_id === chatbot_id), 'updated_at')
    const body: Schemas['PagedFaqs'] = paginate(rows.map(serializeFaq), page, per_page ?? PAGE_SIZE.FAQ)
    return c.json(body)
  })

  app.post('/faqs', async (c) => {
    const input = bodyOf<Schemas['FaqInput']>(c)
    ownedChatbot(ctx, requireUser(c), input.chatbot_id)
    const now = ctx.now().toISOString()
    const row = await ctx.db.insert('faqs', { chatbot_id: input.chatbot_id, ...faqFields(input), created_time: now, updated_at: now })
    return c.json(serializeFaq(row), 201)
  })

  app.get('/faqs/:id', (c) => {
    const { id } = paramsOf<ParamsOf<'getFaq'>>(c)
    return c.json(serializeFaq(ownedFaq(requireUser(c), id)))
  })

  app.post('/faqs/:id/update', async (c) => {
    const { id } = paramsOf<ParamsOf<'updateFaq'>>(c)
    const faq = ownedFaq(requireUser(c), id)
    const input = bodyOf<Schemas['FaqUpdateInput']>(c)
    if (input.chatbot_id !== undefined && input.chatbot_id !== faq.chatbot_id) {
      throw badRequest({ vi: 'Không thể chuyển câu hỏi sang chatbot khác', en: 'An FAQ cannot move to another chatbot' }, [
        { path: 'body.chatbot_id', message: "must be the FAQ's chatbot" },
      ])
    }
    const row = await ctx.db.update('faqs', faq.id, { ...faqFields(input), updated_at: ctx.now().toISOString() })
    return c.json(serializeFaq(row!))
  })

  app.delete('/faqs/:id', (c) => {
    const { id } = paramsOf<ParamsOf<'deleteFaq'>>(c)
    const faq = ownedFaq(requireUser(c), id)
    ctx.db.remove('faqs', (row) => row.id === faq.id)
    return c.body(null, 204)
  })
}
