import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { businessContactOf } from './business-contact'
import { questionBesidesContactDetails } from './contact-details'
import type { AnswerEngine, ReplyLanguage } from './engine'
import { ANSWER_CONFIDENCE, chatbotIndex } from './knowledge-index'
import { detectLanguage } from './language'
import { leadStep } from './lead-capture'
import { contentWordsOf, wordsOf } from './normalize'
import { askForContact, greeting, unknownAnswer, youAreWelcome } from './replies'
import { pacedChunksOf, quotingWriter, type AnswerWriter, type WriteInput } from './writers'

/** Hits at least this confident go to a writer as context along with the best one. */
const CONTEXT_CONFIDENCE = 0.3

const GREETINGS = new Set(['chao', 'hello', 'hi', 'hey', 'alo', 'helo', 'xin'])
const THANKS = new Set(['thanks', 'thank', 'tks', 'thx', 'cam'])

/** A message with no topic at all: a greeting or a thank-you gets a polite word, anything else null. */
function smallTalk(text: string, chatbot: Row<'chatbots'>, language: ReplyLanguage): string | null {
  if (contentWordsOf(text).length > 0) return null
  const words = wordsOf(text)
  if (words.some((word) => THANKS.has(word))) return youAreWelcome(language)
  if (words.some((word) => GREETINGS.has(word))) return greeting(chatbot.initial_prompt, language)
  return null
}

/** The conversation's messages in the order they were written. */
function historyOf(ctx: ServerContext, conversationId: number): Row<'messages'>[] {
  return ctx.db.find('messages', (message) => message.conversation_id === conversationId).sort((a, b) => a.id - b.id)
}

/** The question's language; when its words do not tell, the visitor's earlier messages', then the request's. */
function replyLanguage(query: string, history: readonly Row<'messages'>[], fallback: ReplyLanguage): ReplyLanguage {
  const earlier = history
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n')
  return detectLanguage(query, detectLanguage(earlier, fallback))
}

/** The writer's answer; a writer that fails (e.g. the model endpoint is down) falls back to quoting. */
async function written(writer: AnswerWriter, input: WriteInput): Promise<AsyncIterable<string> | null> {
  if (writer === quotingWriter) return writer.write(input)
  try {
    return await writer.write(input)
  } catch (error) {
    console.warn('[answers] the writer failed, quoting the knowledge instead:', (error as Error).message)
    return quotingWriter.write(input)
  }
}

/**
 * The default engine (decisions 802–804): retrieval over the bot's FAQs and knowledge passages;
 * the best match above the confidence threshold is the answer (quoted, or worded by `writer`),
 * otherwise an honest "I don't know" that says how to reach the business. A TU_VAN bot also
 * collects the visitor's name and phone or email into one lead per conversation.
 */
export function createRetrievalEngine(ctx: ServerContext, writer: AnswerWriter = quotingWriter): AnswerEngine {
  return {
    async *reply({ chatbot, conversation, query, fallbackLanguage }) {
      const history = historyOf(ctx, conversation.id)
      if (history.at(-1)?.role !== 'user' || history.at(-1)?.content !== query) {
        history.push({ id: Number.MAX_SAFE_INTEGER, conversation_id: conversation.id, role: 'user', content: query, created_at: '' })
      }
      const language = replyLanguage(query, history.slice(0, -1), fallbackLanguage)
      const index = chatbotIndex(ctx, chatbot.id)
      const lead = chatbot.agent_type === 'TU_VAN' ? await leadStep(ctx, chatbot, conversation, history, language) : null
      // A TRA_LOI bot keeps no lead, but contact details in a question are no part of what it asks.
      const question = lead ? lead.question : (questionBesidesContactDetails(query) ?? query)

      const parts: (string | AsyncIterable<string>)[] = []
      if (question !== null) {
        const talk = smallTalk(question, chatbot, language)
        const hits = talk ? [] : index.find(question)
        const answer =
          hits.length && hits[0].confidence >= ANSWER_CONFIDENCE
            ? await written(writer, {
                chatbot,
                question,
                hits: hits.filter((hit) => hit.confidence >= CONTEXT_CONFIDENCE),
                index,
                language,
                history,
              })
            : null
        if (talk) parts.push(talk)
        else if (answer) parts.push(answer)
        else parts.push(unknownAnswer(chatbot.name, language, businessContactOf(index), lead?.mayAsk ?? false))
        if (answer && lead?.shouldAsk) parts.push(askForContact(chatbot.name, language))
      }
      if (lead?.followUp) parts.splice(question !== null ? 1 : 0, 0, lead.followUp)

      for (const [n, part] of parts.entries()) {
        if (n > 0) yield '\n\n'
        yield* typeof part === 'string' ? pacedChunksOf(part) : part
      }
    },
  }
}
