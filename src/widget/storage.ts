import { STORAGE_KEYS } from '../config/constants'
import type { ConversationRef } from '../../machines/widget-conversation.machine'

/**
 * The visitor's conversation, kept for the tab in sessionStorage under the spec's key
 * `conversationId` (000 §3) as JSON `{ id, token, chatbotId }` (decision 601). Anything else found
 * there (a bare id written by the app, another bot's conversation, broken JSON) is ignored.
 * Storage may be unavailable (sandboxed frames, privacy modes): the chat then lasts for the page.
 */
const KEY = STORAGE_KEYS.CONVERSATION_ID

interface Stored {
  id: number
  token: string
  chatbotId: number
}

function read(): Partial<Stored> | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown
    return value && typeof value === 'object' ? (value as Partial<Stored>) : null
  } catch {
    return null
  }
}

export function readStoredConversation(chatbotId: number): ConversationRef | null {
  const stored = read()
  if (!stored || stored.chatbotId !== chatbotId) return null
  if (!Number.isInteger(stored.id) || typeof stored.token !== 'string' || !stored.token) return null
  return { id: stored.id as number, token: stored.token }
}

export function storeConversation(chatbotId: number, conversation: ConversationRef): void {
  if (!conversation.token) return
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: conversation.id, token: conversation.token, chatbotId } satisfies Stored))
  } catch {
    // Not kept: the conversation lasts for this page.
  }
}

/** Forgets this chatbot's conversation; a value that is not ours is left alone. */
export function forgetStoredConversation(chatbotId: number): void {
  if (read()?.chatbotId !== chatbotId) return
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing to forget.
  }
}
