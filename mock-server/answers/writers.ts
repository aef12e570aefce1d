import type { LlmSettings } from '../config'
import type { Row } from '../db/schemas'
import type { ReplyLanguage } from './engine'
import type { ChatbotIndex, KnowledgeHit } from './knowledge-index'

/** What a writer gets to word an answer that retrieval found. */
export interface WriteInput {
  chatbot: Row<'chatbots'>
  question: string
  /** The matching knowledge, best first (at least one). */
  hits: KnowledgeHit[]
  index: ChatbotIndex
  language: ReplyLanguage
  /** The conversation so far, oldest first, the question last. */
  history: readonly Row<'messages'>[]
}

/** Words an answer from retrieved knowledge. */
export interface AnswerWriter {
  /** The answer as streamed chunks; null when the writer finds no answer in the hits. */
  write(input: WriteInput): Promise<AsyncIterable<string> | null>
}

/** Pause between the chunks of a quoted answer, so it arrives the way a model's would. */
const CHUNK_DELAY_MS = 15

/** A reply in chunks of a few words that join back to the text. */
export function* chunksOf(text: string, wordsPerChunk = 3): Generator<string> {
  const pieces = text.match(/\S+\s*/g) ?? []
  for (let i = 0; i < pieces.length; i += wordsPerChunk) yield pieces.slice(i, i + wordsPerChunk).join('')
}

/** `chunksOf(text)` with a short pause before each chunk after the first. */
export async function* pacedChunksOf(text: string): AsyncGenerator<string> {
  let first = true
  for (const chunk of chunksOf(text)) {
    if (!first) await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS))
    first = false
    yield chunk
  }
}

/** The default: the best hit quoted (an FAQ's answer as written, or the sentences of a passage that answer). */
export const quotingWriter: AnswerWriter = {
  async write({ hits, index, question }) {
    return pacedChunksOf(index.answerText(hits[0], question))
  },
}

/** What the model answers when the knowledge given has no answer. */
const NO_ANSWER = 'NO_ANSWER'
/** A model's whole answer may take this long. */
const LLM_TIMEOUT_MS = 60_000
/** Earlier turns of the conversation sent along with the question. */
const HISTORY_TURNS = 6

function systemPrompt({ chatbot, hits, language }: WriteInput): string {
  const knowledge = hits
    .map((hit, n) => (hit.kind === 'faq' ? `[${n + 1}] Q: ${hit.heading}\nA: ${hit.text}` : `[${n + 1}] ${hit.heading}\n${hit.text}`))
    .join('\n\n')
  return [
    `You are the customer assistant of "${chatbot.name}".${chatbot.description ? ` ${chatbot.description}` : ''}`,
    'Answer the customer using ONLY the facts in the knowledge below. Never invent prices, times, addresses or policies.',
    `Reply in ${language === 'en' ? 'English' : 'Vietnamese'}, briefly and politely.`,
    `If the knowledge does not answer the question, reply with exactly ${NO_ANSWER} and nothing else.`,
    '',
    'Knowledge:',
    knowledge,
  ].join('\n')
}

/** The `delta.content` strings of an OpenAI-style chat-completions event stream. */
async function* completionDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end).trim()
        buffer = buffer.slice(end + 1)
        if (!line.startsWith('data:')) continue
        const data = line.slice(5).trim()
        if (data === '[DONE]') return
        let event: { choices?: { delta?: { content?: unknown } }[] }
        try {
          event = JSON.parse(data)
        } catch {
          continue
        }
        const content = event.choices?.[0]?.delta?.content
        if (typeof content === 'string' && content) yield content
      }
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
}

/**
 * An OpenAI-compatible model (`POST {baseUrl}/chat/completions`, streamed) words the answer from
 * the retrieved knowledge and the recent turns. Its first characters are read before anything is
 * streamed, so an answer of NO_ANSWER becomes the bot's "I don't know" instead.
 */
export function llmWriter(settings: LlmSettings): AnswerWriter {
  return {
    async write(input) {
      const earlier = input.history.slice(0, -1).slice(-HISTORY_TURNS)
      const messages = [
        { role: 'system', content: systemPrompt(input) },
        ...earlier.map((message) => ({ role: message.role === 'bot' ? 'assistant' : 'user', content: message.content })),
        { role: 'user', content: input.question },
      ]
      const response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, stream: true, temperature: 0.2, messages }),
        signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
      })
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {})
        throw new Error(`the model endpoint answered HTTP ${response.status}`)
      }
      const deltas = completionDeltas(response.body)
      let head = ''
      let finished = false
      while (!finished && head.trimStart().length < NO_ANSWER.length) {
        const next = await deltas.next()
        if (next.done) finished = true
        else head += next.value
      }
      if (head.trim().startsWith(NO_ANSWER) || !head.trim()) {
        await deltas.return(undefined)
        return null
      }
      return (async function* () {
        yield head.trimStart()
        if (!finished) yield* deltas
      })()
    },
  }
}
