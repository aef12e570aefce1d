import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { authorizePath, consent } from '../support/oauth-consent'

const CALLBACK = 'http://backend.test/facebook/callback'

async function setup() {
  const backend = await createTestBackend()
  const user = await backend.login()
  const bot = backend.ctx.db.first('chatbots', (b) => b.user_id === user.id)!
  return { ...backend, user, bot, token: user.access_token }
}

describe('GET /oauth/{provider}/authorize (local consent page)', () => {
  it('serves an HTML page whose Allow link carries a one-time code and the state, and Cancel access_denied', async () => {
    const backend = await setup()
    const page = await backend.call('GET', authorizePath('facebook', backend.bot.id, CALLBACK, '<b>"7"</b>'))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expectMatchesContract('/oauth/{provider}/authorize', 'get', page)
    expect(page.body).toContain(backend.bot.name)
    expect(page.body).toContain('pages_show_list')
    expect(page.body).not.toContain('<b>"7"</b>')

    const allow = await consent(backend, 'facebook', backend.bot.id)
    expect(allow.origin + allow.pathname).toBe(CALLBACK)
    expect(allow.searchParams.get('code')).toMatch(/^[\w-]{20,}$/)
    expect(allow.searchParams.get('state')).toBe(String(backend.bot.id))
    const cancel = await consent(backend, 'facebook', backend.bot.id, 'cancel')
    expect(cancel.searchParams.get('error')).toBe('access_denied')
    expect(cancel.searchParams.get('error_description')).toBeTruthy()
    expect(cancel.searchParams.get('code')).toBeNull()
  })

  it('refuses redirects off the app origin (400), an unknown chatbot (404) and an unknown provider (400)', async () => {
    const backend = await setup()
    for (const redirect of ['https://evil.example/facebook/callback', 'javascript:alert(1)', 'http://user:pw@backend.test/x', '//evil.example/x']) {
      const response = await backend.call('GET', authorizePath('facebook', backend.bot.id, redirect))
      expect(response.status, redirect).toBe(400)
      expectMatchesContract('/oauth/{provider}/authorize', 'get', response)
    }
    const missing = await backend.call('GET', authorizePath('whatsapp', 9999))
    expect(missing.status).toBe(404)
    expectMatchesContract('/oauth/{provider}/authorize', 'get', missing)
    expect((await backend.call('GET', authorizePath('twitter', backend.bot.id))).status).toBe(400)
    expect((await backend.call('GET', `/oauth/facebook/authorize?chatbot_id=${backend.bot.id}`)).status).toBe(400)
    expect(backend.ctx.db.all('oauthCodes')).toHaveLength(0)
  })
})

