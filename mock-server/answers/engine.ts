import type { Row } from '../db/schemas'

export type ReplyLanguage = 'vi' | 'en'

/** What an engine gets to answer one visitor message. */
export interface AnswerRequest {
  chatbot: Row<'chatbots'>
  conversation: Row<'conversations'>
  /** The visitor's message, as sent. */
  query: string
  /** The language to reply in when the engine cannot tell from the question. */
  fallbackLanguage: ReplyLanguage
}

/**
 * Produces a chatbot's reply as a sequence of text chunks, streamed to the visitor as they come.
 * The minimal engine (faq-overlap-engine.ts) can be replaced by retrieval over all knowledge or
 * an LLM provider without touching the chat routes.
 */
export interface AnswerEngine {
  reply(request: AnswerRequest): AsyncIterable<string>
}
