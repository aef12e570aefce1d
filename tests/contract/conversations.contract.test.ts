import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { demoBot, type TestBackend } from '../support/demo-data'

const BASE = 'http://backend.test/v1'

async function startConversation(backend: TestBackend, chatbotId: number, init: { token?: string; source?: string } = {}) {
  const response = await backend.call('POST', '/conversations', {
    token: init.token,
    body: { chatbot_id: chatbotId, ...(init.source ? { source: init.source } : {}) },
  })
  expect(response.status).toBe(201)
  return response.body as { id: number; visitor_token: string; chatbot_id: number; source: string }
}

function chatStream(backend: TestBackend, body: unknown, headers: Record<string, string>) {
  return backend.app.fetch(
    new Request(`${BASE}/chat-stream`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  )
}

/** Reads a server-sent-event body chunk by chunk, parsing `data: <json>` events as they complete. */
async function readEvents(response: Response, onEvent: (event: any) => void = () => {}) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const events: any[] = []
  let buffer = ''
  let reads = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    reads++
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const lines = block.split('\n')
      expect(lines.every((line) => line.startsWith('data: '))).toBe(true)
      const event = JSON.parse(lines.map((line) => line.slice(6)).join('\n'))
      events.push(event)
      onEvent(event)
    }
  }
  return { events, reads, rest: buffer }
}

describe('POST /conversations', () => {
  it('lets an anonymous visitor start one with an active bot and hands out a visitor token (stored only as a hash)', async () => {
    const backend = await createTestBackend()
    const bot = demoBot(backend, 0)
    const response = await backend.call('POST', '/conversations', { body: { chatbot_id: bot.id, source: 'website' } })
    expect(response.status).toBe(201)
    expectMatchesContract('/conversations', 'post', response)
    expect(response.body).toMatchObject({ chatbot_id: bot.id, source: 'website', last_message_content: null })
    expect(response.body.visitor_token.length).toBeGreaterThan(20)
    expect(backend.ctx.db.byId('conversations', response.body.id)!.visitor_token).not.toBe(response.body.visitor_token)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const second = await startConversation(backend, bot.id)
    expect(second.source).toBe('web')
    expect(second.visitor_token).not.toBe(response.body.visitor_token)
  })

  it('answers 404 to anonymous callers for an unknown or inactive bot; the owner may use an inactive one', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bot = demoBot(backend, 0)
    expect((await backend.call('POST', '/conversations', { body: { chatbot_id: 9999 } })).status).toBe(404)
    await backend.ctx.db.update('chatbots', bot.id, { status: 'inactive' })
    const anonymous = await backend.call('POST', '/conversations', { body: { chatbot_id: bot.id } })
    expect(anonymous.status).toBe(404)
    expectMatchesContract('/conversations', 'post', anonymous)
    const byOwner = await backend.call('POST', '/conversations', { token: owner.access_token, body: { chatbot_id: bot.id } })
    expect(byOwner.status).toBe(201)
  })

  it("answers 404 to another owner's bearer and 400 for a bad body", async () => {
    const backend = await createTestBackend()
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('POST', '/conversations', { token: other.access_token, body: { chatbot_id: demoBot(backend, 0).id } })
    expect(foreign.status).toBe(404)
    const bad = await backend.call('POST', '/conversations', { body: { chatbot_id: demoBot(backend, 0).id, source: 'zalo' } })
    expect(bad.status).toBe(400)
    expectMatchesContract('/conversations', 'post', bad)
  })
})

