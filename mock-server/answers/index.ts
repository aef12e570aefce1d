import type { ServerContext } from '../context'
import type { Database } from '../db/database'
import type { AnswerEngine } from './engine'
import { createRetrievalEngine } from './retrieval-engine'
import { llmWriter, quotingWriter } from './writers'

export type { AnswerEngine, AnswerRequest, ReplyLanguage } from './engine'

const engines = new WeakMap<Database, AnswerEngine>()

/**
 * The engine every channel answers with (web chat, Zalo, Messenger, WhatsApp), one per store so
 * its retrieval indexes are kept between messages: retrieval over the bot's knowledge, worded by
 * the configured OpenAI-compatible model when LLM_BASE_URL is set, else quoted.
 */
export function answerEngineFor(ctx: ServerContext): AnswerEngine {
  let engine = engines.get(ctx.db)
  if (!engine) {
    engine = createRetrievalEngine(ctx, ctx.config.llm ? llmWriter(ctx.config.llm) : quotingWriter)
    engines.set(ctx.db, engine)
  }
  return engine
}
