import type { Hono } from 'hono'
import { isActive } from '../chatbots/serialize'
import type { AppEnv, ServerContext } from '../context'
import { notFound } from '../http/errors'
import { bodyOf, ownedChatbot, paginate, paramsOf, queryOf, requireUser } from '../http/route-helpers'
import type { BodyWithDefaults, ParamsOf, QueryOf, Schemas } from '../shared/api-types'
import { newestFirst } from '../shared/ordering'
import { ownedRow } from '../shared/owned'
import { CONVERSATION_NOT_FOUND, conversationForCaller, issueVisitorToken } from './access'
import { registerChatStreamRoute } from './chat-stream'
import { serializeConversation, serializeMessage } from './serialize'
import { deleteConversation, messagesOf } from './store'

/** 001 §7 conversations (decisions 106, 110): the live-chat lists, the viewer and the widget's chat. */
export function registerConversationRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const pageOfConversations = (chatbotId: number, page?: number, perPage?: number): Schemas['PagedConversations'] => {
    const rows = newestFirst(ctx.db.find('conversations', (row) => row.chatbot_id === chatbotId), 'updated_at')
    return paginate(rows.map(serializeConversation), page, perPage)
  }
  const ownedConversation = (userId: number, id: number) =>
    ownedRow(ctx, userId, ctx.db.byId('conversations', id), CONVERSATION_NOT_FOUND)

  // Public for the widget; with a bearer it is the owner, who must own the chatbot (any status).
  app.post('/conversations', async (c) => {
    const userId = c.get('userId')
    const { chatbot_id, source = 'web' } = bodyOf<BodyWithDefaults<Schemas['CreateConversationRequest'], 'source'>>(c)
    if (userId !== null) {
      ownedChatbot(ctx, userId, chatbot_id)
    } else {
      const chatbot = ctx.db.byId('chatbots', chatbot_id)
      if (!chatbot || !isActive(chatbot)) throw notFound({ vi: 'Không tìm thấy chatbot', en: 'Chatbot not found' })
    }
    const { token, hash } = await issueVisitorToken()
    const now = ctx.now().toISOString()
    const row = await ctx.db.insert('conversations', {
      chatbot_id,
      source,
      visitor_token: hash,
      visitor_name: null,
      last_message_content: null,
      created_at: now,
      updated_at: now,
    })
    const body: Schemas['ConversationCreated'] = { ...serializeConversation(row), visitor_token: token }
    return c.json(body, 201)
  })

  app.get('/conversations/conversations-last-message', (c) => {
    const { chatbot_id, page, per_page } = queryOf<QueryOf<'listConversationsWithLastMessage'>>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    return c.json(pageOfConversations(chatbot_id, page, per_page))
  })

  app.get('/conversations/:id', (c) => {
    const { id } = paramsOf<ParamsOf<'getConversation'>>(c)
    return c.json(serializeConversation(ownedConversation(requireUser(c), id)))
  })

  app.delete('/conversations/:id', async (c) => {
    const { id } = paramsOf<ParamsOf<'deleteConversation'>>(c)
    const conversation = ownedConversation(requireUser(c), id)
    await deleteConversation(ctx, conversation.id)
    return c.body(null, 204)
  })

  app.get('/conversations/:id/messages', async (c) => {
    const { id } = paramsOf<ParamsOf<'listConversationMessages'>>(c)
    const { conversation } = await conversationForCaller(ctx, c, id)
    const body: Schemas['Message'][] = messagesOf(ctx, conversation.id).map(serializeMessage)
    return c.json(body)
  })

  registerChatStreamRoute(app, ctx)

  app.get('/chatbots/:id/conversations', (c) => {
    const { id } = paramsOf<ParamsOf<'listChatbotConversations'>>(c)
    const { page, per_page } = queryOf<QueryOf<'listChatbotConversations'>>(c)
    ownedChatbot(ctx, requireUser(c), id)
    return c.json(pageOfConversations(id, page, per_page))
  })

  app.get('/chatbots/:id/conversations/:conversationId', (c) => {
    const { id, conversationId } = paramsOf<ParamsOf<'getChatbotConversation'>>(c)
    ownedChatbot(ctx, requireUser(c), id)
    const conversation = ctx.db.byId('conversations', conversationId)
    if (!conversation || conversation.chatbot_id !== id) throw notFound(CONVERSATION_NOT_FOUND)
    const body: Schemas['ConversationDetail'] = {
      ...serializeConversation(conversation),
      messages: messagesOf(ctx, conversation.id).map(serializeMessage),
    }
    return c.json(body)
  })
}
