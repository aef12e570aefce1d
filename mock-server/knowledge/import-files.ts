import type { ServerContext } from '../context'
import type { Schemas } from '../shared/api-types'
import type { SheetRow } from './office-text'
import { saveKnowledgeItem, saveUrlCrawl, urlCrawlFor } from './store'

type ImportResult = Schemas['ImportResult']
type Skipped = NonNullable<ImportResult['skipped']>
type Say = (vi: string, en: string) => string

const resultOf = (imported: number, message: string, skipped: Skipped): ImportResult =>
  skipped.length ? { imported, message, skipped } : { imported, message }

const nonEmpty = (rows: SheetRow[]) => rows.filter((row) => row.cells.some(Boolean))

/** A .txt or .docx document: its whole text becomes one knowledge item of `type`. */
export async function importDocument(
  ctx: ServerContext,
  say: Say,
  input: { chatbot_id: number; type: string; url?: string; product_name?: string },
  fileName: string,
  text: string,
): Promise<ImportResult> {
  if (!text) return resultOf(0, say('Tệp không có nội dung', 'The file has no text'), [])
  await saveKnowledgeItem(ctx, input.chatbot_id, {
    name: input.product_name?.trim() || fileName,
    url: input.url?.trim() || null,
    model_type: input.type,
    full_text: text,
  })
  return resultOf(1, say('Nhập tài liệu thành công', 'Document imported successfully'), [])
}

/**
 * An FAQ sheet: a header row naming `question`, `answer` (required), `catalog_type` (default faq)
 * and `catalog_id` (default 0); one FAQ per row, incomplete rows skipped with the reason.
 */
export async function importFaqRows(ctx: ServerContext, say: Say, chatbotId: number, sheet: SheetRow[]): Promise<ImportResult> {
  const [header, ...rows] = nonEmpty(sheet)
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase())
  const column = (name: string) => names.indexOf(name)
  const [q, a, t, id] = ['question', 'answer', 'catalog_type', 'catalog_id'].map(column)
  if (q < 0 || a < 0) {
    return resultOf(0, say('Dòng tiêu đề phải có cột question và answer', 'The header row must name the columns question and answer'), [])
  }
  const skipped: Skipped = []
  let imported = 0
  for (const { row, cells } of rows) {
    const question = cells[q]?.trim() ?? ''
    const answer = cells[a]?.trim() ?? ''
    const rawId = id < 0 ? '' : (cells[id]?.trim() ?? '')
    const catalogId = rawId === '' ? 0 : Number(rawId)
    if (!question || !answer) {
      skipped.push({ row, reason: say('Thiếu câu hỏi hoặc câu trả lời', 'Question or answer is empty') })
    } else if (!Number.isInteger(catalogId) || catalogId < 0) {
      skipped.push({ row, reason: say('catalog_id phải là số nguyên không âm', 'catalog_id must be a whole number, 0 or more') })
    } else {
      const now = ctx.now().toISOString()
      const catalogType = (t < 0 ? '' : cells[t]?.trim()) || 'faq'
      await ctx.db.insert('faqs', { chatbot_id: chatbotId, question, answer, catalog_type: catalogType, catalog_id: catalogId, created_time: now, updated_at: now })
      imported++
    }
  }
  const message = imported
    ? say(`Đã nhập ${imported} câu hỏi`, `Imported ${imported} FAQs`)
    : say('Không có câu hỏi nào được nhập', 'No FAQ rows were imported')
  return resultOf(imported, message, skipped)
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * A sheet of links: the `url` column (or the first column when no header cell says url); each new
 * http(s) address becomes a `waiting` URL crawl record of `type` for the bulk-crawl lists.
 */
export async function importLinkRows(ctx: ServerContext, say: Say, chatbotId: number, type: string, sheet: SheetRow[]): Promise<ImportResult> {
  let rows = nonEmpty(sheet)
  const headerColumn = rows[0]?.cells.findIndex((cell) => cell.trim().toLowerCase() === 'url') ?? -1
  const column = Math.max(0, headerColumn)
  if (headerColumn >= 0) rows = rows.slice(1)
  const skipped: Skipped = []
  const seen = new Set<string>()
  let imported = 0
  for (const { row, cells } of rows) {
    const value = cells[column]?.trim() ?? ''
    if (!value) continue
    const url = httpUrl(value)
    if (!url) {
      skipped.push({ row, reason: say('Không phải địa chỉ http(s)', 'Not an http(s) address') })
    } else if (seen.has(url) || urlCrawlFor(ctx, chatbotId, url)) {
      skipped.push({ row, reason: say('Liên kết đã có trong danh sách', 'The link is already in the list') })
    } else {
      seen.add(url)
      await saveUrlCrawl(ctx, chatbotId, url, { type, status: 'waiting' })
      imported++
    }
  }
  const message = imported
    ? say(`Đã thêm ${imported} liên kết vào danh sách chờ`, `Added ${imported} links to the waiting list`)
    : say('Không có liên kết nào được thêm', 'No links were added')
  return resultOf(imported, message, skipped)
}
