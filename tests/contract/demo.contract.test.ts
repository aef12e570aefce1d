import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { consentCode } from '../support/oauth-consent'

async function setup(demoMode = true) {
  const backend = await createTestBackend({ config: { demoMode } })
  const user = await backend.login()
  const bot = backend.ctx.db.first('chatbots', (b) => b.user_id === user.id)!
  return { ...backend, user, bot, token: user.access_token }
}

const OPERATIONS: [string, string, string, unknown?][] = [
  ['GET', '/demo/status', '/demo/status'],
  ['POST', '/demo/bank-transfer', '/demo/bank-transfer', { order_id: 1 }],
  ['POST', '/demo/zalo/1/scan', '/demo/zalo/{id}/scan'],
  ['POST', '/demo/channel-message', '/demo/channel-message', { chatbot_id: 1, channel: 'zalo', sender_name: 'A', text: 'hi' }],
  ['POST', '/demo/reset', '/demo/reset'],
]

describe('demo controls', () => {
  it('answer 404 for every call when demo mode is off, and 401 without a token', async () => {
    const backend = await setup(false)
    for (const [method, path, template, body] of OPERATIONS) {
      const off = await backend.call(method, path, { token: backend.token, body })
      expect(off.status, `${method} ${path}`).toBe(404)
      expectMatchesContract(template, method, off)
      const anonymous = await backend.call(method, path, { body })
      expect(anonymous.status).toBe(401)
      expectMatchesContract(template, method, anonymous)
    }
    expect(backend.ctx.db.byId('users', backend.user.id)).toBeTruthy()
  })

  it('GET /demo/status says enabled', async () => {
    const backend = await setup()
    const response = await backend.call('GET', '/demo/status', { token: backend.token })
    expect(response.status).toBe(200)
    expectMatchesContract('/demo/status', 'get', response)
    expect(response.body).toEqual({ enabled: true })
  })

  it("POST /demo/bank-transfer pays the caller's order through the bank-notification logic", async () => {
    const backend = await setup()
    const plan = backend.ctx.db.first('plans', (p) => p.name === 'Enterprise')!
    const order = (await backend.call('POST', '/subscriptions/order', { token: backend.token, body: { plan_id: plan.id, user_id: backend.user.id } })).body
    const stranger = await backend.signUpAndLogin('demostranger')
    const foreign = await backend.call('POST', '/demo/bank-transfer', { token: stranger.access_token, body: { order_id: order.id } })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/demo/bank-transfer', 'post', foreign)
    expect((await backend.call('POST', '/demo/bank-transfer', { token: backend.token, body: {} })).status).toBe(400)

    const paid = await backend.call('POST', '/demo/bank-transfer', { token: backend.token, body: { order_id: order.id } })
    expect(paid.status).toBe(200)
    expectMatchesContract('/demo/bank-transfer', 'post', paid)
    expect(paid.body).toEqual({ order_id: order.id, status: 'PAID' })
    expect(backend.ctx.db.byId('orders', order.id)!.transaction_id).toMatch(/^DEMO/)
    expect(backend.ctx.db.byId('users', backend.user.id)!.plan_id).toBe(plan.id)

    const twice = await backend.call('POST', '/demo/bank-transfer', { token: backend.token, body: { order_id: order.id } })
    expect(twice.status).toBe(409)
    expectMatchesContract('/demo/bank-transfer', 'post', twice)
  })

  it('POST /demo/bank-transfer answers 410 for an expired order', async () => {
    let now = new Date('2025-03-10T08:00:00.000Z')
    const backend = await createTestBackend({ now: () => now, config: { orderExpiryMs: 60_000 } })
    const user = await backend.login()
    const plan = backend.ctx.db.first('plans', (p) => p.name === 'Professional')!
    const order = (await backend.call('POST', '/subscriptions/order', { token: user.access_token, body: { plan_id: plan.id, user_id: user.id } })).body
    now = new Date(now.getTime() + 61_000)
    const late = await backend.call('POST', '/demo/bank-transfer', { token: user.access_token, body: { order_id: order.id } })
    expect(late.status).toBe(410)
    expectMatchesContract('/demo/bank-transfer', 'post', late)
    expect(backend.ctx.db.byId('users', user.id)!.plan_id).not.toBe(plan.id)
  })

  it("POST /demo/zalo/{id}/scan answers 404 for another owner's connector and 409 without a session", async () => {
    const backend = await setup()
    const { body } = await backend.call('POST', '/zalo/connect', { token: backend.token, body: { chatbot_id: backend.bot.id } })
    const noSession = await backend.call('POST', `/demo/zalo/${body.id}/scan`, { token: backend.token })
    expect(noSession.status).toBe(409)
    expectMatchesContract('/demo/zalo/{id}/scan', 'post', noSession)
    await backend.call('POST', '/zalobe/zalo-login', { token: backend.token, body: { connectorId: body.id } })
    const stranger = await backend.signUpAndLogin('scanstranger')
    const foreign = await backend.call('POST', `/demo/zalo/${body.id}/scan`, { token: stranger.access_token })
    expect(foreign.status).toBe(404)
    expect((await backend.call('POST', '/demo/zalo/zero/scan', { token: backend.token })).status).toBe(400)
    expect(backend.ctx.db.byId('zaloAccounts', body.id)!.imei).toBeNull()
  })

  it('POST /demo/channel-message needs an enabled connection (409), then answers from the knowledge in one conversation per sender', async () => {
    const backend = await setup()
    const message = { chatbot_id: backend.bot.id, channel: 'facebook', sender_name: 'Hương', text: 'Spa mở cửa lúc mấy giờ?' }
    const refused = await backend.call('POST', '/demo/channel-message', { token: backend.token, body: message })
    expect(refused.status).toBe(409)
    expectMatchesContract('/demo/channel-message', 'post', refused)

    const code = await consentCode(backend, 'facebook', backend.bot.id)
    await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })
    const first = await backend.call('POST', '/demo/channel-message', { token: backend.token, body: message })
    expect(first.status).toBe(200)
    expectMatchesContract('/demo/channel-message', 'post', first)
    const faq = backend.ctx.db.first('faqs', (f) => f.chatbot_id === backend.bot.id && f.question === 'Spa mở cửa lúc mấy giờ?')!
    expect(first.body.reply).toBe(faq.answer)
    const conversation = backend.ctx.db.byId('conversations', first.body.conversation_id)!
    expect(conversation).toMatchObject({ chatbot_id: backend.bot.id, source: 'facebook', visitor_name: 'Hương', last_message_content: faq.answer })
    expect(backend.ctx.db.byId('messages', first.body.message_id)).toMatchObject({ role: 'bot', content: faq.answer })

    const second = await backend.call('POST', '/demo/channel-message', { token: backend.token, body: { ...message, text: 'Có chỗ gửi ô tô không?' } })
    expect(second.body.conversation_id).toBe(first.body.conversation_id)
    const other = await backend.call('POST', '/demo/channel-message', { token: backend.token, body: { ...message, sender_name: 'Nam' } })
    expect(other.body.conversation_id).not.toBe(first.body.conversation_id)
    const thread = backend.ctx.db.find('messages', (m) => m.conversation_id === first.body.conversation_id)
    expect(thread.map((m) => m.role)).toEqual(['user', 'bot', 'user', 'bot'])

    // The reply counts in the owner's usage and dashboard like any other.
    const current = await backend.call('GET', '/subscriptions/current', { token: backend.token })
    expect(current.body.usage.messages_used).toBe(8 + 3)

    const stranger = await backend.signUpAndLogin('chatstranger')
    const foreign = await backend.call('POST', '/demo/channel-message', { token: stranger.access_token, body: message })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/demo/channel-message', 'post', foreign)
    const blank = await backend.call('POST', '/demo/channel-message', { token: backend.token, body: { ...message, text: '   ' } })
    expect(blank.status).toBe(400)
    expectMatchesContract('/demo/channel-message', 'post', blank)
    expect((await backend.call('POST', '/demo/channel-message', { token: backend.token, body: { ...message, channel: 'sms' } })).status).toBe(400)
  })

  it('POST /demo/reset discards every change, reseeds and revokes refresh tokens', async () => {
    const backend = await setup()
    await backend.signUpAndLogin('temporary')
    await backend.call('POST', '/api/contacts', { body: { full_name: 'A', email: 'a@example.com', title: 'T', content: 'C' } })
    const seededConversations = backend.ctx.db.all('conversations').length
    await backend.ctx.db.insert('conversations', {
      chatbot_id: backend.bot.id, source: 'web', visitor_token: 't', visitor_name: null, last_message_content: null, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
    })

    const reset = await backend.call('POST', '/demo/reset', { token: backend.token })
    expect(reset.status).toBe(200)
    expectMatchesContract('/demo/reset', 'post', reset)
    expect(backend.ctx.db.first('users', (u) => u.username === 'temporary')).toBeUndefined()
    expect(backend.ctx.db.all('contacts')).toHaveLength(0)
    expect(backend.ctx.db.all('conversations')).toHaveLength(seededConversations)
    expect(backend.ctx.db.all('plans')).toHaveLength(3)
    const refresh = await backend.call('POST', '/refresh', { body: { refresh_token: backend.user.refresh_token } })
    expect(refresh.status).toBe(401)
    await backend.login()
  })

  it('after POST /demo/reset an access token from before answers 401, even once its user id is taken again', async () => {
    const backend = await setup()
    const before = await backend.signUpAndLogin('before-reset')
    const beforeMe = await backend.call('GET', '/me', { token: before.access_token })
    expect(beforeMe.status).toBe(200)

    expect((await backend.call('POST', '/demo/reset', { token: backend.token })).status).toBe(200)
    expect((await backend.call('GET', '/me', { token: backend.token })).status).toBe(401)
    // Register until the old id belongs to someone else; the old token must not become theirs.
    for (let i = 0; !backend.ctx.db.byId('users', before.id); i++) await backend.signUpAndLogin(`after-reset-${i}`)
    const stale = await backend.call('GET', '/me', { token: before.access_token })
    expect(stale.status).toBe(401)
  })
})
