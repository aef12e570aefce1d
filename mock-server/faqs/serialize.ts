import type { Row } from '../db/schemas'
import type { Schemas } from '../shared/api-types'

export function serializeFaq(row: Row<'faqs'>): Schemas['Faq'] {
  return {
    id: row.id,
    chatbot_id: row.chatbot_id,
    question: row.question,
    answer: row.answer,
    catalog_type: row.catalog_type,
    catalog_id: row.catalog_id,
    created_time: row.created_time,
    updated_time: row.updated_at,
  }
}
