import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { consentCode } from '../support/oauth-consent'
import { DEFAULT_CONFIG } from '../../mock-server/config'
import { whatsappSignature } from '../../mock-server/channels/whatsapp-signature'

const DEFAULT_WHATSAPP_VERIFY_TOKEN = DEFAULT_CONFIG.whatsappVerifyToken

async function setup() {
  const backend = await createTestBackend()
  const user = await backend.login()
  const bot = backend.ctx.db.first('chatbots', (b) => b.user_id === user.id)!
  return { ...backend, user, bot, token: user.access_token }
}

function inbound(phoneNumberId: string, from: string, name: string, text: string) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '84900000001', phone_number_id: phoneNumberId },
              contacts: [{ wa_id: from, profile: { name } }],
              messages: [{ from, id: `wamid.${Math.random()}`, timestamp: '1710000000', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  }
}

describe('WhatsApp numbers', () => {
  it('exchanges a consent code for a number, lists it, disables it; a reused code is 400', async () => {
    const backend = await setup()
    const code = await consentCode(backend, 'whatsapp', backend.bot.id)
    const connected = await backend.call('POST', '/whatsapp/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })
    expect(connected.status).toBe(200)
    expectMatchesContract('/whatsapp/connect', 'post', connected)
    const number = connected.body.numbers[0]
    expect(number).toMatchObject({ chatbot_id: backend.bot.id, status: true })

    const reused = await backend.call('POST', '/whatsapp/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })
    expect(reused.status).toBe(400)
    expectMatchesContract('/whatsapp/connect', 'post', reused)

    const list = await backend.call('GET', `/whatsapp/list-number-connected?chatbot_id=${backend.bot.id}`, { token: backend.token })
    expect(list.status).toBe(200)
    expectMatchesContract('/whatsapp/list-number-connected', 'get', list)
    expect(list.body.map((n: { id: number }) => n.id)).toEqual([number.id])

    const disabled = await backend.call('PATCH', '/whatsapp/disable-number-connect', { token: backend.token, body: { id: number.id } })
    expect(disabled.status).toBe(200)
    expectMatchesContract('/whatsapp/disable-number-connect', 'patch', disabled)
    expect(disabled.body.status).toBe(false)
  })

  it("subscribes a WABA number to a chatbot; the same number on another owner's enabled chatbot is 409", async () => {
    const backend = await setup()
    const body = { chatbot_id: backend.bot.id, waba_id: 'WABA-1', phone_number_id: '1099887766' }
    const subscribed = await backend.call('POST', '/whatsapp/subscribe-waba', { token: backend.token, body })
    expect(subscribed.status).toBe(200)
    expectMatchesContract('/whatsapp/subscribe-waba', 'post', subscribed)
    expect(subscribed.body).toMatchObject({ phone_number_id: '1099887766', waba_id: 'WABA-1', status: true, chatbot_id: backend.bot.id })
    const again = await backend.call('POST', '/whatsapp/subscribe-waba', { token: backend.token, body })
    expect(again.body.id).toBe(subscribed.body.id)

    const other = await backend.signUpAndLogin('waother')
    const { id: _id, ...copy } = backend.bot
    const otherBot = await backend.ctx.db.insert('chatbots', { ...copy, user_id: other.id })
    const taken = await backend.call('POST', '/whatsapp/subscribe-waba', { token: other.access_token, body: { ...body, chatbot_id: otherBot.id } })
    expect(taken.status).toBe(409)
    expectMatchesContract('/whatsapp/subscribe-waba', 'post', taken)
    const blank = await backend.call('POST', '/whatsapp/subscribe-waba', { token: backend.token, body: { ...body, phone_number_id: '   ' } })
    expect(blank.status).toBe(400)
  })

  it("answers 404 for another owner's chatbot or number, 400 for bad input and 401 without a token", async () => {
    const backend = await setup()
    const code = await consentCode(backend, 'whatsapp', backend.bot.id)
    const number = (await backend.call('POST', '/whatsapp/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })).body.numbers[0]
    const fresh = await consentCode(backend, 'whatsapp', backend.bot.id)
    const stranger = (await backend.signUpAndLogin('wastranger')).access_token
    const foreign: [string, string, string, unknown?][] = [
      ['POST', '/whatsapp/connect', '/whatsapp/connect', { chatbot_id: backend.bot.id, code: fresh }],
      ['PATCH', '/whatsapp/disable-number-connect', '/whatsapp/disable-number-connect', { id: number.id }],
      ['GET', `/whatsapp/list-number-connected?chatbot_id=${backend.bot.id}`, '/whatsapp/list-number-connected'],
      ['POST', '/whatsapp/subscribe-waba', '/whatsapp/subscribe-waba', { chatbot_id: backend.bot.id, waba_id: 'W', phone_number_id: 'P' }],
    ]
    for (const [method, path, template, body] of foreign) {
      const response = await backend.call(method, path, { token: stranger, body })
      expect(response.status, `${method} ${path}`).toBe(404)
      expectMatchesContract(template, method, response)
      const anonymous = await backend.call(method, path, { body })
      expect(anonymous.status).toBe(401)
      expectMatchesContract(template, method, anonymous)
    }
    expect(backend.ctx.db.byId('whatsappNumbers', number.id)!.status).toBe(true)
    const bad: [string, string, string, unknown?][] = [
      ['POST', '/whatsapp/connect', '/whatsapp/connect', { chatbot_id: backend.bot.id, code: '' }],
      ['PATCH', '/whatsapp/disable-number-connect', '/whatsapp/disable-number-connect', {}],
      ['GET', '/whatsapp/list-number-connected?chatbot_id=x', '/whatsapp/list-number-connected'],
      ['POST', '/whatsapp/subscribe-waba', '/whatsapp/subscribe-waba', { chatbot_id: backend.bot.id, waba_id: 'W' }],
    ]
    for (const [method, path, template, body] of bad) {
      const response = await backend.call(method, path, { token: backend.token, body })
      expect(response.status, `${method} ${path}`).toBe(400)
      expectMatchesContract(template, method, response)
    }
  })
})

describe('WhatsApp webhook', () => {
  it('echoes hub.challenge as text for the right verify token, 403 for a wrong one, 400 without hub.mode', async () => {
    const backend = await setup()
    const ok = await backend.call('GET', `/whatsapp/webhook-callback?hub.mode=subscribe&hub.verify_token=${DEFAULT_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toContain('text/plain')
    expect(ok.body).toBe(1158201444) // the test client parses JSON-looking text
    expectMatchesContract('/whatsapp/webhook-callback', 'get', ok)
    const wrong = await backend.call('GET', '/whatsapp/webhook-callback?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=abc')
    expect(wrong.status).toBe(403)
    expectMatchesContract('/whatsapp/webhook-callback', 'get', wrong)
    const noMode = await backend.call('GET', `/whatsapp/webhook-callback?hub.verify_token=${DEFAULT_WHATSAPP_VERIFY_TOKEN}&hub.challenge=abc`)
    expect(noMode.status).toBe(400)
    expectMatchesContract('/whatsapp/webhook-callback', 'get', noMode)

    const configured = await createTestBackend({ config: { whatsappVerifyToken: 'from-config' } })
    expect((await configured.call('GET', '/whatsapp/webhook-callback?hub.mode=subscribe&hub.verify_token=from-config&hub.challenge=x')).status).toBe(200)
    expect((await configured.call('GET', `/whatsapp/webhook-callback?hub.mode=subscribe&hub.verify_token=${DEFAULT_WHATSAPP_VERIFY_TOKEN}&hub.challenge=x`)).status).toBe(403)
  })

  it("records inbound text messages to an enabled number in one whatsapp conversation per sender; ignores the rest", async () => {
    const backend = await setup()
    const number = (
      await backend.call('POST', '/whatsapp/subscribe-waba', { token: backend.token, body: { chatbot_id: backend.bot.id, waba_id: 'W1', phone_number_id: 'PN1' } })
    ).body
    const before = backend.ctx.db.all('conversations').length

    const first = await backend.call('POST', '/whatsapp/webhook-callback', { body: inbound('PN1', '84911222333', 'Bình', 'Spa mở cửa lúc mấy giờ?') })
    expect(first.status).toBe(200)
    expectMatchesContract('/whatsapp/webhook-callback', 'post', first)
    expect(first.body).toEqual({ received: true })
    await backend.call('POST', '/whatsapp/webhook-callback', { body: inbound('PN1', '84911222333', 'Bình', 'Còn chỗ tối nay không?') })
    await backend.call('POST', '/whatsapp/webhook-callback', { body: inbound('UNKNOWN', '84911222333', 'Bình', 'lost') })

    const conversations = backend.ctx.db.find('conversations', (c) => c.source === 'whatsapp')
    expect(conversations).toHaveLength(1)
    expect(backend.ctx.db.all('conversations')).toHaveLength(before + 1)
    expect(conversations[0]).toMatchObject({ chatbot_id: backend.bot.id, visitor_name: 'Bình', last_message_content: 'Còn chỗ tối nay không?' })
    const messages = backend.ctx.db.find('messages', (m) => m.conversation_id === conversations[0].id)
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Spa mở cửa lúc mấy giờ?'],
      ['user', 'Còn chỗ tối nay không?'],
    ])

    await backend.call('PATCH', '/whatsapp/disable-number-connect', { token: backend.token, body: { id: number.id } })
    await backend.call('POST', '/whatsapp/webhook-callback', { body: inbound('PN1', '84911222333', 'Bình', 'after disable') })
    expect(backend.ctx.db.find('messages', (m) => m.content === 'after disable')).toHaveLength(0)

    const invalid = await backend.call('POST', '/whatsapp/webhook-callback', { body: { object: 'whatsapp_business_account' } })
    expect(invalid.status).toBe(400)
    expectMatchesContract('/whatsapp/webhook-callback', 'post', invalid)
    const statusOnly = await backend.call('POST', '/whatsapp/webhook-callback', { body: { object: 'x', entry: [{ changes: [{ value: { statuses: [] } }] }, 'junk'] } })
    expect(statusOnly.status).toBe(400) // entry items must be objects
    const odd = await backend.call('POST', '/whatsapp/webhook-callback', { body: { object: 'x', entry: [{ changes: 'nope' }, { changes: [null, { value: { metadata: { phone_number_id: 7 } } }] }] } })
    expect(odd.status).toBe(200)
  })

  it('with an app secret configured, only deliveries signed over their raw body are recorded; the rest answer 403', async () => {
    const backend = await createTestBackend({ config: { whatsappAppSecret: 'meta-app-secret' } })
    const owner = await backend.login()
    const bot = backend.ctx.db.first('chatbots', (b) => b.user_id === owner.id)!
    await backend.call('POST', '/whatsapp/subscribe-waba', { token: owner.access_token, body: { chatbot_id: bot.id, waba_id: 'W1', phone_number_id: 'PN1' } })
    const stored = (text: string) => backend.ctx.db.find('messages', (m) => m.content === text).length
    const deliver = (raw: string, signature?: string) =>
      backend.call('POST', '/whatsapp/webhook-callback', {
        raw,
        headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) },
      })

    // Meta signs the bytes it sends, spacing included.
    const signed = JSON.stringify(inbound('PN1', '84911222333', 'Bình', 'signed'), null, 1)
    const ok = await deliver(signed, await whatsappSignature('meta-app-secret', signed))
    expect(ok.status).toBe(200)
    expect(stored('signed')).toBe(1)

    const unsigned = JSON.stringify(inbound('PN1', '84911222333', 'Bình', 'unsigned'))
    const missing = await deliver(unsigned)
    expect(missing.status).toBe(403)
    expect(missing.body.message).toBe('Chữ ký webhook (X-Hub-Signature-256) không hợp lệ')
    expectMatchesContract('/whatsapp/webhook-callback', 'post', missing)
    expect((await deliver(unsigned, await whatsappSignature('another-secret', unsigned))).status).toBe(403)
    const tampered = signed.replace('signed', 'tampered')
    expect((await deliver(tampered, await whatsappSignature('meta-app-secret', signed))).status).toBe(403)
    expect(stored('unsigned') + stored('tampered')).toBe(0)
  })

  it('the signature is the hex HMAC-SHA256 of the raw body, prefixed sha256=', async () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(await whatsappSignature('Jefe', 'what do ya want for nothing?')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
  })
})
