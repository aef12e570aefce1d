import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { demoBot, newChatbotBody, type TestBackend } from '../support/demo-data'
import { Database } from '../../mock-server/db/database'
import { DEFAULT_COLOURS, DEFAULT_SETTINGS } from '../../mock-server/chatbots/defaults'

describe('GET /chatbots', () => {
  it("lists only the caller's bots, newest first", async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const response = await backend.call('GET', '/chatbots', { token: owner.access_token })
    expect(response.status).toBe(200)
    expectMatchesContract('/chatbots', 'get', response)
    const names = response.body.map((bot: { name: string }) => bot.name)
    expect(names).toEqual([demoBot(backend, 2).name, demoBot(backend, 1).name, demoBot(backend, 0).name])

    const other = await backend.signUpAndLogin('other')
    const empty = await backend.call('GET', '/chatbots', { token: other.access_token })
    expect(empty.body).toEqual([])
  })

  it('answers 401 without a token', async () => {
    const backend = await createTestBackend()
    const response = await backend.call('GET', '/chatbots')
    expect(response.status).toBe(401)
    expectMatchesContract('/chatbots', 'get', response)
  })
})

describe('POST /chatbots (create)', () => {
  it('creates with the defaults of 001 §9 and lists it afterwards', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const created = await backend.call('POST', '/chatbots', { token: owner.access_token, body: newChatbotBody() })
    expect(created.status).toBe(201)
    expectMatchesContract('/chatbots', 'post', created)
    expect(created.body).toMatchObject({
      name: 'Tiệm bánh Hạnh',
      user_id: owner.id,
      status: 'active',
      agent_type: 'TRA_LOI',
      agent_id: 8,
      embed_widget: true,
      color_header: '#069206',
      tagline: null,
      logo_url: null,
      advancedSettings: { maxMessageLength: 1000, maxConversationLength: 50, autoCloseAfter: 30 },
      generalSettings: { messageDelay: 1 },
      developmentSettings: { api_version: 'v1' },
      dataSourceSettings: { crawlDepth: '2 - Homepage and linked pages' },
    })
    const list = await backend.call('GET', '/chatbots', { token: owner.access_token })
    expect(list.body[0].id).toBe(created.body.id)
  })

  it('creates a TU_VAN bot with its industry and the sent colours and settings', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const created = await backend.call('POST', '/chatbots', {
      token: owner.access_token,
      body: newChatbotBody({ agent_type: 'TU_VAN', agent_id: 16, color_header: '#123456', user_id: owner.id, advancedSettings: { maxMessageLength: 300 } }),
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ agent_type: 'TU_VAN', agent_id: 16, color_header: '#123456', color: '#069206' })
    expect(created.body.advancedSettings).toEqual({ maxMessageLength: 300, maxConversationLength: 50, autoCloseAfter: 30 })
  })

  it.each([
    ['a TU_VAN bot without an industry', { agent_type: 'TU_VAN' }, 'body.agent_id'],
    ['an industry of the other type', { agent_type: 'TU_VAN', agent_id: 8 }, 'body.agent_id'],
    ['an unknown industry', { agent_id: 999 }, 'body.agent_id'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['a read-only field', { created_at: '2025-01-01T00:00:00Z' }, 'body'],
    ["another user's id", { user_id: 999 }, 'body.user_id'],
    ['a colour that is not hex', { color_header: 'green' }, 'body'],
  ])('refuses %s with 400 and a message', async (_label, overrides, path) => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const response = await backend.call('POST', '/chatbots', { token: owner.access_token, body: newChatbotBody(overrides) })
    expect(response.status).toBe(400)
    expectMatchesContract('/chatbots', 'post', response)
    expect(response.body.message).toBeTruthy()
    expect(JSON.stringify(response.body.details ?? [])).toContain(path)
    expect(backend.ctx.db.all('chatbots')).toHaveLength(3)
  })

  it('refuses a body without the welcome message', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const { initial_prompt: _, ...body } = newChatbotBody()
    const response = await backend.call('POST', '/chatbots', { token: owner.access_token, body })
    expect(response.status).toBe(400)
  })

  it('keeps its defaults equal to the ones openapi.yaml declares', async () => {
    const backend = await createTestBackend()
    const schemas = (backend.openapi as any).components.schemas
    for (const [field, value] of Object.entries(DEFAULT_COLOURS)) {
      expect(schemas.ChatbotCreateInput.properties[field].default, field).toBe(value)
    }
    expect(schemas.AdvancedSettings.properties.maxMessageLength.default).toBe(DEFAULT_SETTINGS.advancedSettings.maxMessageLength)
    expect(schemas.AdvancedSettings.properties.maxConversationLength.default).toBe(DEFAULT_SETTINGS.advancedSettings.maxConversationLength)
    expect(schemas.AdvancedSettings.properties.autoCloseAfter.default).toBe(DEFAULT_SETTINGS.advancedSettings.autoCloseAfter)
    expect(schemas.GeneralSettings.properties.messageDelay.default).toBe(DEFAULT_SETTINGS.generalSettings.messageDelay)
    expect(schemas.DevelopmentSettings.properties.api_version.default).toBe(DEFAULT_SETTINGS.developmentSettings.api_version)
    expect(schemas.DataSourceSettings.properties.crawlDepth.default).toBe(DEFAULT_SETTINGS.dataSourceSettings.crawlDepth)
  })
})