describe('GET /conversations/{id}/messages', () => {
  it('answers the owner (bearer) and the visitor (token), oldest first', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const seeded = backend.ctx.db.first('conversations', (c) => c.visitor_name === 'Minh')!
    const byOwner = await backend.call('GET', `/conversations/${seeded.id}/messages`, { token: owner.access_token })
    expect(byOwner.status).toBe(200)
    expectMatchesContract('/conversations/{id}/messages', 'get', byOwner)
    expect(byOwner.body.map((m: { role: string }) => m.role)).toEqual(['user', 'bot', 'user', 'bot'])
    expect(byOwner.body[0].content).toBe('Giá chăm sóc da mặt bao nhiêu vậy?')

    const visitor = await startConversation(backend, demoBot(backend, 0).id)
    const byVisitor = await backend.call('GET', `/conversations/${visitor.id}/messages`, { headers: { 'X-Conversation-Token': visitor.visitor_token } })
    expect(byVisitor.status).toBe(200)
    expect(byVisitor.body).toEqual([])
  })

  it('answers 401 without credentials and 404 for a token of another conversation or another owner', async () => {
    const backend = await createTestBackend()
    const bot = demoBot(backend, 0)
    const mine = await startConversation(backend, bot.id)
    const theirs = await startConversation(backend, bot.id)
    const none = await backend.call('GET', `/conversations/${mine.id}/messages`)
    expect(none.status).toBe(401)
    expectMatchesContract('/conversations/{id}/messages', 'get', none)
    const wrong = await backend.call('GET', `/conversations/${mine.id}/messages`, { headers: { 'X-Conversation-Token': theirs.visitor_token } })
    expect(wrong.status).toBe(404)
    expectMatchesContract('/conversations/{id}/messages', 'get', wrong)
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('GET', `/conversations/${mine.id}/messages`, { token: other.access_token })
    expect(foreign.status).toBe(404)
  })
})

