import { createApp } from '../../mock-server/app'
import type { ServerConfig } from '../../mock-server/config'
import { createServerContext } from '../../mock-server/create-context'
import { MemoryStorage, type StorageAdapter } from '../../mock-server/db/storage'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { loadOpenApi } from '../../mock-server/node/load-openapi'

const openapi = loadOpenApi()

/** The backend app in memory: no HTTP server, requests go straight to its fetch handler. */
export async function createTestBackend(options: { config?: Partial<ServerConfig>; now?: () => Date; storage?: StorageAdapter } = {}) {
  const ctx = await createServerContext({ openapi, storage: options.storage ?? new MemoryStorage(), ...options })
  const app = createApp(ctx)
  const base = 'http://backend.test/v1'

  async function call(method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: BodyInit } = {}) {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    let body: BodyInit | undefined = init.raw
    if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(init.body)
    }
    const response = await app.fetch(new Request(base + path, { method, headers, body }))
    const text = await response.text()
    let json: any = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    return { status: response.status, body: json, headers: response.headers }
  }

  async function login(username: string = DEMO_ACCOUNT.username, password: string = DEMO_ACCOUNT.password) {
    const response = await call('POST', '/login', { body: { username, password } })
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body.user as { id: number; username: string; email: string; access_token: string; refresh_token: string }
  }

  async function signUpAndLogin(name: string) {
    const signUp = await call('POST', '/sign_up', {
      body: { username: name, email: `${name}@example.com`, password: 'pass-1234', phone_number: '0900000000' },
    })
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`)
    return login(name, 'pass-1234')
  }

  return { ctx, app, openapi, call, login, signUpAndLogin }
}
