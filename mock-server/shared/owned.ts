import type { ServerContext } from '../context'
import { ApiError, badRequest, notFound, type LocalizedText } from '../http/errors'
import { ownedChatbot } from '../http/route-helpers'

/**
 * A row reached through its chatbot (FAQ, knowledge item, conversation, lead…): a missing row,
 * or one of another owner's chatbot, answers the same 404 with the row's own message.
 */
export function ownedRow<T extends { chatbot_id: number }>(
  ctx: ServerContext,
  userId: number,
  row: T | undefined,
  missing: LocalizedText,
): T {
  if (!row) throw notFound(missing)
  try {
    ownedChatbot(ctx, userId, row.chatbot_id)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(missing)
    throw error
  }
  return row
}

/** A required text field, trimmed; blank (only spaces) is a 400 like a missing one. */
export function requiredText(value: string, path: string): string {
  const text = value.trim()
  if (!text) {
    throw badRequest({ vi: `${path} không được để trống`, en: `${path} must not be blank` }, [
      { path: `body.${path}`, message: 'must not be blank' },
    ])
  }
  return text
}