describe('POST /chatbots (update)', () => {
  it('updates only the sent fields, replaces a sent settings object whole, and answers 200', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bot = demoBot(backend, 0)
    const first = await backend.call('POST', '/chatbots', {
      token: owner.access_token,
      body: { id: bot.id, leadCollectionSettings: { enableLeadCollection: true, successMessage: 'Cảm ơn!' } },
    })
    expect(first.status).toBe(200)
    const response = await backend.call('POST', '/chatbots', {
      token: owner.access_token,
      body: { id: bot.id, name: ' Spa mới ', status: 'inactive', leadCollectionSettings: { enableLeadCollection: false } },
    })
    expect(response.status).toBe(200)
    expectMatchesContract('/chatbots', 'post', response)
    expect(response.body).toMatchObject({
      id: bot.id,
      name: 'Spa mới',
      status: 'inactive',
      description: bot.description,
      agent_id: 16,
      leadCollectionSettings: { enableLeadCollection: false },
    })
    expect(response.body.leadCollectionSettings.successMessage).toBeUndefined()
    const read = await backend.call('GET', `/chatbots/${bot.id}`, { token: owner.access_token })
    expect(read.body[0].name).toBe('Spa mới')
  })

  it('follows a change of type: to TRA_LOI the agent becomes 8, to TU_VAN an industry is required', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const spa = demoBot(backend, 0)
    const toAnswering = await backend.call('POST', '/chatbots', { token: owner.access_token, body: { id: spa.id, agent_type: 'TRA_LOI' } })
    expect(toAnswering.body).toMatchObject({ agent_type: 'TRA_LOI', agent_id: 8 })
    const back = await backend.call('POST', '/chatbots', { token: owner.access_token, body: { id: spa.id, agent_type: 'TU_VAN' } })
    expect(back.status).toBe(400)
    const withAgent = await backend.call('POST', '/chatbots', { token: owner.access_token, body: { id: spa.id, agent_type: 'TU_VAN', agent_id: 13 } })
    expect(withAgent.body).toMatchObject({ agent_type: 'TU_VAN', agent_id: 13 })
  })

  it("answers 404 for another owner's bot and changes nothing", async () => {
    const backend = await createTestBackend()
    const other = await backend.signUpAndLogin('intruder')
    const bot = demoBot(backend, 0)
    const response = await backend.call('POST', '/chatbots', { token: other.access_token, body: { id: bot.id, name: 'Hacked' } })
    expect(response.status).toBe(404)
    expectMatchesContract('/chatbots', 'post', response)
    expect(backend.ctx.db.byId('chatbots', bot.id)!.name).toBe(bot.name)
  })
})

