import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { conflict, notFound } from '../http/errors'
import { simulatedFacebookPage } from './simulated-provider'

type FacebookPage = components['schemas']['FacebookPage']
type PageRow = Row<'facebookPages'>

export const PAGE_NOT_FOUND = { vi: 'Không tìm thấy trang Facebook', en: 'Facebook page not found' }

export function serializeFacebookPage(page: PageRow): FacebookPage {
  return {
    id: page.id,
    chatbot_id: page.chatbot_id,
    page_id: page.page_id,
    page_name: page.page_name,
    status: page.status,
    out_of_scope_label_id: page.out_of_scope_label_id,
    labels: page.labels.map((label) => ({ id: label.id, page_label_name: label.page_label_name })),
  }
}

/** Connects (or re-enables) the pages the simulated Facebook account grants to a chatbot. */
export async function connectGrantedPages(ctx: ServerContext, chatbot: Row<'chatbots'>): Promise<PageRow[]> {
  const granted = simulatedFacebookPage(chatbot)
  const existing = ctx.db.first('facebookPages', (row) => row.chatbot_id === chatbot.id && row.page_id === granted.page_id)
  if (existing) {
    const updated = await ctx.db.update('facebookPages', existing.id, { status: true, page_name: granted.page_name, labels: granted.labels })
    return [updated ?? existing]
  }
  const created = await ctx.db.insert('facebookPages', {
    chatbot_id: chatbot.id,
    ...granted,
    status: true,
    out_of_scope_label_id: null,
    created_at: ctx.now().toISOString(),
  })
  return [created]
}

/**
 * The caller's connection of a Facebook page, found by Facebook's page id (404 if none), which
 * must be active for label work (001 §8: 'Cannot load labels for disabled page', 409 per decision 117).
 */
export function activePageByFacebookId(ctx: ServerContext, userId: number, pageId: string): PageRow {
  const ownBots = new Set(ctx.db.find('chatbots', (bot) => bot.user_id === userId).map((bot) => bot.id))
  const pages = ctx.db.find('facebookPages', (row) => row.page_id === pageId && ownBots.has(row.chatbot_id))
  if (pages.length === 0) throw notFound(PAGE_NOT_FOUND)
  const active = pages.find((row) => row.status)
  if (!active) throw conflict({ vi: 'Không thể tải nhãn cho trang đã bị vô hiệu hóa', en: 'Cannot load labels for disabled page' })
  return active
}
