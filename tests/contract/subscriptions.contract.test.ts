import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { crc16CcittFalse } from '../../mock-server/subscriptions/vietqr'
import { DEFAULT_CONFIG } from '../../mock-server/config'

const DEMO_RECEIVING_ACCOUNT = DEFAULT_CONFIG.receivingAccount

const SECRET = { 'X-Bank-Secret': 'demo-bank-secret' }
const START = new Date('2025-03-10T08:00:00.000Z')

/** A backend on a clock the test moves; orders expire after 1 minute (less than the token lifetime). */
async function clockedBackend() {
  let now = START
  const backend = await createTestBackend({ now: () => now, config: { orderExpiryMs: 60_000 } })
  return { ...backend, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
}

function planId(backend: Awaited<ReturnType<typeof createTestBackend>>, name: string): number {
  return backend.ctx.db.first('plans', (p) => p.name === name)!.id
}

describe('GET /subscriptions/plans', () => {
  it('is public and lists the stored plans cheapest first (USD compared in VND), contact-us plans last', async () => {
    const backend = await createTestBackend()
    await backend.ctx.db.insert('plans', {
      name: 'Custom', subtitle: 'Liên hệ', price_amount: null, price_currency: 'VND', features: 'a', features_en: 'a', chatbot_limit: 1, message_limit: 1, sort: -1,
    })
    await backend.ctx.db.insert('plans', {
      name: 'Mini', subtitle: 'Nhỏ', price_amount: 200_000, price_currency: 'VND', features: 'a', features_en: 'a', chatbot_limit: 1, message_limit: 1, sort: 9,
    })
    const response = await backend.call('GET', '/subscriptions/plans')
    expect(response.status).toBe(200)
    expectMatchesContract('/subscriptions/plans', 'get', response)
    expect(response.body.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Mini', 'Professional', 'Enterprise', 'Custom'])
  })
})

describe('GET /subscriptions/current', () => {
  it('answers 401 without a token', async () => {
    const backend = await createTestBackend()
    const response = await backend.call('GET', '/subscriptions/current')
    expect(response.status).toBe(401)
    expectMatchesContract('/subscriptions/current', 'get', response)
  })

  it("reports the demo owner's free plan with real usage that follows new bot messages", async () => {
    const backend = await createTestBackend()
    const user = await backend.login()
    const first = await backend.call('GET', '/subscriptions/current', { token: user.access_token })
    expect(first.status).toBe(200)
    expectMatchesContract('/subscriptions/current', 'get', first)
    expect(first.body.plan.name).toBe('Starter')
    expect(first.body.expires_at).toBeNull()
    expect(first.body.usage).toMatchObject({ messages_limit: 100, chatbots_used: 3, chatbots_limit: 1, days_remaining: null })
    // Seeded bot replies in the current cycle (the plan began 15 days ago): all 8 are newer than that.
    expect(first.body.usage.messages_used).toBe(8)

    const conversation = backend.ctx.db.first('conversations', () => true)!
    await backend.ctx.db.insert('messages', { conversation_id: conversation.id, role: 'bot', content: 'x', created_at: new Date().toISOString() })
    await backend.ctx.db.insert('messages', { conversation_id: conversation.id, role: 'user', content: 'y', created_at: new Date().toISOString() })
    const second = await backend.call('GET', '/subscriptions/current', { token: user.access_token })
    expect(second.body.usage.messages_used).toBe(9)
  })

  it('counts nothing of other owners and falls back to the free plan when a paid plan has lapsed', async () => {
    const backend = await clockedBackend()
    const other = await backend.signUpAndLogin('lapsed')
    await backend.ctx.db.update('users', other.id, {
      plan_id: planId(backend, 'Professional'),
      plan_started_at: new Date(START.getTime() - 40 * 86_400_000).toISOString(),
      plan_expires_at: new Date(START.getTime() - 10 * 86_400_000).toISOString(),
    })
    const response = await backend.call('GET', '/subscriptions/current', { token: other.access_token })
    expect(response.status).toBe(200)
    expect(response.body.plan.name).toBe('Starter')
    expect(response.body.usage).toMatchObject({ messages_used: 0, chatbots_used: 0, days_remaining: null })
  })
})

describe('POST /subscriptions/order', () => {
  it('creates a PENDING order with a VietQR payload for a USD plan, amount converted to VND', async () => {
    const backend = await clockedBackend()
    const user = await backend.login()
    const response = await backend.call('POST', '/subscriptions/order', {
      token: user.access_token,
      body: { plan_id: planId(backend, 'Professional'), user_id: user.id },
    })
    expect(response.status).toBe(201)
    expectMatchesContract('/subscriptions/order', 'post', response)
    const order = response.body
    expect(order).toMatchObject({ status: 'PENDING', amount: 29, currency: 'USD', amount_vnd: 29 * 25_000, paid_at: null })
    expect(order.expire_at).toBe(new Date(START.getTime() + 60_000).toISOString())
    expect(order.transfer_content).toMatch(/^CB\d{8}$/)
    expect(order).toMatchObject(DEMO_RECEIVING_ACCOUNT)
    // The payload carries the receiving account, the amount and the order code, and a valid CRC.
    expect(order.qrCode.startsWith('000201010212')).toBe(true)
    expect(order.qrCode).toContain(`0006${DEMO_RECEIVING_ACCOUNT.bank_bin}`)
    expect(order.qrCode).toContain('5406725000')
    expect(order.qrCode).toContain('62140810' + order.transfer_content)
    expect(crc16CcittFalse(order.qrCode.slice(0, -4))).toBe(order.qrCode.slice(-4))
  })

  it('creates a free order already PAID, with an empty qrCode, and activates the plan at once', async () => {
    const backend = await createTestBackend()
    const user = await backend.login()
    await backend.ctx.db.update('users', user.id, { plan_id: planId(backend, 'Enterprise'), plan_expires_at: new Date(Date.now() + 86_400_000).toISOString() })
    const response = await backend.call('POST', '/subscriptions/order', {
      token: user.access_token,
      body: { plan_id: planId(backend, 'Starter'), user_id: user.id },
    })
    expect(response.status).toBe(201)
    expectMatchesContract('/subscriptions/order', 'post', response)
    expect(response.body).toMatchObject({ status: 'PAID', amount: 0, amount_vnd: 0, qrCode: '' })
    const after = backend.ctx.db.byId('users', user.id)!
    expect(after.plan_id).toBe(planId(backend, 'Starter'))
    expect(after.plan_expires_at).toBeNull()
  })

  it('refuses a contact-us plan (400), an unknown plan (404), another user id (404), bad input (400) and no token (401)', async () => {
    const backend = await createTestBackend()
    const user = await backend.login()
    const custom = await backend.ctx.db.insert('plans', {
      name: 'Custom', subtitle: 'Liên hệ', price_amount: null, price_currency: 'VND', features: 'a', features_en: 'a', chatbot_limit: 1, message_limit: 1, sort: 9,
    })
    const cases: [unknown, number, string | undefined][] = [
      [{ plan_id: custom.id, user_id: user.id }, 400, user.access_token],
      [{ plan_id: 999, user_id: user.id }, 404, user.access_token],
      [{ plan_id: planId(backend, 'Professional'), user_id: user.id + 100 }, 404, user.access_token],
      [{ plan_id: 'two', user_id: user.id }, 400, user.access_token],
      [{ plan_id: 1 }, 400, user.access_token],
      [{ plan_id: 1, user_id: user.id, extra: true }, 400, user.access_token],
      [{ plan_id: 2, user_id: user.id }, 401, undefined],
    ]
    for (const [body, status, token] of cases) {
      const response = await backend.call('POST', '/subscriptions/order', { body, token })
      expect(response.status, JSON.stringify(body)).toBe(status)
      expectMatchesContract('/subscriptions/order', 'post', response)
    }
    expect(backend.ctx.db.all('orders')).toHaveLength(0)
  })
})

describe('GET /subscriptions/order/{id}', () => {
  it("reads the caller's own order, reports EXPIRED after expire_at, and answers 404 for another owner's", async () => {
    const backend = await clockedBackend()
    const user = await backend.login()
    const created = await backend.call('POST', '/subscriptions/order', {
      token: user.access_token,
      body: { plan_id: planId(backend, 'Professional'), user_id: user.id },
    })
    const path = `/subscriptions/order/${created.body.id}`
    const read = await backend.call('GET', path, { token: user.access_token })
    expect(read.status).toBe(200)
    expectMatchesContract('/subscriptions/order/{id}', 'get', read)
    expect(read.body.data).toMatchObject({ id: created.body.id, status: 'PENDING' })

    const stranger = await backend.signUpAndLogin('stranger')
    const foreign = await backend.call('GET', path, { token: stranger.access_token })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/subscriptions/order/{id}', 'get', foreign)
    expect((await backend.call('GET', '/subscriptions/order/abc', { token: user.access_token })).status).toBe(400)
    expect((await backend.call('GET', path)).status).toBe(401)

    backend.advance(61_000)
    const expired = await backend.call('GET', path, { token: user.access_token })
    expect(expired.body.data.status).toBe('EXPIRED')
    expect(backend.ctx.db.byId('orders', created.body.id)!.status).toBe('EXPIRED')
  })
})

describe('POST /payments/bank-notification', () => {
  async function pendingOrder() {
    const backend = await clockedBackend()
    const user = await backend.login()
    const created = await backend.call('POST', '/subscriptions/order', {
      token: user.access_token,
      body: { plan_id: planId(backend, 'Professional'), user_id: user.id },
    })
    const userBefore = { ...backend.ctx.db.byId('users', user.id)! }
    const unchanged = () => {
      const order = backend.ctx.db.byId('orders', created.body.id)!
      expect(order.paid_at).toBeNull()
      expect(order.transaction_id).toBeNull()
      expect(order.status).not.toBe('PAID')
      expect(backend.ctx.db.byId('users', user.id)).toEqual(userBefore)
    }
    const notify = (body: unknown, headers: Record<string, string> = SECRET) => backend.call('POST', '/payments/bank-notification', { body, headers })
    return { backend, user, order: created.body, unchanged, notify }
  }

  it('marks the order PAID and activates the plan for 30 days; a second notification is 409', async () => {
    const { backend, user, order, notify } = await pendingOrder()
    const response = await notify({ transaction_id: 'FT25069001', amount: order.amount_vnd, content: `nguyen van a ${order.transfer_content.toLowerCase()} ck` })
    expect(response.status).toBe(200)
    expectMatchesContract('/payments/bank-notification', 'post', response)
    expect(response.body).toEqual({ order_id: order.id, status: 'PAID' })
    const stored = backend.ctx.db.byId('orders', order.id)!
    expect(stored).toMatchObject({ status: 'PAID', transaction_id: 'FT25069001', paid_at: START.toISOString() })
    const owner = backend.ctx.db.byId('users', user.id)!
    expect(owner.plan_id).toBe(planId(backend, 'Professional'))
    expect(owner.plan_started_at).toBe(START.toISOString())
    expect(owner.plan_expires_at).toBe(new Date(START.getTime() + 30 * 86_400_000).toISOString())

    const current = await backend.call('GET', '/subscriptions/current', { token: user.access_token })
    expect(current.body).toMatchObject({ plan: { name: 'Professional' }, usage: { days_remaining: 30, chatbots_limit: 5, messages_used: 0 } })
    const polled = await backend.call('GET', `/subscriptions/order/${order.id}`, { token: user.access_token })
    expect(polled.body.data.status).toBe('PAID')

    const again = await notify({ transaction_id: 'FT25069002', amount: order.amount_vnd, content: order.transfer_content })
    expect(again.status).toBe(409)
    expectMatchesContract('/payments/bank-notification', 'post', again)
    expect(backend.ctx.db.byId('orders', order.id)!.transaction_id).toBe('FT25069001')
  })

  it('answers 401 without or with a wrong X-Bank-Secret, and changes nothing', async () => {
    const { order, unchanged, notify } = await pendingOrder()
    for (const headers of [{}, { 'X-Bank-Secret': 'wrong' }] as Record<string, string>[]) {
      const response = await notify({ transaction_id: 'T1', amount: order.amount_vnd, content: order.transfer_content }, headers)
      expect(response.status).toBe(401)
      expectMatchesContract('/payments/bank-notification', 'post', response)
    }
    unchanged()
  })

  it('answers 400 for an unknown code, a wrong amount, a wrong receiving account or a bad body, and changes nothing', async () => {
    const { order, unchanged, notify } = await pendingOrder()
    const bodies = [
      { transaction_id: 'T1', amount: order.amount_vnd, content: 'CB00000000 no such order' },
      { transaction_id: 'T2', amount: order.amount_vnd - 1000, content: order.transfer_content },
      { transaction_id: 'T3', amount: order.amount_vnd, content: order.transfer_content, account_number: '999' },
      { transaction_id: 'T4', amount: order.amount_vnd, content: order.transfer_content, bank_bin: '970418' },
      { transaction_id: 'T5', amount: 'lots', content: order.transfer_content },
      { amount: order.amount_vnd, content: order.transfer_content },
    ]
    for (const body of bodies) {
      const response = await notify(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expectMatchesContract('/payments/bank-notification', 'post', response)
      expect(response.body.message).toBeTruthy()
    }
    unchanged()
  })

  it('answers 410 for an expired order and changes nothing but its EXPIRED status', async () => {
    const { backend, order, unchanged, notify } = await pendingOrder()
    backend.advance(61_000)
    const response = await notify({ transaction_id: 'T1', amount: order.amount_vnd, content: order.transfer_content })
    expect(response.status).toBe(410)
    expectMatchesContract('/payments/bank-notification', 'post', response)
    unchanged()
    expect(backend.ctx.db.byId('orders', order.id)!.status).toBe('EXPIRED')
  })

  it('renews: paying the plan one is on adds 30 days to its end', async () => {
    const { backend, user, order, notify } = await pendingOrder()
    await notify({ transaction_id: 'T1', amount: order.amount_vnd, content: order.transfer_content })
    const next = await backend.call('POST', '/subscriptions/order', {
      token: user.access_token,
      body: { plan_id: order.plan_id, user_id: user.id },
    })
    expect((await notify({ transaction_id: 'T2', amount: next.body.amount_vnd, content: next.body.transfer_content })).status).toBe(200)
    expect(backend.ctx.db.byId('users', user.id)!.plan_expires_at).toBe(new Date(START.getTime() + 60 * 86_400_000).toISOString())
  })
})
