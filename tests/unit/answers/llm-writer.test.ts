import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../support/test-backend'
import { demoBot, type TestBackend } from '../../support/demo-data'

/** A tiny OpenAI-compatible endpoint on 127.0.0.1: records requests, answers what the test sets. */
let reply: { status: number; deltas: string[] } = { status: 200, deltas: [] }
const requests: { authorization?: string; body: any }[] = []
let server: ReturnType<typeof createServer>
let baseUrl = ''

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    let text = ''
    for await (const chunk of request) text += chunk
    if (request.url !== '/v1/chat/completions') return response.writeHead(404).end()
    requests.push({ authorization: request.headers.authorization, body: JSON.parse(text) })
    if (reply.status !== 200) return response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end('{"error":"down"}')
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    for (const delta of reply.deltas) {
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: delta } }] })}\n\n`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    response.end('data: [DONE]\n\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function ask(backend: TestBackend, chatbotId: number, query: string) {
  const created = await backend.call('POST', '/conversations', { body: { chatbot_id: chatbotId } })
  const response = await backend.app.fetch(
    new Request('http://backend.test/v1/chat-stream', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Conversation-Token': created.body.visitor_token },
      body: JSON.stringify({ conversation_id: created.body.id, query }),
    }),
  )
  const events = (await response.text()).split('\n\n').filter(Boolean).map((block) => JSON.parse(block.slice(6)))
  expect(events.at(-1).type).toBe('done')
  return events.filter((event) => event.type === 'delta')
}

const llmBackend = () => createTestBackend({ config: { llm: { baseUrl, apiKey: 'test-key', model: 'tiny-model' } } })

describe('the OpenAI-compatible writer (LLM_BASE_URL)', () => {
  it('sends the retrieved knowledge and the question, and streams the model’s words', async () => {
    const backend = await llmBackend()
    const shop = demoBot(backend, 1)
    reply = { status: 200, deltas: ['Dạ, ', 'đơn từ 500.000đ ', 'được miễn phí ship ạ.'] }
    const before = requests.length
    const deltas = await ask(backend, shop.id, 'phi van chuyen bao nhieu')
    // The first words are held until it is clear the model did not say NO_ANSWER; the rest stream as they come.
    expect(deltas.map((event) => event.content).join('')).toBe('Dạ, đơn từ 500.000đ được miễn phí ship ạ.')
    expect(deltas.length).toBeGreaterThan(1)
    expect(requests).toHaveLength(before + 1)
    const sent = requests.at(-1)!
    expect(sent.authorization).toBe('Bearer test-key')
    expect(sent.body).toMatchObject({ model: 'tiny-model', stream: true })
    expect(sent.body.messages[0].role).toBe('system')
    expect(sent.body.messages[0].content).toContain('Miễn phí giao hàng cho đơn từ 500.000đ')
    expect(sent.body.messages[0].content).toContain('Vietnamese')
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'phi van chuyen bao nhieu' })
  })

  it('turns NO_ANSWER into the honest "I don\'t know", and does not call the model when nothing matches', async () => {
    const backend = await llmBackend()
    const shop = demoBot(backend, 1)
    reply = { status: 200, deltas: ['NO_', 'ANSWER'] }
    const noAnswer = await ask(backend, shop.id, 'phi van chuyen bao nhieu')
    expect(noAnswer.map((event) => event.content).join('')).toMatch(/^Xin lỗi, mình chưa có thông tin/)
    const before = requests.length
    const untaught = await ask(backend, shop.id, 'Có bán vé máy bay không?')
    expect(untaught.map((event) => event.content).join('')).toMatch(/^Xin lỗi/)
    expect(requests).toHaveLength(before)
  })

  it('quotes the knowledge when the model endpoint fails', async () => {
    const backend = await llmBackend()
    reply = { status: 503, deltas: [] }
    const deltas = await ask(backend, demoBot(backend, 1).id, 'phi van chuyen bao nhieu')
    expect(deltas.map((event) => event.content).join('')).toBe('Miễn phí giao hàng cho đơn từ 500.000đ; đơn nhỏ hơn phí 30.000đ toàn quốc.')
  })
})