describe('POST /chat-stream', () => {
  it('stores the question, streams the best FAQ answer event by event, then stores the reply', async () => {
    const backend = await createTestBackend()
    const ajv = new Ajv2020({ strict: false })
    ajv.addSchema(backend.openapi as object, 'openapi')
    const isEvent = ajv.compile({ $ref: 'openapi#/components/schemas/ChatStreamEvent' })

    const bot = demoBot(backend, 0)
    const conversation = await startConversation(backend, bot.id, { source: 'website' })
    const response = await chatStream(backend, { conversation_id: conversation.id, query: 'Spa mở cửa mấy giờ vậy?' }, { 'X-Conversation-Token': conversation.visitor_token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')

    const botMessages = () => backend.ctx.db.find('messages', (m) => m.conversation_id === conversation.id && m.role === 'bot')
    let botRowsAtFirstDelta = -1
    const { events, reads, rest } = await readEvents(response, (event) => {
      if (botRowsAtFirstDelta < 0 && event.type === 'delta') botRowsAtFirstDelta = botMessages().length
    })
    expect(rest).toBe('')
    expect(reads).toBeGreaterThan(1)
    // The first chunk arrived before the reply was complete and stored: it really streams.
    expect(botRowsAtFirstDelta).toBe(0)
    for (const event of events) expect(isEvent(event), JSON.stringify(event)).toBe(true)
    const deltas = events.slice(0, -1)
    expect(deltas.length).toBeGreaterThan(1)
    expect(deltas.every((e) => e.type === 'delta')).toBe(true)
    const done = events[events.length - 1]
    expect(done.type).toBe('done')

    const answer = 'Hoa Sen Spa mở cửa từ 9:00 đến 21:00 tất cả các ngày trong tuần, kể cả ngày lễ.'
    expect(deltas.map((e) => e.content).join('').trim()).toBe(answer)
    const stored = botMessages()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id: done.message_id, content: answer })
    const messages = await backend.call('GET', `/conversations/${conversation.id}/messages`, { headers: { 'X-Conversation-Token': conversation.visitor_token } })
    expect(messages.body.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Spa mở cửa mấy giờ vậy?'],
      ['bot', answer],
    ])
    expect(backend.ctx.db.byId('conversations', conversation.id)!.last_message_content).toBe(answer)
  })

  it('matches questions typed without diacritics', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const shop = demoBot(backend, 1)
    const conversation = await startConversation(backend, shop.id, { token: owner.access_token })
    const response = await chatStream(backend, { conversation_id: conversation.id, query: 'phi van chuyen bao nhieu' }, { Authorization: `Bearer ${owner.access_token}` })
    const { events } = await readEvents(response)
    expect(events.filter((e) => e.type === 'delta').map((e) => e.content).join('')).toContain('Miễn phí giao hàng cho đơn từ 500.000đ')
  })

  it.each([
    ['Do you sell gift cards for weddings?', /^Sorry, I don't have the information/],
    ['Có bán thẻ quà tặng cho đám cưới không?', /^Xin lỗi, mình chưa có thông tin/],
  ])('answers an honest "I don\'t know" in the question\'s language: %s', async (query, expected) => {
    const backend = await createTestBackend()
    const conversation = await startConversation(backend, demoBot(backend, 0).id)
    const response = await chatStream(backend, { conversation_id: conversation.id, query }, { 'X-Conversation-Token': conversation.visitor_token })
    const { events } = await readEvents(response)
    const reply = events.filter((e) => e.type === 'delta').map((e) => e.content).join('')
    expect(reply).toMatch(expected)
    expect(reply).toContain(demoBot(backend, 0).name)
    expect(events[events.length - 1].type).toBe('done')
  })

  it('answers JSON errors before streaming: 401 without credentials, 404 for a wrong token, 409 for an inactive bot, 400 for a bad query', async () => {
    const backend = await createTestBackend()
    const bot = demoBot(backend, 0)
    const conversation = await startConversation(backend, bot.id)
    const token = { 'X-Conversation-Token': conversation.visitor_token }
    const call = (body: unknown, headers: Record<string, string> = token) =>
      backend.call('POST', '/chat-stream', { body, headers })

    const none = await call({ conversation_id: conversation.id, query: 'hi' }, {})
    expect(none.status).toBe(401)
    expectMatchesContract('/chat-stream', 'post', none)
    const wrong = await call({ conversation_id: conversation.id, query: 'hi' }, { 'X-Conversation-Token': 'nope' })
    expect(wrong.status).toBe(404)
    expectMatchesContract('/chat-stream', 'post', wrong)
    const missing = await call({ conversation_id: 99999, query: 'hi' })
    expect(missing.status).toBe(404)
    for (const body of [{ conversation_id: conversation.id, query: '' }, { conversation_id: conversation.id, query: 'x'.repeat(1001) }, { conversation_id: conversation.id, query: '   ' }, { query: 'hi' }]) {
      const bad = await call(body)
      expect(bad.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expectMatchesContract('/chat-stream', 'post', bad)
    }
    await backend.ctx.db.update('chatbots', bot.id, { status: 'inactive' })
    const inactive = await call({ conversation_id: conversation.id, query: 'hi' })
    expect(inactive.status).toBe(409)
    expectMatchesContract('/chat-stream', 'post', inactive)
    expect(backend.ctx.db.find('messages', (m) => m.conversation_id === conversation.id)).toEqual([])
  })
})

