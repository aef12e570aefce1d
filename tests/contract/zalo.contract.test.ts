import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'

const START = new Date('2025-03-10T08:00:00.000Z')

async function setup() {
  let now = START
  const backend = await createTestBackend({ now: () => now })
  const user = await backend.login()
  const bot = backend.ctx.db.first('chatbots', (b) => b.user_id === user.id)!
  const token = user.access_token
  return { ...backend, user, bot, token, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
}

describe('Zalo connectors and QR login', () => {
  it('connects, starts a QR login, completes it by the demo scan and then lists the account', async () => {
    const { call, bot, token } = await setup()
    const created = await call('POST', '/zalo/connect', { token, body: { chatbot_id: bot.id } })
    expect(created.status).toBe(201)
    expectMatchesContract('/zalo/connect', 'post', created)
    const id = created.body.id

    const read = await call('GET', `/zalo/${id}`, { token })
    expect(read.status).toBe(200)
    expectMatchesContract('/zalo/{id}', 'get', read)
    expect(read.body).toMatchObject({ id, chatbot_id: bot.id, username: null, status: false, imei: null })

    const status = await call('GET', `/zalo/${id}/status`, { token })
    expect(status.status).toBe(200)
    expectMatchesContract('/zalo/{id}/status', 'get', status)
    expect(status.body).toEqual({ imei: null })

    const noSession = await call('GET', `/zalo/${id}/qr-code`, { token })
    expect(noSession.status).toBe(409)
    expectMatchesContract('/zalo/{id}/qr-code', 'get', noSession)

    const listedBefore = await call('GET', `/zalo/list-connected?chatbot_id=${bot.id}`, { token })
    expect(listedBefore.status).toBe(200)
    expectMatchesContract('/zalo/list-connected', 'get', listedBefore)
    expect(listedBefore.body).toEqual([])

    const login = await call('POST', '/zalobe/zalo-login', { token, body: { connectorId: id } })
    expect(login.status).toBe(200)
    expectMatchesContract('/zalobe/zalo-login', 'post', login)
    expect(login.body.success).toBe(true)
    expect(login.body.qrCodeImage).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(login.body.qrCodeImage.split(',')[1])).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(login.body.expires_at).toBe(new Date(START.getTime() + 300_000).toISOString())

    const qr = await call('GET', `/zalo/${id}/qr-code`, { token })
    expect(qr.status).toBe(200)
    expectMatchesContract('/zalo/{id}/qr-code', 'get', qr)
    expect(qr.body.qrCodeImage).toBe(login.body.qrCodeImage)

    const scanned = await call('POST', `/demo/zalo/${id}/scan`, { token })
    expect(scanned.status).toBe(200)
    expectMatchesContract('/demo/zalo/{id}/scan', 'post', scanned)
    expect(scanned.body.status).toBe(true)
    expect(scanned.body.imei).toBeTruthy()

    const after = await call('GET', `/zalo/${id}/status`, { token })
    expect(after.body.imei).toBe(scanned.body.imei)
    const listed = await call('GET', `/zalo/list-connected?chatbot_id=${bot.id}`, { token })
    expectMatchesContract('/zalo/list-connected', 'get', listed)
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([id])

    const again = await call('POST', '/zalobe/zalo-login', { token, body: { connectorId: id } })
    expect(again.status).toBe(409)
    expectMatchesContract('/zalobe/zalo-login', 'post', again)
    expect((await call('POST', `/demo/zalo/${id}/scan`, { token })).status).toBe(409)
  })

  it('expires a QR after 300 s (qr-code 409, scan 410) and a new zalo-login replaces it', async () => {
    const { call, bot, token, advance } = await setup()
    const { body } = await call('POST', '/zalo/connect', { token, body: { chatbot_id: bot.id } })
    const first = await call('POST', '/zalobe/zalo-login', { token, body: { connectorId: body.id } })
    advance(301_000)
    expect((await call('GET', `/zalo/${body.id}/qr-code`, { token })).status).toBe(409)
    const late = await call('POST', `/demo/zalo/${body.id}/scan`, { token })
    expect(late.status).toBe(410)
    expectMatchesContract('/demo/zalo/{id}/scan', 'post', late)
    expect((await call('GET', `/zalo/${body.id}/status`, { token })).body.imei).toBeNull()

    const second = await call('POST', '/zalobe/zalo-login', { token, body: { connectorId: body.id } })
    expect(second.status).toBe(200)
    expect(second.body.qrCodeImage).not.toBe(first.body.qrCodeImage)
    expect((await call('POST', `/demo/zalo/${body.id}/scan`, { token })).status).toBe(200)
  })

  it("answers 404 for another owner's chatbot or connector, 400 for bad input and 401 without a token", async () => {
    const { call, bot, token, signUpAndLogin } = await setup()
    const { body } = await call('POST', '/zalo/connect', { token, body: { chatbot_id: bot.id } })
    const stranger = (await signUpAndLogin('zalostranger')).access_token
    const foreign: [string, string, string, unknown?][] = [
      ['GET', `/zalo/list-connected?chatbot_id=${bot.id}`, '/zalo/list-connected'],
      ['POST', '/zalo/connect', '/zalo/connect', { chatbot_id: bot.id }],
      ['GET', `/zalo/${body.id}`, '/zalo/{id}'],
      ['GET', `/zalo/${body.id}/qr-code`, '/zalo/{id}/qr-code'],
      ['GET', `/zalo/${body.id}/status`, '/zalo/{id}/status'],
      ['POST', '/zalobe/zalo-login', '/zalobe/zalo-login', { connectorId: body.id }],
    ]
    for (const [method, path, template, payload] of foreign) {
      const response = await call(method, path, { token: stranger, body: payload })
      expect(response.status, `${method} ${path}`).toBe(404)
      expectMatchesContract(template, method, response)
      const anonymous = await call(method, path, { body: payload })
      expect(anonymous.status, `${method} ${path}`).toBe(401)
      expectMatchesContract(template, method, anonymous)
    }
    const bad: [string, string, string, unknown?][] = [
      ['GET', '/zalo/list-connected', '/zalo/list-connected'],
      ['POST', '/zalo/connect', '/zalo/connect', { chatbot_id: 'x' }],
      ['GET', '/zalo/abc', '/zalo/{id}'],
      ['GET', '/zalo/0/qr-code', '/zalo/{id}/qr-code'],
      ['GET', '/zalo/-1/status', '/zalo/{id}/status'],
      ['POST', '/zalobe/zalo-login', '/zalobe/zalo-login', {}],
    ]
    for (const [method, path, template, payload] of bad) {
      const response = await call(method, path, { token, body: payload })
      expect(response.status, `${method} ${path}`).toBe(400)
      expectMatchesContract(template, method, response)
    }
  })
})
