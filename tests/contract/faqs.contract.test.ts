import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { demoBot } from '../support/demo-data'

const faqBody = (chatbotId: number, overrides: Record<string, unknown> = {}) => ({
  chatbot_id: chatbotId,
  question: 'Có giao hàng tận nơi không?',
  answer: 'Có, giao trong ngày ở nội thành.',
  catalog_type: 'faq',
  catalog_id: 1,
  ...overrides,
})

describe('GET /faqs', () => {
  it('pages a bot’s FAQs, 20 per page by default, most recently updated first', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bot = demoBot(backend, 0)
    for (let i = 0; i < 20; i++) {
      await backend.call('POST', '/faqs', { token: owner.access_token, body: faqBody(bot.id, { question: `Câu hỏi ${i}` }) })
    }
    const first = await backend.call('GET', `/faqs?chatbot_id=${bot.id}`, { token: owner.access_token })
    expect(first.status).toBe(200)
    expectMatchesContract('/faqs', 'get', first)
    expect(first.body).toMatchObject({ total: 24, per_page: 20, page: 1 })
    expect(first.body.data).toHaveLength(20)
    expect(first.body.data[0].question).toBe('Câu hỏi 19')
    const second = await backend.call('GET', `/faqs?chatbot_id=${bot.id}&page=2`, { token: owner.access_token })
    expect(second.body.data).toHaveLength(4)
  })

  it('answers 400 without chatbot_id and 401 without a token', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const missing = await backend.call('GET', '/faqs', { token: owner.access_token })
    expect(missing.status).toBe(400)
    expectMatchesContract('/faqs', 'get', missing)
    expect((await backend.call('GET', `/faqs?chatbot_id=${demoBot(backend, 0).id}`)).status).toBe(401)
  })
})

describe('POST /faqs, GET /faqs/{id}, POST /faqs/{id}/update, DELETE /faqs/{id}', () => {
  it('creates, reads, updates and deletes an FAQ for real', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bot = demoBot(backend, 1)
    const created = await backend.call('POST', '/faqs', { token: owner.access_token, body: faqBody(bot.id, { question: '  Có giao hàng không?  ' }) })
    expect(created.status).toBe(201)
    expectMatchesContract('/faqs', 'post', created)
    expect(created.body).toMatchObject({ chatbot_id: bot.id, question: 'Có giao hàng không?', catalog_id: 1 })

    const read = await backend.call('GET', `/faqs/${created.body.id}`, { token: owner.access_token })
    expect(read.status).toBe(200)
    expectMatchesContract('/faqs/{id}', 'get', read)
    expect(read.body).toEqual(created.body)

    const updated = await backend.call('POST', `/faqs/${created.body.id}/update`, {
      token: owner.access_token,
      body: { chatbot_id: bot.id, question: 'Giao hàng mất bao lâu?', answer: '1-2 ngày.', catalog_type: 'policy', catalog_id: 0 },
    })
    expect(updated.status).toBe(200)
    expectMatchesContract('/faqs/{id}/update', 'post', updated)
    expect(updated.body).toMatchObject({ question: 'Giao hàng mất bao lâu?', catalog_type: 'policy', catalog_id: 0 })
    const list = await backend.call('GET', `/faqs?chatbot_id=${bot.id}`, { token: owner.access_token })
    expect(list.body.data[0]).toMatchObject({ id: created.body.id, answer: '1-2 ngày.' })

    const deleted = await backend.call('DELETE', `/faqs/${created.body.id}`, { token: owner.access_token })
    expect(deleted.status).toBe(204)
    expectMatchesContract('/faqs/{id}', 'delete', deleted)
    expect((await backend.call('GET', `/faqs/${created.body.id}`, { token: owner.access_token })).status).toBe(404)
  })

  it.each([
    ['a missing answer', { answer: undefined }],
    ['a blank question', { question: '   ' }],
    ['a negative catalog id', { catalog_id: -1 }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s with 400', async (_label, overrides) => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const response = await backend.call('POST', '/faqs', { token: owner.access_token, body: faqBody(demoBot(backend, 0).id, overrides) })
    expect(response.status).toBe(400)
    expectMatchesContract('/faqs', 'post', response)
  })

  it('refuses to move an FAQ to another chatbot', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const faq = backend.ctx.db.first('faqs', (f) => f.chatbot_id === demoBot(backend, 0).id)!
    const response = await backend.call('POST', `/faqs/${faq.id}/update`, {
      token: owner.access_token,
      body: { chatbot_id: demoBot(backend, 1).id, question: 'q', answer: 'a', catalog_type: 'faq', catalog_id: 1 },
    })
    expect(response.status).toBe(400)
    expectMatchesContract('/faqs/{id}/update', 'post', response)
  })

  it("answers 404 for another owner's FAQ and chatbot, and leaves them untouched", async () => {
    const backend = await createTestBackend()
    const other = await backend.signUpAndLogin('other')
    const bot = demoBot(backend, 0)
    const faq = backend.ctx.db.first('faqs', (f) => f.chatbot_id === bot.id)!
    const token = other.access_token
    const create = await backend.call('POST', '/faqs', { token, body: faqBody(bot.id) })
    expect(create.status).toBe(404)
    expectMatchesContract('/faqs', 'post', create)
    const read = await backend.call('GET', `/faqs/${faq.id}`, { token })
    expect(read.status).toBe(404)
    expectMatchesContract('/faqs/{id}', 'get', read)
    expect(JSON.stringify(read.body)).not.toContain(faq.answer)
    const update = await backend.call('POST', `/faqs/${faq.id}/update`, { token, body: { question: 'x', answer: 'y', catalog_type: 'faq', catalog_id: 1 } })
    expect(update.status).toBe(404)
    expectMatchesContract('/faqs/{id}/update', 'post', update)
    const remove = await backend.call('DELETE', `/faqs/${faq.id}`, { token })
    expect(remove.status).toBe(404)
    expectMatchesContract('/faqs/{id}', 'delete', remove)
    expect(backend.ctx.db.byId('faqs', faq.id)).toEqual(faq)
  })

  it('answers 401 without a token', async () => {
    const backend = await createTestBackend()
    const faq = backend.ctx.db.all('faqs')[0]
    for (const [method, path] of [['GET', `/faqs/${faq.id}`], ['DELETE', `/faqs/${faq.id}`]] as const) {
      const response = await backend.call(method, path)
      expect(response.status).toBe(401)
      expectMatchesContract('/faqs/{id}', method, response)
    }
  })
})