describe('Facebook pages', () => {
  it('exchanges a consent code for a connected page, once', async () => {
    const backend = await setup()
    const code = (await consent(backend, 'facebook', backend.bot.id)).searchParams.get('code')!
    const connected = await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })
    expect(connected.status).toBe(200)
    expectMatchesContract('/facebook/connect', 'post', connected)
    expect(connected.body.pages).toHaveLength(1)
    expect(connected.body.pages[0]).toMatchObject({ chatbot_id: backend.bot.id, status: true, out_of_scope_label_id: null })

    const reused = await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })
    expect(reused.status).toBe(400)
    expectMatchesContract('/facebook/connect', 'post', reused)
    const list = await backend.call('GET', `/facebook/list-page-connected?chatbot_id=${backend.bot.id}`, { token: backend.token })
    expect(list.status).toBe(200)
    expectMatchesContract('/facebook/list-page-connected', 'get', list)
    expect(list.body).toHaveLength(1)
  })

  it('refuses unknown codes, codes of another chatbot or provider, and expired codes (400) without connecting anything', async () => {
    const backend = await setup()
    const otherBot = backend.ctx.db.find('chatbots', (b) => b.user_id === backend.user.id)[1]
    const forOther = (await consent(backend, 'facebook', otherBot.id)).searchParams.get('code')!
    const forWhatsApp = (await consent(backend, 'whatsapp', backend.bot.id)).searchParams.get('code')!
    for (const code of ['made-up-code', forOther, forWhatsApp]) {
      const response = await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })
      expect(response.status).toBe(400)
      expectMatchesContract('/facebook/connect', 'post', response)
    }
    const stale = (await consent(backend, 'facebook', backend.bot.id)).searchParams.get('code')!
    for (const row of backend.ctx.db.all('oauthCodes')) await backend.ctx.db.update('oauthCodes', row.id, { expires_at: new Date(Date.now() - 1).toISOString() })
    expect((await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code: stale } })).status).toBe(400)
    expect(backend.ctx.db.all('facebookPages')).toHaveLength(0)
  })

  it('lists labels of an active page, saves the out-of-scope label, and refuses both once disabled (409)', async () => {
    const backend = await setup()
    const code = (await consent(backend, 'facebook', backend.bot.id)).searchParams.get('code')!
    const page = (await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })).body.pages[0]

    const labels = await backend.call('GET', `/facebook/labels?page_id=${page.page_id}`, { token: backend.token })
    expect(labels.status).toBe(200)
    expectMatchesContract('/facebook/labels', 'get', labels)
    expect(labels.body.data.length).toBeGreaterThan(0)
    const label = labels.body.data[labels.body.data.length - 1]

    const saved = await backend.call('PUT', '/facebook/update-out-of-scope-label', { token: backend.token, body: { page_id: page.page_id, label_id: label.id } })
    expect(saved.status).toBe(200)
    expectMatchesContract('/facebook/update-out-of-scope-label', 'put', saved)
    const listed = await backend.call('GET', `/facebook/list-page-connected?chatbot_id=${backend.bot.id}`, { token: backend.token })
    expect(listed.body[0].out_of_scope_label_id).toBe(label.id)
    const unknownLabel = await backend.call('PUT', '/facebook/update-out-of-scope-label', { token: backend.token, body: { page_id: page.page_id, label_id: 99 } })
    expect(unknownLabel.status).toBe(404)
    expectMatchesContract('/facebook/update-out-of-scope-label', 'put', unknownLabel)

    const disabled = await backend.call('PATCH', '/facebook/disable-page-connect', { token: backend.token, body: { id: page.id } })
    expect(disabled.status).toBe(200)
    expectMatchesContract('/facebook/disable-page-connect', 'patch', disabled)
    expect(disabled.body.status).toBe(false)

    const noLabels = await backend.call('GET', `/facebook/labels?page_id=${page.page_id}`, { token: backend.token, headers: { 'Accept-Language': 'en' } })
    expect(noLabels.status).toBe(409)
    expectMatchesContract('/facebook/labels', 'get', noLabels)
    expect(noLabels.body.message).toBe('Cannot load labels for disabled page')
    const noSave = await backend.call('PUT', '/facebook/update-out-of-scope-label', { token: backend.token, body: { page_id: page.page_id, label_id: label.id } })
    expect(noSave.status).toBe(409)
    expectMatchesContract('/facebook/update-out-of-scope-label', 'put', noSave)

    // Connecting again re-enables the same page rather than adding a second one.
    const again = (await consent(backend, 'facebook', backend.bot.id)).searchParams.get('code')!
    const reconnected = await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code: again } })
    expect(reconnected.body.pages[0]).toMatchObject({ id: page.id, status: true, out_of_scope_label_id: label.id })
  })

  it("answers 404 for another owner's chatbot or page, 400 for bad input and 401 without a token", async () => {
    const backend = await setup()
    const code = (await consent(backend, 'facebook', backend.bot.id)).searchParams.get('code')!
    const page = (await backend.call('POST', '/facebook/connect', { token: backend.token, body: { chatbot_id: backend.bot.id, code } })).body.pages[0]
    const fresh = (await consent(backend, 'facebook', backend.bot.id)).searchParams.get('code')!
    const stranger = (await backend.signUpAndLogin('fbstranger')).access_token
    const foreign: [string, string, string, unknown?][] = [
      ['POST', '/facebook/connect', '/facebook/connect', { chatbot_id: backend.bot.id, code: fresh }],
      ['PATCH', '/facebook/disable-page-connect', '/facebook/disable-page-connect', { id: page.id }],
      ['GET', `/facebook/list-page-connected?chatbot_id=${backend.bot.id}`, '/facebook/list-page-connected'],
      ['GET', `/facebook/labels?page_id=${page.page_id}`, '/facebook/labels'],
      ['PUT', '/facebook/update-out-of-scope-label', '/facebook/update-out-of-scope-label', { page_id: page.page_id, label_id: 1 }],
    ]
    for (const [method, path, template, body] of foreign) {
      const response = await backend.call(method, path, { token: stranger, body })
      expect(response.status, `${method} ${path}`).toBe(404)
      expectMatchesContract(template, method, response)
      const anonymous = await backend.call(method, path, { body })
      expect(anonymous.status).toBe(401)
      expectMatchesContract(template, method, anonymous)
    }
    expect(backend.ctx.db.byId('facebookPages', page.id)!.status).toBe(true)
    const bad: [string, string, string, unknown?][] = [
      ['POST', '/facebook/connect', '/facebook/connect', { chatbot_id: backend.bot.id }],
      ['PATCH', '/facebook/disable-page-connect', '/facebook/disable-page-connect', { id: 'one' }],
      ['GET', '/facebook/list-page-connected', '/facebook/list-page-connected'],
      ['GET', '/facebook/labels', '/facebook/labels'],
      ['PUT', '/facebook/update-out-of-scope-label', '/facebook/update-out-of-scope-label', { page_id: page.page_id, label_id: 0 }],
    ]
    for (const [method, path, template, body] of bad) {
      const response = await backend.call(method, path, { token: backend.token, body })
      expect(response.status, `${method} ${path}`).toBe(400)
      expectMatchesContract(template, method, response)
    }
  })
})
