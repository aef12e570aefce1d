import { fromPromise } from 'xstate'
import type { BatchCrawlResult, BatchRequest, CreateListRequest, UrlCrawl, UrlListParams } from '../../../machines/knowledge-bulk-crawl.machine'
import type { DeleteFailure, DeleteTarget } from '../../../machines/knowledge-delete.machine'
import type { Faq, FaqSaveRequest } from '../../../machines/knowledge-faq-form.machine'
import type { ImportFailure, ImportRequest, ImportResult } from '../../../machines/knowledge-import.machine'
import type { KnowledgeItem, KnowledgeUpdateRequest } from '../../../machines/knowledge-item-edit.machine'
import type { CrawlRequest, CrawlResult } from '../../../machines/knowledge-single-crawl.machine'
import type { PageRequest, PageResult } from '../../../machines/paged-list.machine'
import type { ApiClient } from '../../api/client'
import { serverMessage } from '../../api/error-catalogue'
import { fileTypeOf } from '../../lib/upload'

/**
 * The knowledge tab's side effects bound to an API client (001 §7 "FAQ", "Knowledge and crawl").
 * The tab binds them to `quietApi`: every failure here has its own message in the spec (§8) or is
 * logged only, so the global toaster must not add a second one. Each rejects with what its machine
 * reads.
 */

export interface FaqListParams {
  chatbotId: number
}
export interface KnowledgeListParams {
  chatbotId: number
  /** null: every type. */
  type: string | null
}

/** Rejects with the error body, or with an Error when there was no answer at all. */
function failIfError(result: { error?: unknown; response: Response }): void {
  if (result.error !== undefined || !result.response.ok) throw result.error ?? new Error(`HTTP ${result.response.status}`)
}

/** A delete's failure: 404 means the row is already gone. */
async function deleting(call: () => Promise<{ response: Response }>): Promise<void> {
  let response: Response
  try {
    ;({ response } = await call())
  } catch (error) {
    throw { missing: false, error } as DeleteFailure & { error: unknown }
  }
  if (response.status === 404) throw { missing: true } satisfies DeleteFailure
  if (!response.ok) throw { missing: false } satisfies DeleteFailure
}

