import type { ServerContext } from '../context'
import type { AnswerEngine } from './engine'
import { createFaqOverlapEngine } from './faq-overlap-engine'

export type { AnswerEngine, AnswerRequest, ReplyLanguage } from './engine'

/** The engine every channel answers with (web chat now; channel messages can use the same). */
export function answerEngineFor(ctx: ServerContext): AnswerEngine {
  return createFaqOverlapEngine(ctx)
}
