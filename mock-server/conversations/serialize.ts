import type { Row } from '../db/schemas'
import type { Schemas } from '../shared/api-types'

export function serializeConversation(row: Row<'conversations'>): Schemas['Conversation'] {
  return {
    id: row.id,
    chatbot_id: row.chatbot_id,
    source: row.source,
    last_message_content: row.last_message_content,
    visitor_name: row.visitor_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function serializeMessage(row: Row<'messages'>): Schemas['Message'] {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    role: row.role,
    content: row.content,
    created_at: row.created_at,
  }
}
