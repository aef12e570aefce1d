import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { demoBot } from '../support/demo-data'

describe('GET /api/potential-customers', () => {
  it("pages one bot's leads newest first, or all the caller's leads without chatbot_id", async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const spa = demoBot(backend, 0)
    const one = await backend.call('GET', `/api/potential-customers?chatbot_id=${spa.id}`, { token: owner.access_token })
    expect(one.status).toBe(200)
    expectMatchesContract('/api/potential-customers', 'get', one)
    expect(one.body).toMatchObject({ total: 2, per_page: 10, page: 1 })
    expect(one.body.data.map((lead: { name: string }) => lead.name)).toEqual(['Nguyễn Thị Lan', 'Trần Văn Minh'])

    const all = await backend.call('GET', '/api/potential-customers?per_page=2&page=1', { token: owner.access_token })
    expect(all.body).toMatchObject({ total: 3, per_page: 2, page: 1 })
    expect(all.body.data.map((lead: { name: string }) => lead.name)).toEqual(['Nguyễn Thị Lan', 'Phạm Anh Tuấn'])
  })

  it("shows another owner nothing: 404 for the demo bot's id, an empty list without one", async () => {
    const backend = await createTestBackend()
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('GET', `/api/potential-customers?chatbot_id=${demoBot(backend, 0).id}`, { token: other.access_token })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/api/potential-customers', 'get', foreign)
    const mine = await backend.call('GET', '/api/potential-customers', { token: other.access_token })
    expect(mine.body).toMatchObject({ data: [], total: 0 })
  })

  it('answers 400 for a bad page and 401 without a token', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const bad = await backend.call('GET', '/api/potential-customers?page=0', { token: owner.access_token })
    expect(bad.status).toBe(400)
    expectMatchesContract('/api/potential-customers', 'get', bad)
    expect((await backend.call('GET', '/api/potential-customers')).status).toBe(401)
  })
})

describe('GET /chatbots/{id}/leads', () => {
  it("pages one bot's leads; 404 for another owner's bot", async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const school = demoBot(backend, 2)
    const response = await backend.call('GET', `/chatbots/${school.id}/leads`, { token: owner.access_token })
    expect(response.status).toBe(200)
    expectMatchesContract('/chatbots/{id}/leads', 'get', response)
    expect(response.body.data).toHaveLength(1)
    expect(response.body.data[0]).toMatchObject({ name: 'Phạm Anh Tuấn', chatbot_id: school.id, email: 'tuan.pham@example.com' })

    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('GET', `/chatbots/${school.id}/leads`, { token: other.access_token })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/chatbots/{id}/leads', 'get', foreign)
    expect((await backend.call('GET', `/chatbots/${school.id}/leads`)).status).toBe(401)
  })
})

describe('DELETE /api/potential-customers/{id}', () => {
  it("deletes the caller's lead; another owner's answers 404 and stays", async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const other = await backend.signUpAndLogin('other')
    const [first, second] = backend.ctx.db.all('leads')
    const foreign = await backend.call('DELETE', `/api/potential-customers/${first.id}`, { token: other.access_token })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/api/potential-customers/{id}', 'delete', foreign)
    expect(backend.ctx.db.byId('leads', first.id)).toBeDefined()

    const deleted = await backend.call('DELETE', `/api/potential-customers/${first.id}`, { token: owner.access_token })
    expect(deleted.status).toBe(204)
    expectMatchesContract('/api/potential-customers/{id}', 'delete', deleted)
    expect(backend.ctx.db.byId('leads', first.id)).toBeUndefined()
    expect(backend.ctx.db.byId('leads', second.id)).toBeDefined()
    expect((await backend.call('DELETE', `/api/potential-customers/${first.id}`, { token: owner.access_token })).status).toBe(404)
    expect((await backend.call('DELETE', `/api/potential-customers/${second.id}`)).status).toBe(401)
  })
})
