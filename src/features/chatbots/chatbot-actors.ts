import { fromPromise } from 'xstate'
import type { DeleteFailure } from '../../../machines/chatbot-delete.machine'
import type { Agent, AgentType, Chatbot, ChatbotInput, ChosenFile, LoadFailure } from '../../../machines/chatbot-save.machine'
import type { PageRequest, PageResult } from '../../../machines/paged-list.machine'
import type { ApiClient } from '../../api/client'
import { serverMessage } from '../../api/error-catalogue'

/**
 * The chatbot screens' side effects bound to an API client (001 §7 "Chatbots"). Each rejects with
 * what its machine reads. The pages bind them to `quietApi`: every failure here has its own
 * message in the spec (§8: the save and delete toasts, the upload alert, 'Chatbot not found') or
 * is logged only (the list, the industries), so the global toaster must not add a second one.
 */

/** POST /chatbots-by-user for the signed-in owner. */
export function chatbotPageLoader(api: ApiClient, userId: number) {
  return fromPromise<PageResult<Chatbot>, PageRequest<null>>(async ({ input }) => {
    const { data, error } = await api.POST('/chatbots-by-user', {
      body: { user_id: userId, page: input.page, per_page: input.pageSize },
    })
    if (error !== undefined || !data) throw error ?? new Error('No chatbots page in the response')
    return { items: data.data, total: data.total }
  })
}

/** DELETE /chatbots/{id}: rejects with the server's message, or none (no answer at all). */
export function chatbotDeleter(api: ApiClient) {
  return fromPromise<void, { id: number }>(async ({ input }) => {
    let result
    try {
      result = await api.DELETE('/chatbots/{id}', { params: { path: { id: input.id } } })
    } catch {
      throw { message: null } satisfies DeleteFailure
    }
    if (!result.response.ok) throw { message: serverMessage(result.error) } satisfies DeleteFailure
  })
}

const notFound: LoadFailure = { notFound: true }

/** The settings page's actors (chatbot-save machine). */
export function chatbotSettingsActors(api: ApiClient) {
  return {
    /** GET /chatbots/{id}: the array's first element; an empty array or a 404 is 'Chatbot not found'. */
    loadChatbot: fromPromise<Chatbot, { id: number }>(async ({ input }) => {
      if (!Number.isInteger(input.id) || input.id < 1) throw notFound
      let result
      try {
        result = await api.GET('/chatbots/{id}', { params: { path: { id: input.id } } })
      } catch {
        throw { notFound: false } satisfies LoadFailure
      }
      const { data, response } = result
      if (response.status === 404 || response.status === 400) throw notFound
      if (!response.ok || !data) throw { notFound: false } satisfies LoadFailure
      const [chatbot] = data
      if (!chatbot) throw notFound
      return chatbot
    }),
    /** GET /agents?agent_type=. */
    loadAgents: fromPromise<Agent[], { agentType: AgentType }>(async ({ input }) => {
      const { data, error } = await api.GET('/agents', { params: { query: { agent_type: input.agentType } } })
      if (error !== undefined || !data) throw error ?? new Error('No agents in the response')
      return data
    }),
    /** POST /images/upload, multipart with `file`. */
    uploadLogo: fromPromise<{ url: string }, { file: ChosenFile }>(async ({ input }) => {
      const form = new FormData()
      form.append('file', input.file as File)
      const { data, error } = await api.POST('/images/upload', {
        body: form as never,
        bodySerializer: (body) => body as unknown as FormData,
      })
      if (error !== undefined || !data) throw error ?? new Error('No image address in the response')
      return data
    }),
    /** POST /chatbots: creates without an id, updates with one. */
    saveChatbot: fromPromise<Chatbot, ChatbotInput>(async ({ input }) => {
      const { data, error } = await api.POST('/chatbots', { body: input })
      if (error !== undefined || !data) throw error ?? new Error('No chatbot in the response')
      return data
    }),
    /** GET /api/products/text-length-sum: the knowledge's total length. */
    checkKnowledge: fromPromise<number, { chatbotId: number }>(async ({ input }) => {
      const { data, error } = await api.GET('/api/products/text-length-sum', { params: { query: { chatbot_id: input.chatbotId } } })
      if (error !== undefined || !data) throw error ?? new Error('No text length in the response')
      return data.total_text_length
    }),
  }
}
