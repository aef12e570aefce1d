import type { ServerContext } from '../context'
import type { NewRow } from '../db/database'
import { badRequest } from '../http/errors'
import type { Schemas } from '../shared/api-types'
import { foldText } from '../answers/normalize'
import type { SheetRow } from './spreadsheet'
import { saveKnowledgeItem, saveUrlCrawl, urlCrawlFor } from './store'

type ImportResult = Schemas['ImportResult']
type Skipped = NonNullable<ImportResult['skipped']>
type Say = (vi: string, en: string) => string

const resultOf = (imported: number, message: string, skipped: Skipped): ImportResult =>
  skipped.length ? { imported, message, skipped } : { imported, message }

const nonEmpty = (rows: SheetRow[]) => rows.filter((row) => row.cells.some(Boolean))

/** Refuses a sheet with nothing in it (400: nothing is imported). */
function requireRows(rows: SheetRow[]): SheetRow[] {
  const filled = nonEmpty(rows)
  if (!filled.length) {
    throw badRequest({ vi: 'Bảng tính trống: trang đầu tiên không có dữ liệu', en: 'The spreadsheet is empty: its first sheet has no data' }, [
      { path: 'form.file', message: 'the first sheet is empty' },
    ])
  }
  return filled
}

/** A document (.txt, .docx): its whole text becomes one knowledge item of `type`. */
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
 * The FAQ template's columns (public/assets/templates/faq-import-template.xlsx) and the header
 * names each accepts, folded: English, Vietnamese with or without marks, spaces or underscores.
 */
const FAQ_COLUMNS = {
  question: ['question', 'cau hoi', 'hoi'],
  answer: ['answer', 'cau tra loi', 'tra loi', 'dap', 'dap an'],
  catalog_type: ['catalog type', 'catalogtype', 'loai', 'loai danh muc', 'type'],
  catalog_id: ['catalog id', 'catalogid', 'ma danh muc', 'id danh muc', 'ma'],
} as const

const headerKey = (cell: string) => foldText(cell).replace(/[^a-z0-9]+/g, ' ').trim()

/** Column positions by name in a header row (-1 when absent). */
function columnsOf<K extends string>(header: SheetRow, names: Record<K, readonly string[]>): Record<K, number> {
  const keys = header.cells.map(headerKey)
  return Object.fromEntries(
    Object.entries<readonly string[]>(names).map(([name, aliases]) => [name, keys.findIndex((key) => aliases.includes(key))]),
  ) as Record<K, number>
}

/**
 * An FAQ sheet (decision 800): the first non-empty row names the columns (question and answer
 * required, catalog_type default faq, catalog_id default 0); one FAQ per row after it. Every row is
 * read before anything is written, so a sheet either imports its good rows (reporting the skipped
 * ones with the reason) or, when it cannot be read at all, nothing.
 */
export async function importFaqRows(ctx: ServerContext, say: Say, chatbotId: number, sheet: SheetRow[]): Promise<ImportResult> {
  const [header, ...rows] = requireRows(sheet)
  const column = columnsOf(header, FAQ_COLUMNS)
  const missing = (['question', 'answer'] as const).filter((name) => column[name] < 0)
  if (missing.length) {
    throw badRequest(
      {
        vi: `Dòng đầu tiên phải có tiêu đề cột question và answer (thiếu: ${missing.join(', ')}). Hãy dùng tệp mẫu.`,
        en: `The first row must name the columns question and answer (missing: ${missing.join(', ')}). Use the template.`,
      },
      missing.map((name) => ({ path: 'form.file', message: `no ${name} column` })),
    )
  }
  const skipped: Skipped = []
  const faqs: NewRow<'faqs'>[] = []
  const now = ctx.now().toISOString()
  const cell = (cells: string[], index: number) => (index < 0 ? '' : (cells[index] ?? ''))
  for (const { row, cells } of rows) {
    const question = cell(cells, column.question)
    const answer = cell(cells, column.answer)
    const rawId = cell(cells, column.catalog_id)
    const catalogId = rawId === '' ? 0 : Number(rawId)
    if (!question || !answer) {
      skipped.push({ row, reason: say('Thiếu câu hỏi hoặc câu trả lời', 'Question or answer is empty') })
    } else if (!Number.isInteger(catalogId) || catalogId < 0) {
      skipped.push({ row, reason: say('catalog_id phải là số nguyên không âm', 'catalog_id must be a whole number, 0 or more') })
    } else {
      const catalogType = cell(cells, column.catalog_type) || 'faq'
      faqs.push({ chatbot_id: chatbotId, question, answer, catalog_type: catalogType, catalog_id: catalogId, created_time: now, updated_at: now })
    }
  }
  for (const faq of faqs) await ctx.db.insert('faqs', faq)
  const message = faqs.length
    ? say(`Đã nhập ${faqs.length} câu hỏi`, `Imported ${faqs.length} FAQs`)
    : say('Không có câu hỏi nào được nhập', 'No FAQ rows were imported')
  return resultOf(faqs.length, message, skipped)
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
 * http(s) address becomes a `waiting` URL crawl record of `type` for the bulk-crawl lists. The
 * whole sheet is checked before any record is written.
 */
export async function importLinkRows(ctx: ServerContext, say: Say, chatbotId: number, type: string, sheet: SheetRow[]): Promise<ImportResult> {
  let rows = requireRows(sheet)
  const headerColumn = rows[0].cells.findIndex((cell) => ['url', 'link', 'lien ket', 'duong dan'].includes(headerKey(cell)))
  const column = Math.max(0, headerColumn)
  if (headerColumn >= 0) rows = rows.slice(1)
  const skipped: Skipped = []
  const urls = new Set<string>()
  for (const { row, cells } of rows) {
    const value = cells[column]?.trim() ?? ''
    if (!value) continue
    const url = httpUrl(value)
    if (!url) {
      skipped.push({ row, reason: say('Không phải địa chỉ http(s)', 'Not an http(s) address') })
    } else if (urls.has(url) || urlCrawlFor(ctx, chatbotId, url)) {
      skipped.push({ row, reason: say('Liên kết đã có trong danh sách', 'The link is already in the list') })
    } else {
      urls.add(url)
    }
  }
  for (const url of urls) await saveUrlCrawl(ctx, chatbotId, url, { type, status: 'waiting' })
  const message = urls.size
    ? say(`Đã thêm ${urls.size} liên kết vào danh sách chờ`, `Added ${urls.size} links to the waiting list`)
    : say('Không có liên kết nào được thêm', 'No links were added')
  return resultOf(urls.size, message, skipped)
}