describe('POST /chatbots-by-user', () => {
  it('pages the caller’s bots newest first with defaults page 1 and 10 per page', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const defaults = await backend.call('POST', '/chatbots-by-user', { token: owner.access_token, body: { user_id: owner.id } })
    expect(defaults.status).toBe(200)
    expectMatchesContract('/chatbots-by-user', 'post', defaults)
    expect(defaults.body).toMatchObject({ total: 3, per_page: 10, page: 1 })
    const second = await backend.call('POST', '/chatbots-by-user', { token: owner.access_token, body: { user_id: owner.id, page: 2, per_page: 2 } })
    expect(second.body).toMatchObject({ total: 3, per_page: 2, page: 2 })
    expect(second.body.data.map((b: { name: string }) => b.name)).toEqual([demoBot(backend, 0).name])
  })

  it('answers 404 for another user id, 400 without one, 401 without a token', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('POST', '/chatbots-by-user', { token: other.access_token, body: { user_id: owner.id } })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/chatbots-by-user', 'post', foreign)
    expect(JSON.stringify(foreign.body)).not.toContain(demoBot(backend, 0).name)
    const missing = await backend.call('POST', '/chatbots-by-user', { token: owner.access_token, body: { page: 1 } })
    expect(missing.status).toBe(400)
    expectMatchesContract('/chatbots-by-user', 'post', missing)
    const anonymous = await backend.call('POST', '/chatbots-by-user', { body: { user_id: owner.id } })
    expect(anonymous.status).toBe(401)
  })
})

describe('GET /chatbots/{id}', () => {
  it('answers a one-element array; 404 for a missing id; 400 for a non-numeric id', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bot = demoBot(backend, 1)
    const response = await backend.call('GET', `/chatbots/${bot.id}`, { token: owner.access_token })
    expect(response.status).toBe(200)
    expectMatchesContract('/chatbots/{id}', 'get', response)
    expect(response.body).toHaveLength(1)
    expect(response.body[0]).toMatchObject({ id: bot.id, name: bot.name, agent_type: 'TRA_LOI' })
    const missing = await backend.call('GET', '/chatbots/9999', { token: owner.access_token })
    expect(missing.status).toBe(404)
    expectMatchesContract('/chatbots/{id}', 'get', missing)
    const bad = await backend.call('GET', '/chatbots/abc', { token: owner.access_token })
    expect(bad.status).toBe(400)
    expectMatchesContract('/chatbots/{id}', 'get', bad)
  })
})

/** Every table row that belongs to a chatbot, by table (messages through their conversations). */
function rowsOfBot(backend: TestBackend, chatbotId: number): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const table of Database.tableNames()) {
    const rows = backend.ctx.db.find(table, (row) => (row as { chatbot_id?: number }).chatbot_id === chatbotId)
    if (rows.length) counts[table] = rows.length
  }
  const conversations = new Set(backend.ctx.db.find('conversations', (c) => c.chatbot_id === chatbotId).map((c) => c.id))
  const messages = backend.ctx.db.find('messages', (m) => conversations.has(m.conversation_id)).length
  if (messages) counts.messages = messages
  return counts
}

async function addChannels(backend: TestBackend, chatbotId: number) {
  const now = new Date().toISOString()
  await backend.ctx.db.insert('zaloAccounts', { chatbot_id: chatbotId, username: 'Zalo', phone_number: null, status: true, imei: 'imei-1', qr_token: null, qr_expires_at: null, created_at: now })
  await backend.ctx.db.insert('facebookPages', { chatbot_id: chatbotId, page_id: `page-${chatbotId}`, page_name: 'Page', status: true, out_of_scope_label_id: null, labels: [], created_at: now })
  await backend.ctx.db.insert('whatsappNumbers', { chatbot_id: chatbotId, phone_number_id: `wa-${chatbotId}`, display_phone_number: '+84 90', waba_id: null, status: true, created_at: now })
}

