import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { languageOf, notFound } from '../http/errors'
import { bodyOf, ownedChatbot, paginate, paramsOf, queryOf, requireUser } from '../http/route-helpers'
import type { BodyWithDefaults, ParamsOf, QueryOf, Schemas } from '../shared/api-types'
import { newestFirst } from '../shared/ordering'
import { deleteChatbotCascade } from './delete-chatbot'
import { createChatbot, updateChatbot, type ChatbotCreateBody, type ChatbotUpdateBody } from './save-chatbot'
import { isActive, serializeChatbot, serializeWidgetChatbot } from './serialize'

/** 001 §7 chatbots and agents, plus the widget's public look (decision 106). */
export function registerChatbotRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const botsOf = (userId: number) => newestFirst(ctx.db.find('chatbots', (bot) => bot.user_id === userId), 'created_at')

  app.get('/chatbots', (c) => {
    const body: Schemas['Chatbot'][] = botsOf(requireUser(c)).map(serializeChatbot)
    return c.json(body)
  })

  app.post('/chatbots', async (c) => {
    const userId = requireUser(c)
    const input = bodyOf<ChatbotCreateBody | ChatbotUpdateBody>(c)
    if ('id' in input) return c.json(serializeChatbot(await updateChatbot(ctx, userId, input)), 200)
    return c.json(serializeChatbot(await createChatbot(ctx, userId, input)), 201)
  })

  // `user_id` must be the caller's own id; any other id answers 404 (openapi), never an empty page
  // that would tell whether that user exists, and never that user's data.
  app.post('/chatbots-by-user', (c) => {
    const userId = requireUser(c)
    const { user_id, page, per_page } = bodyOf<BodyWithDefaults<Schemas['ChatbotsByUserRequest'], 'page' | 'per_page'>>(c)
    if (user_id !== userId) throw notFound({ vi: 'Không tìm thấy người dùng', en: 'User not found' })
    const body: Schemas['PagedChatbots'] = paginate(botsOf(userId).map(serializeChatbot), page, per_page)
    return c.json(body)
  })

  app.get('/chatbots/:id', (c) => {
    const { id } = paramsOf<ParamsOf<'getChatbot'>>(c)
    const body: Schemas['Chatbot'][] = [serializeChatbot(ownedChatbot(ctx, requireUser(c), id))]
    return c.json(body)
  })

  app.delete('/chatbots/:id', (c) => {
    const { id } = paramsOf<ParamsOf<'deleteChatbot'>>(c)
    ownedChatbot(ctx, requireUser(c), id)
    deleteChatbotCascade(ctx, id)
    return c.body(null, 204)
  })

  app.get('/agents', (c) => {
    requireUser(c)
    const { agent_type } = queryOf<QueryOf<'listAgents'>>(c)
    const english = languageOf(c.req.raw) === 'en'
    const body: Schemas['Agent'][] = ctx.db
      .find('agents', (agent) => !agent_type || agent.agent_type === agent_type)
      .map((agent) => ({ id: agent.id, name: english ? agent.name_en : agent.name, agent_type: agent.agent_type }))
      .sort((a, b) => a.name.localeCompare(b.name, english ? 'en' : 'vi'))
    return c.json(body)
  })

  app.get('/widget/chatbots/:id', (c) => {
    const { id } = paramsOf<ParamsOf<'getWidgetChatbot'>>(c)
    const bot = ctx.db.byId('chatbots', id)
    if (!bot || !isActive(bot)) throw notFound({ vi: 'Không tìm thấy chatbot', en: 'Chatbot not found' })
    return c.json(serializeWidgetChatbot(bot))
  })
}