describe('GET /conversations/conversations-last-message and GET /chatbots/{id}/conversations', () => {
  it('pages a bot’s conversations, most recently active first', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const spa = demoBot(backend, 0)
    const response = await backend.call('GET', `/conversations/conversations-last-message?chatbot_id=${spa.id}`, { token: owner.access_token })
    expect(response.status).toBe(200)
    expectMatchesContract('/conversations/conversations-last-message', 'get', response)
    expect(response.body).toMatchObject({ total: 3, per_page: 10, page: 1 })
    expect(response.body.data.map((c: { visitor_name: string }) => c.visitor_name)).toEqual(['Lan', 'Minh', 'Hà'])
    expect(response.body.data[1].last_message_content).toBe('Anh/chị cho em xin tên và số điện thoại để nhân viên gọi xác nhận ạ.')

    const fresh = await startConversation(backend, spa.id)
    const again = await backend.call('GET', `/chatbots/${spa.id}/conversations?per_page=2`, { token: owner.access_token })
    expect(again.status).toBe(200)
    expectMatchesContract('/chatbots/{id}/conversations', 'get', again)
    expect(again.body).toMatchObject({ total: 4, per_page: 2 })
    expect(again.body.data[0].id).toBe(fresh.id)
  })

  it('answers 400 without chatbot_id, 401 without a token, 404 for another owner', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const other = await backend.signUpAndLogin('other')
    const spa = demoBot(backend, 0)
    const missing = await backend.call('GET', '/conversations/conversations-last-message', { token: owner.access_token })
    expect(missing.status).toBe(400)
    expectMatchesContract('/conversations/conversations-last-message', 'get', missing)
    expect((await backend.call('GET', `/conversations/conversations-last-message?chatbot_id=${spa.id}`)).status).toBe(401)
    const foreign = await backend.call('GET', `/chatbots/${spa.id}/conversations`, { token: other.access_token })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/chatbots/{id}/conversations', 'get', foreign)
  })
})

describe('GET /conversations/{id}, GET /chatbots/{id}/conversations/{conversationId}, DELETE /conversations/{id}', () => {
  it('reads a conversation (with messages under its bot), and deletes it with its messages and token', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const spa = demoBot(backend, 0)
    const conversation = await startConversation(backend, spa.id)
    const token = { 'X-Conversation-Token': conversation.visitor_token }
    const { events } = await readEvents(await chatStream(backend, { conversation_id: conversation.id, query: 'Spa có chỗ gửi xe không?' }, token))
    expect(events.at(-1).type).toBe('done')

    const read = await backend.call('GET', `/conversations/${conversation.id}`, { token: owner.access_token })
    expect(read.status).toBe(200)
    expectMatchesContract('/conversations/{id}', 'get', read)
    expect(read.body.last_message_content).toContain('bãi gửi xe')

    const detail = await backend.call('GET', `/chatbots/${spa.id}/conversations/${conversation.id}`, { token: owner.access_token })
    expect(detail.status).toBe(200)
    expectMatchesContract('/chatbots/{id}/conversations/{conversationId}', 'get', detail)
    expect(detail.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'bot'])
    const wrongBot = await backend.call('GET', `/chatbots/${demoBot(backend, 1).id}/conversations/${conversation.id}`, { token: owner.access_token })
    expect(wrongBot.status).toBe(404)
    expectMatchesContract('/chatbots/{id}/conversations/{conversationId}', 'get', wrongBot)

    const deleted = await backend.call('DELETE', `/conversations/${conversation.id}`, { token: owner.access_token })
    expect(deleted.status).toBe(204)
    expectMatchesContract('/conversations/{id}', 'delete', deleted)
    expect(backend.ctx.db.find('messages', (m) => m.conversation_id === conversation.id)).toEqual([])
    expect((await backend.call('GET', `/conversations/${conversation.id}/messages`, { headers: token })).status).toBe(404)
    expect((await backend.call('GET', `/conversations/${conversation.id}`, { token: owner.access_token })).status).toBe(404)
  })

  it("answers 401 to a visitor token alone and 404 to another owner", async () => {
    const backend = await createTestBackend()
    const other = await backend.signUpAndLogin('other')
    const conversation = await startConversation(backend, demoBot(backend, 0).id)
    const visitor = await backend.call('GET', `/conversations/${conversation.id}`, { headers: { 'X-Conversation-Token': conversation.visitor_token } })
    expect(visitor.status).toBe(401)
    expectMatchesContract('/conversations/{id}', 'get', visitor)
    for (const method of ['GET', 'DELETE'] as const) {
      const foreign = await backend.call(method, `/conversations/${conversation.id}`, { token: other.access_token })
      expect(foreign.status).toBe(404)
      expectMatchesContract('/conversations/{id}', method, foreign)
    }
    expect(backend.ctx.db.byId('conversations', conversation.id)).toBeDefined()
  })
})
