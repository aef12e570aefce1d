import type { Row } from '../db/schemas'
import type { Schemas } from '../shared/api-types'

export function serializeLead(row: Row<'leads'>): Schemas['Lead'] {
  return {
    id: row.id,
    chatbot_id: row.chatbot_id,
    conversation_id: row.conversation_id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    interested_courses: row.interested_courses,
    message: row.message,
    created_at: row.created_at,
  }
}
