/**
 * `npx tsx tests/bench/retrieval.ts [items]`: builds one chatbot's retrieval index over 10 000
 * knowledge items (invented Vietnamese product pages, a few passages each) and prints the time to
 * index them, then the latency of answering questions (median and p95): retrieval alone, and a
 * whole reply through the engine's per-reply path (store scan, index sync, search, quote).
 * Figures and budgets: docs/decisions/802-retrieval.md.
 */
import { performance } from 'node:perf_hooks'
import { ANSWER_CONFIDENCE, ChatbotIndex, chatbotIndex } from '../../mock-server/answers/knowledge-index'
import { createServerContext } from '../../mock-server/create-context'
import type { Row } from '../../mock-server/db/schemas'
import { MemoryStorage } from '../../mock-server/db/storage'
import { loadOpenApi } from '../../mock-server/node/load-openapi'

const ITEMS = Number(process.argv[2] ?? 10_000)
const QUERIES = 500

/** A small deterministic random source, so every run indexes the same texts. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}
const rand = random(42)
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]

const KINDS = ['Áo sơ mi', 'Quần jean', 'Giày thể thao', 'Túi xách', 'Bánh kem', 'Cà phê', 'Trà sữa', 'Khóa học', 'Tour du lịch', 'Máy lọc nước', 'Nồi chiên', 'Son môi']
const TRAITS = ['cao cấp', 'giá rẻ', 'nhập khẩu', 'thủ công', 'hữu cơ', 'phiên bản giới hạn', 'cho trẻ em', 'chống nước', 'tiết kiệm điện']
const PLACES = ['Hà Nội', 'Đà Nẵng', 'Huế', 'Cần Thơ', 'Đà Lạt', 'Nha Trang', 'Hải Phòng', 'Vũng Tàu']
const COLOURS = ['đỏ', 'xanh lá', 'vàng', 'trắng', 'đen', 'hồng', 'tím', 'nâu']

function page(n: number): { name: string; text: string } {
  const kind = pick(KINDS)
  const name = `${kind} ${pick(TRAITS)} mã SP${n}`
  const sentences = [
    `${name} có màu ${pick(COLOURS)}, sản xuất tại ${pick(PLACES)}.`,
    `Giá bán ${(Math.floor(rand() * 90) + 10) * 10_000}đ, bảo hành ${Math.floor(rand() * 24) + 1} tháng.`,
    `Giao hàng toàn quốc trong ${Math.floor(rand() * 5) + 1} ngày; miễn phí đổi trả trong 7 ngày.`,
    `Sản phẩm ${pick(TRAITS)} được nhiều khách hàng ở ${pick(PLACES)} tin dùng.`,
    `Liên hệ chi nhánh ${pick(PLACES)} để xem hàng trực tiếp từ 8 giờ đến 21 giờ.`,
  ]
  const paragraphs = Array.from({ length: 2 + Math.floor(rand() * 4) }, () => sentences.map((s) => s.replace('có màu', pick(['có màu', 'màu chủ đạo']))).join(' '))
  return { name, text: paragraphs.join('\n') }
}

const now = new Date().toISOString()
const items: Row<'knowledge'>[] = Array.from({ length: ITEMS }, (_, i) => {
  const { name, text } = page(i + 1)
  return { id: i + 1, chatbot_id: 1, name, url: `https://shop.example/sp/${i + 1}`, model_type: 'product', status: 'success', full_text: text, created_at: now, updated_at: now }
})

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D')
/** Four kinds of question, in turn: an item by its name, the same typed without marks, two the catalogue does not answer. */
const KINDS_ASKED = ['an item by name', 'an item by name, no diacritics', 'an untaught product', 'a vague question (no item named)'] as const
const questions = Array.from({ length: QUERIES }, (_, i) => {
  const n = 1 + Math.floor(rand() * ITEMS)
  const asks = [
    `${items[n - 1].name} giá bao nhiêu?`,
    `${fold(items[n - 1].name)} bao hanh may thang`,
    `Có bán ${pick(['vé máy bay', 'xe máy cũ', 'điện thoại iPhone'])} không?`,
    `giao hang mat may ngay`,
  ]
  return asks[i % asks.length]
})

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (value: number) => `${value.toFixed(2)} ms`

function measure(label: string, run: (question: string) => unknown) {
  for (const question of questions.slice(0, 20)) run(question) // warm up
  const times: number[] = []
  for (const question of questions) {
    const started = performance.now()
    run(question)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.log(`${label.padEnd(44)} median ${ms(percentile(times, 50)).padStart(10)}   p95 ${ms(percentile(times, 95)).padStart(10)}`)
}

console.log(`Retrieval benchmark: ${ITEMS.toLocaleString('en')} knowledge items, ${QUERIES} questions (Node ${process.version})\n`)

const heapBefore = process.memoryUsage().heapUsed
let started = performance.now()
const index = new ChatbotIndex()
index.sync([], items)
const indexMs = performance.now() - started
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024
console.log(`${'index build (split into passages + MiniSearch)'.padEnd(44)} ${ms(indexMs)}   ${index.documentCount.toLocaleString('en')} passages, ~${heapMb.toFixed(0)} MB heap`)

const answered = KINDS_ASKED.map(() => 0)
const isAnswered = (question: string) => {
  const best = index.find(question)[0]
  if (!best || best.confidence < ANSWER_CONFIDENCE) return false
  index.answerText(best, question)
  return true
}
measure('retrieval (find + quote)', isAnswered)
questions.forEach((question, i) => {
  if (isAnswered(question)) answered[i % KINDS_ASKED.length]++
})
console.log(`answered: ${KINDS_ASKED.map((kind, k) => `${kind} ${Math.round((answered[k] / (QUERIES / KINDS_ASKED.length)) * 100)}%`).join(', ')}`)

started = performance.now()
index.sync([], items.map((item, i) => (i === 0 ? { ...item, full_text: `${item.full_text}\nCập nhật: còn hàng.` } : item)))
console.log(`${'re-sync after one item changed'.padEnd(44)} ${ms(performance.now() - started)}`)

// The engine's per-reply path: the store is scanned and the index synced before each search.
const ctx = await createServerContext({ openapi: loadOpenApi(), storage: new MemoryStorage() })
const bot = ctx.db.all('chatbots')[0]
started = performance.now()
for (const item of items) await ctx.db.insert('knowledge', { ...item, chatbot_id: bot.id })
console.log(`${'(store: inserting the items)'.padEnd(44)} ${ms(performance.now() - started)}`)
started = performance.now()
chatbotIndex(ctx, bot.id)
console.log(`${'first reply of a bot (builds its index)'.padEnd(44)} ${ms(performance.now() - started)}`)
measure('whole reply path (scan + sync + find + quote)', (question) => {
  const live = chatbotIndex(ctx, bot.id)
  const best = live.find(question)[0]
  if (best && best.confidence >= ANSWER_CONFIDENCE) live.answerText(best, question)
})
