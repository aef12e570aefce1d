import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { apiHandlers } from '../../mock-server/msw/handlers'
import { startAppServer } from '../e2e/support/app-server'
import { createTestBackend } from '../support/test-backend'

/** The same backend app answers through MSW's interception (no HTTP server) as it does over HTTP. */
describe('one implementation: MSW interception and HTTP give the same answers', async () => {
  const inMemory = await createTestBackend()
  const msw = setupServer(...apiHandlers(inMemory.app, 'http://intercepted.test/v1'))
  let http: Awaited<ReturnType<typeof startAppServer>>

  beforeAll(async () => {
    msw.listen({ onUnhandledRequest: 'bypass' })
    http = await startAppServer({ distDir: undefined })
  })
  afterAll(async () => {
    msw.close()
    await http.close()
  })

  async function conversation(client: ApiClient) {
    const signUp = await client.POST('/sign_up', {
      body: { username: 'parity', email: 'parity@example.com', password: 'pass-1234', phone_number: '0900' },
    })
    const duplicate = await client.POST('/sign_up', {
      body: { username: 'parity', email: 'parity@example.com', password: 'pass-1234', phone_number: '0900' },
    })
    const badLogin = await client.POST('/login', { body: { username: 'parity', password: 'wrong' } })
    const login = await client.POST('/login', { body: { username: 'parity', password: 'pass-1234' } })
    const refresh = await client.POST('/refresh', { body: { refresh_token: login.data!.user.refresh_token } })
    const replay = await client.POST('/refresh', { body: { refresh_token: login.data!.user.refresh_token } })
    return [
      { status: signUp.response.status, body: signUp.data },
      { status: duplicate.response.status, body: duplicate.error },
      { status: badLogin.response.status, body: badLogin.error },
      { status: login.response.status, keys: Object.keys(login.data!.user).sort(), username: login.data!.user.username },
      { status: refresh.response.status, keys: Object.keys(refresh.data!).sort() },
      { status: replay.response.status, body: replay.error },
    ]
  }

  it('for sign-up, login and refresh', async () => {
    const viaMsw = await conversation(createApiClient('http://intercepted.test/v1'))
    const viaHttp = await conversation(createApiClient(`${http.url}/v1`))
    expect(viaMsw).toEqual(viaHttp)
    expect(viaMsw.map((step) => step.status)).toEqual([201, 409, 401, 200, 200, 401])
  })
})
