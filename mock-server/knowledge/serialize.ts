import type { Row } from '../db/schemas'
import type { Schemas } from '../shared/api-types'

/** 001 §3: status success or pending; anything else is shown as failed. */
function itemStatus(status: string): Schemas['KnowledgeItemStatus'] {
  return status === 'success' || status === 'pending' ? status : 'failed'
}

export function serializeKnowledgeItem(row: Row<'knowledge'>): Schemas['KnowledgeItem'] {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    model_type: row.model_type,
    status: itemStatus(row.status),
    full_text: row.full_text,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function serializeUrlCrawl(row: Row<'urlCrawls'>): Schemas['UrlCrawl'] {
  return {
    id: row.id,
    url: row.url,
    type: row.type,
    status: row.status,
    error: row.status === 'failed' ? row.error : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function serializeCatalogType(row: Row<'catalogTypes'>): Schemas['CatalogType'] {
  return { type: row.type, title: row.title }
}
