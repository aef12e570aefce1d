import type { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { answerEngineFor } from '../answers'
import { isActive } from '../chatbots/serialize'
import type { AppEnv, ServerContext } from '../context'
import { conflict, languageOf } from '../http/errors'
import { bodyOf } from '../http/route-helpers'
import type { Schemas } from '../shared/api-types'
import { requiredText } from '../shared/owned'
import { conversationForCaller } from './access'
import { addMessage } from './store'

/**
 * POST /chat-stream (decision 106): checks come first and answer JSON errors; then the user's
 * message is stored, the reply streams as `data: <ChatStreamEvent>` events, and the bot's
 * message is stored (and flushed) before the final `done` event names it.
 */
export function registerChatStreamRoute(app: Hono<AppEnv>, ctx: ServerContext): void {
  const engine = answerEngineFor(ctx)

  app.post('/chat-stream', async (c) => {
    const input = bodyOf<Schemas['ChatStreamRequest']>(c)
    const { conversation, chatbot } = await conversationForCaller(ctx, c, input.conversation_id)
    if (!isActive(chatbot)) throw conflict({ vi: 'Chatbot đang tạm ngưng hoạt động', en: 'The chatbot is not active' })
    const query = requiredText(input.query, 'query')
    const language = languageOf(c.req.raw)
    await addMessage(ctx, conversation.id, 'user', query)

    return streamSSE(c, async (stream) => {
      const send = (event: Schemas['ChatStreamEvent']) => stream.writeSSE({ data: JSON.stringify(event) })
      try {
        let reply = ''
        for await (const chunk of engine.reply({ chatbot, conversation, query, fallbackLanguage: language })) {
          reply += chunk
          // The engine paces its chunks (a model streams at its own pace): each is sent as it comes.
          await send({ type: 'delta', content: chunk })
        }
        if (!ctx.db.byId('conversations', conversation.id)) throw new Error('conversation deleted while replying')
        const message = await addMessage(ctx, conversation.id, 'bot', reply.trim())
        await ctx.db.flush()
        await send({ type: 'done', message_id: message.id })
      } catch (error) {
        console.error('[chat-stream] reply failed', error)
        await send({
          type: 'error',
          message: language === 'en' ? 'The reply could not be completed. Please try again.' : 'Không thể hoàn tất câu trả lời. Vui lòng thử lại.',
        })
      }
    })
  })
}
