import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import type { AnswerEngine, AnswerRequest } from './engine'
import { detectLanguage } from './language'
import { contentWordsOf } from './normalize'

/** Below this Dice overlap of folded words the FAQ is not considered an answer. */
export const MIN_SCORE = 0.34

export interface FaqMatch {
  faq: Row<'faqs'>
  score: number
}

/**
 * The bot's FAQ whose question shares the most folded content words with the query (Dice
 * coefficient of the two word sets, function words dropped), or null when none reaches
 * MIN_SCORE with at least two shared words (one for a one-word query).
 */
export function bestFaq(faqs: readonly Row<'faqs'>[], query: string): FaqMatch | null {
  const asked = new Set(contentWordsOf(query))
  if (asked.size === 0) return null
  const needed = Math.min(2, asked.size)
  let best: FaqMatch | null = null
  for (const faq of faqs) {
    const question = new Set(contentWordsOf(faq.question))
    const shared = [...question].filter((word) => asked.has(word)).length
    if (shared < needed) continue
    const score = (2 * shared) / (question.size + asked.size)
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { faq, score }
  }
  return best
}

/** The honest reply when the knowledge has no answer, in the question's language. */
export function unknownAnswer(chatbotName: string, language: 'vi' | 'en'): string {
  return language === 'en'
    ? `Sorry, I don't have the information to answer that yet. You can leave your name and phone number or email here in this chat: the team at ${chatbotName} can see this conversation and get back to you.`
    : `Xin lỗi, mình chưa có thông tin để trả lời câu hỏi này. Bạn có thể để lại tên và số điện thoại hoặc email ngay trong cuộc trò chuyện này: đội ngũ ${chatbotName} xem được cuộc trò chuyện và sẽ liên hệ lại với bạn.`
}

/** A reply in chunks of a few words, the way a streaming model would send it. */
export function* chunksOf(text: string, wordsPerChunk = 3): Generator<string> {
  const pieces = text.match(/\S+\s*/g) ?? []
  for (let i = 0; i < pieces.length; i += wordsPerChunk) yield pieces.slice(i, i + wordsPerChunk).join('')
}

/**
 * The minimal engine: the best-matching FAQ's answer, else the "I don't know" reply.
 * Knowledge items (crawled pages, imported documents) are not searched yet.
 */
export function createFaqOverlapEngine(ctx: ServerContext): AnswerEngine {
  return {
    async *reply({ chatbot, query, fallbackLanguage }: AnswerRequest) {
      const faqs = ctx.db.find('faqs', (faq) => faq.chatbot_id === chatbot.id)
      const match = bestFaq(faqs, query)
      const text = match ? match.faq.answer : unknownAnswer(chatbot.name, detectLanguage(query, fallbackLanguage))
      yield* chunksOf(text)
    },
  }
}