/** The server's message, else the browser's (e.g. 'Failed to fetch'), else none. */
function failureMessage(error: unknown): string | null {
  const fromServer = serverMessage(error)
  if (fromServer) return fromServer
  if (error instanceof Error && error.message.trim()) return error.message
  return null
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export function knowledgeActors(api: ApiClient) {
  return {
    /** GET /faqs (001 §7: the data array is the list). */
    loadFaqPage: fromPromise<PageResult<Faq>, PageRequest<FaqListParams>>(async ({ input }) => {
      const result = await api.GET('/faqs', {
        params: { query: { chatbot_id: input.params.chatbotId, page: input.page, per_page: input.pageSize } },
      })
      failIfError(result)
      return { items: result.data!.data, total: result.data!.total }
    }),

    /** POST /faqs, or POST /faqs/{id}/update for an existing one. */
    saveFaq: fromPromise<Faq, FaqSaveRequest>(async ({ input }) => {
      const { chatbotId, faqId, ...fields } = input
      const result =
        faqId === null
          ? await api.POST('/faqs', { body: { chatbot_id: chatbotId, ...fields } })
          : await api.POST('/faqs/{id}/update', { params: { path: { id: faqId } }, body: fields })
      failIfError(result)
      return result.data!
    }),

    /** DELETE /faqs/{id}. */
    deleteFaq: fromPromise<void, DeleteTarget>(({ input }) => deleting(() => api.DELETE('/faqs/{id}', { params: { path: { id: input.id } } }))),

    /** POST /api/products/import, multipart, with the bearer token it was given (001 §6). */
    importFile: fromPromise<ImportResult, ImportRequest>(async ({ input }) => {
      const file = input.file as File
      const form = new FormData()
      form.append('chatbot_id', String(input.chatbotId))
      form.append('type', input.contentType)
      form.append('file_type', fileTypeOf(file.name))
      form.append('file', file)
      if (input.kind === 'document') form.append('product_name', file.name)
      let result
      try {
        result = await api.POST('/api/products/import', {
          body: form as never,
          bodySerializer: (body) => body as unknown as FormData,
          headers: bearer(input.token),
        })
      } catch (error) {
        throw { message: failureMessage(error) } satisfies ImportFailure
      }
      if (result.error !== undefined || !result.data) throw { message: failureMessage(result.error) } satisfies ImportFailure
      return result.data
    }),

    /** GET /api/products/list, of one type or all. */
    loadKnowledgePage: fromPromise<PageResult<KnowledgeItem>, PageRequest<KnowledgeListParams>>(async ({ input }) => {
      const result = await api.GET('/api/products/list', {
        params: {
          query: {
            chatbot_id: input.params.chatbotId,
            page: input.page,
            per_page: input.pageSize,
            ...(input.params.type ? { type: input.params.type } : {}),
          },
        },
      })
      failIfError(result)
      return { items: result.data!.data, total: result.data!.total }
    }),

    /** PUT /api/products/update/{model_type}/{id}/full_text; the body's type moves the item. */
    updateItem: fromPromise<KnowledgeItem, KnowledgeUpdateRequest>(async ({ input }) => {
      const result = await api.PUT('/api/products/update/{model_type}/{id}/full_text', {
        params: { path: { model_type: input.currentType, id: input.id } },
        body: { full_text: input.fullText, model_type: input.modelType },
      })
      failIfError(result)
      return result.data!
    }),

    /** DELETE /api/products/delete/{model_type}/{id}. */
    deleteItem: fromPromise<void, DeleteTarget>(({ input }) =>
      deleting(() =>
        api.DELETE('/api/products/delete/{model_type}/{id}', { params: { path: { model_type: input.modelType ?? '', id: input.id } } }),
      ),
    ),

    /** POST /api/products/crawl with the bearer token it was given (001 §6). */
    crawlPage: fromPromise<CrawlResult, CrawlRequest>(async ({ input }) => {
      let result
      try {
        result = await api.POST('/api/products/crawl', {
          body: { chatbot_id: input.chatbotId, type: input.type, url: input.url },
          headers: bearer(input.token),
        })
      } catch (error) {
        throw { message: failureMessage(error) }
      }
      if (result.error !== undefined || !result.data) throw { message: failureMessage(result.error) }
      return result.data
    }),

    /** POST /url-crawls-by-chatbot: the recent crawls. */
    loadRecentCrawls: fromPromise<PageResult<UrlCrawl>, PageRequest<{ chatbotId: number }>>(async ({ input }) => {
      const result = await api.POST('/url-crawls-by-chatbot', {
        body: { chatbot_id: input.params.chatbotId, page: input.page, per_page: input.pageSize },
      })
      failIfError(result)
      return { items: result.data!.data, total: result.data!.total }
    }),

    /** POST /url-crawls/{status}: one bulk-crawl tab. */
    loadUrlPage: fromPromise<PageResult<UrlCrawl>, PageRequest<UrlListParams>>(async ({ input }) => {
      const result = await api.POST('/url-crawls/{status}', {
        params: { path: { status: input.params.status } },
        body: { chatbot_id: input.params.chatbotId, page: input.page, per_page: input.pageSize },
      })
      failIfError(result)
      return { items: result.data!.urls, total: result.data!.total }
    }),

    /** POST /fetch-url: a new list; the answer names its socket room. */
    createList: fromPromise<{ room: string }, CreateListRequest>(async ({ input }) => {
      const result = await api.POST('/fetch-url', {
        body: { chatbot_id: input.chatbotId, max_depth: input.maxDepth, start_url: input.startUrl },
      })
      failIfError(result)
      return result.data!
    }),

    /** POST /api/products/crawl/batch. */
    crawlBatch: fromPromise<BatchCrawlResult, BatchRequest>(async ({ input }) => {
      const result = await api.POST('/api/products/crawl/batch', {
        body: { chatbot_id: input.chatbotId, type: input.type, urls: input.urls },
      })
      failIfError(result)
      return result.data!
    }),
  }
}
