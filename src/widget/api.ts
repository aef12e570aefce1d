import type { components } from '../api/schema'
import type { ChatMessage, ConversationRef, WidgetCallError, WidgetLook } from '../../machines/widget-conversation.machine'
import { lookFromOptions, lookOptionsFromChatbot } from './look'
import { createSseParser } from './sse'

type Schemas = components['schemas']

export interface WidgetApiSettings {
  apiBase: string
  chatbotId: number
  accessToken: string | null
  language: string
}

const callError = (kind: WidgetCallError['kind'], message?: string): WidgetCallError => ({ kind, message })

/** Reads the server's `{ message }` from a failed answer. */
async function errorOf(response: Response): Promise<WidgetCallError> {
  const body = (await response.json().catch(() => null)) as Schemas['Error'] | null
  const message = typeof body?.message === 'string' ? body.message : undefined
  if (response.status === 404) return callError('notFound', message)
  if (response.status === 409) return callError('inactive', message)
  if (response.status >= 500) return callError('network')
  return callError('server', message)
}

/**
 * The widget's calls (decision 106), with plain fetch: the visitor's conversation token in
 * `X-Conversation-Token`, or the owner's bearer when the host gave one. Every failure rejects with a
 * `WidgetCallError`; a fetch that never got an answer is `network`.
 */
export function createWidgetApi(settings: () => WidgetApiSettings) {
  async function call(path: string, init: RequestInit, conversation?: ConversationRef): Promise<Response> {
    const { apiBase, accessToken, language } = settings()
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language }
    if (init.body) headers['Content-Type'] = 'application/json'
    if (conversation?.token) headers['X-Conversation-Token'] = conversation.token
    else if (accessToken) headers.Authorization = `Bearer ${accessToken}`
    let response: Response
    try {
      response = await fetch(`${apiBase}${path}`, { ...init, headers, credentials: 'omit' })
    } catch {
      throw callError('network')
    }
    if (!response.ok) throw await errorOf(response)
    return response
  }

  const json = async <T>(response: Response): Promise<T> => {
    try {
      return (await response.json()) as T
    } catch {
      throw callError('network')
    }
  }

  return {
    async fetchLook(signal?: AbortSignal): Promise<WidgetLook> {
      const { apiBase, chatbotId } = settings()
      const bot = await json<Schemas['WidgetChatbot']>(await call(`/widget/chatbots/${chatbotId}`, { signal }))
      if (bot.status !== 'active') throw callError('notFound')
      return lookFromOptions(lookOptionsFromChatbot(bot), apiBase)
    },

    async createConversation(signal?: AbortSignal): Promise<ConversationRef> {
      const { chatbotId, accessToken } = settings()
      const body: Schemas['CreateConversationRequest'] = { chatbot_id: chatbotId, source: accessToken ? 'web' : 'website' }
      const created = await json<Schemas['ConversationCreated']>(await call('/conversations', { method: 'POST', body: JSON.stringify(body), signal }))
      // The owner keeps using the bearer; a visitor holds the conversation's own token.
      return { id: created.id, token: accessToken ? null : created.visitor_token }
    },

    async fetchHistory(conversation: ConversationRef, signal?: AbortSignal): Promise<ChatMessage[]> {
      const messages = await json<Schemas['Message'][]>(await call(`/conversations/${conversation.id}/messages`, { signal }, conversation))
      return messages.map((message) => ({ role: message.role, content: message.content }))
    },

    /** Streams the reply: `onDelta` for each chunk; resolves on `done`, rejects on `error` or a cut stream. */
    async streamReply(conversation: ConversationRef, query: string, onDelta: (text: string) => void, signal: AbortSignal): Promise<void> {
      const body: Schemas['ChatStreamRequest'] = { conversation_id: conversation.id, query }
      const response = await call('/chat-stream', { method: 'POST', body: JSON.stringify(body), signal }, conversation)
      if (!response.body) throw callError('network')
      // Set by the parser's callback: 'done', or the failure the stream reported.
      const result: { outcome: WidgetCallError | 'done' | null } = { outcome: null }
      const parser = createSseParser((data) => {
        let event: Schemas['ChatStreamEvent'] | null = null
        try {
          event = JSON.parse(data) as Schemas['ChatStreamEvent']
        } catch {
          return
        }
        if (result.outcome) return
        if (event.type === 'delta' && typeof event.content === 'string') onDelta(event.content)
        else if (event.type === 'done') result.outcome = 'done'
        else if (event.type === 'error') result.outcome = callError('server', typeof event.message === 'string' ? event.message : undefined)
      })
      const reader = response.body.getReader()
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          parser.push(value)
          if (result.outcome) break
        }
        parser.end()
      } catch {
        throw callError('network')
      } finally {
        reader.cancel().catch(() => {})
      }
      if (result.outcome === 'done') return
      // Ended without `done`: the connection was cut.
      throw result.outcome ?? callError('network')
    },
  }
}

export type WidgetApi = ReturnType<typeof createWidgetApi>