describe('DELETE /chatbots/{id}', () => {
  it('deletes the bot with its FAQs, knowledge, URL crawls, conversations, messages, channels and leads, and nothing of other bots', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const doomed = demoBot(backend, 0)
    const kept = demoBot(backend, 2)
    await addChannels(backend, doomed.id)
    await addChannels(backend, kept.id)
    const before = rowsOfBot(backend, doomed.id)
    expect(Object.keys(before).sort()).toEqual(
      ['conversations', 'facebookPages', 'faqs', 'knowledge', 'leads', 'messages', 'urlCrawls', 'whatsappNumbers', 'zaloAccounts'].sort(),
    )
    const keptBefore = rowsOfBot(backend, kept.id)
    const totalMessages = backend.ctx.db.all('messages').length

    const response = await backend.call('DELETE', `/chatbots/${doomed.id}`, { token: owner.access_token })
    expect(response.status).toBe(204)
    expectMatchesContract('/chatbots/{id}', 'delete', response)

    expect(backend.ctx.db.byId('chatbots', doomed.id)).toBeUndefined()
    expect(rowsOfBot(backend, doomed.id)).toEqual({})
    expect(rowsOfBot(backend, kept.id)).toEqual(keptBefore)
    expect(backend.ctx.db.all('messages')).toHaveLength(totalMessages - before.messages)
    const read = await backend.call('GET', `/chatbots/${doomed.id}`, { token: owner.access_token })
    expect(read.status).toBe(404)
    const again = await backend.call('DELETE', `/chatbots/${doomed.id}`, { token: owner.access_token })
    expect(again.status).toBe(404)
  })

  it('answers 401 without a token and 400 for a bad id', async () => {
    const backend = await createTestBackend()
    expect((await backend.call('DELETE', `/chatbots/${demoBot(backend, 0).id}`)).status).toBe(401)
    const owner = await backend.login()
    const bad = await backend.call('DELETE', '/chatbots/0', { token: owner.access_token })
    expect(bad.status).toBe(400)
    expectMatchesContract('/chatbots/{id}', 'delete', bad)
  })
})

describe('GET /agents', () => {
  it('lists the industries of one type, ordered by name, in the request language', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const all = await backend.call('GET', '/agents', { token: owner.access_token })
    expect(all.status).toBe(200)
    expectMatchesContract('/agents', 'get', all)
    expect(all.body).toHaveLength(16)
    const advisory = await backend.call('GET', '/agents?agent_type=TU_VAN', { token: owner.access_token })
    expect(advisory.body).toHaveLength(15)
    expect(advisory.body.every((a: { agent_type: string }) => a.agent_type === 'TU_VAN')).toBe(true)
    const names = advisory.body.map((a: { name: string }) => a.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'vi')))
    const answering = await backend.call('GET', '/agents?agent_type=TRA_LOI', { token: owner.access_token, headers: { 'Accept-Language': 'en' } })
    expect(answering.body).toEqual([{ id: 8, name: 'General Q&A', agent_type: 'TRA_LOI' }])
  })

  it('answers 400 for an unknown type and 401 without a token', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bad = await backend.call('GET', '/agents?agent_type=OTHER', { token: owner.access_token })
    expect(bad.status).toBe(400)
    expectMatchesContract('/agents', 'get', bad)
    expect((await backend.call('GET', '/agents')).status).toBe(401)
  })
})

describe('GET /widget/chatbots/{id}', () => {
  it('is public, ignores a stale bearer, and shows only the look', async () => {
    const backend = await createTestBackend()
    const bot = demoBot(backend, 0)
    const response = await backend.call('GET', `/widget/chatbots/${bot.id}`, { token: 'expired.or.garbage' })
    expect(response.status).toBe(200)
    expectMatchesContract('/widget/chatbots/{id}', 'get', response)
    expect(Object.keys(response.body).sort()).toEqual(
      ['id', 'name', 'logo_url', 'color', 'color_background', 'color_background_bot_text', 'color_background_user_text', 'color_bot_text', 'color_header', 'color_user_text', 'initial_prompt', 'agent_type', 'status'].sort(),
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers 404 for an unknown, inactive or deleted bot', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bot = demoBot(backend, 0)
    expect((await backend.call('GET', '/widget/chatbots/9999')).status).toBe(404)
    await backend.call('POST', '/chatbots', { token: owner.access_token, body: { id: bot.id, status: 'inactive' } })
    const inactive = await backend.call('GET', `/widget/chatbots/${bot.id}`)
    expect(inactive.status).toBe(404)
    expectMatchesContract('/widget/chatbots/{id}', 'get', inactive)
    const other = demoBot(backend, 1)
    await backend.call('DELETE', `/chatbots/${other.id}`, { token: owner.access_token })
    expect((await backend.call('GET', `/widget/chatbots/${other.id}`)).status).toBe(404)
  })
})
