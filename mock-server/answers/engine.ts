import type { Row } from '../db/schemas'

export type ReplyLanguage = 'vi' | 'en'

/** What an engine gets to answer one visitor message. */
export interface AnswerRequest {
  chatbot: Row<'chatbots'>
  /** The conversation; the visitor's message is already stored as its latest message. */
  conversation: Row<'conversations'>
  /** The visitor's message, as sent. */
  query: string
  /** The language to reply in when the engine cannot tell from the conversation. */
  fallbackLanguage: ReplyLanguage
}

/**
 * Produces a chatbot's reply as a sequence of text chunks, streamed to the visitor as they come.
 * The default (retrieval-engine.ts) answers from the bot's knowledge, quoted or worded by an
 * OpenAI-compatible model; the chat routes do not depend on which.
 */
export interface AnswerEngine {
  reply(request: AnswerRequest): AsyncIterable<string>
}
