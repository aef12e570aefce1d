import createClient from 'openapi-fetch'
import { vi } from 'vitest'
import { quietApi } from '../../../../src/api/client'
import type { paths } from '../../../../src/api/schema'
import { createTestBackend } from '../../../support/test-backend'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * Points the API client of the chatbot screens (`quietApi`) at the real backend, in memory: every
 * call of the page goes to the backend's fetch handler as the given user. Returns the backend, to arrange and check
 * data behind the page's back.
 */
export async function routeApiToBackend() {
  const backend = await createTestBackend()
  const user = await backend.login()
  const client = createClient<paths>({
    baseUrl: 'http://backend.test/v1',
    fetch: async (request: Request) => backend.app.fetch(request),
  })
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${user.access_token}`)
      return request
    },
  })
  const spies = Object.fromEntries(
    METHODS.map((method) => {
      const call = client[method] as (path: never, init: never) => unknown
      return [method, vi.spyOn(quietApi, method).mockImplementation(((path: never, init: never) => call(path, init)) as never)]
    }),
  ) as Record<(typeof METHODS)[number], ReturnType<typeof vi.spyOn>>
  return {
    backend,
    user,
    spies,
    /** A call to the backend as the signed-in owner. */
    call: (method: string, path: string, init: Parameters<typeof backend.call>[2] = {}) =>
      backend.call(method, path, { ...init, token: user.access_token }),
  }
}
