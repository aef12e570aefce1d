import type { createTestBackend } from './test-backend'
import { DEMO_BOTS } from '../../mock-server/db/seed-data'

export type TestBackend = Awaited<ReturnType<typeof createTestBackend>>

/** The seeded demo bots by position in DEMO_BOTS: 0 spa (TU_VAN), 1 fashion shop (TRA_LOI), 2 English school (TU_VAN). */
export function demoBot(backend: TestBackend, index: 0 | 1 | 2) {
  const bot = backend.ctx.db.first('chatbots', (row) => row.name === DEMO_BOTS[index].name)
  if (!bot) throw new Error(`demo bot ${index} is not seeded`)
  return bot
}

/** A valid body that creates a chatbot. */
export function newChatbotBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '  Tiệm bánh Hạnh  ',
    initial_prompt: 'Chào bạn! Hôm nay bạn muốn đặt bánh gì?',
    description: 'Trả lời về giờ mở cửa, giá bánh và giao hàng.',
    ...overrides,
  }
}

/** A multipart body with one file field plus text fields. */
export function formWith(file: { name: string; type: string; bytes: Uint8Array | string }, fields: Record<string, string | number> = {}): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value))
  form.set('file', new File([file.bytes as BlobPart], file.name, { type: file.type }))
  return form
}
