import { http } from 'msw'
import type { Hono } from 'hono'
import type { AppEnv } from '../context'

/**
 * MSW handlers that hand every API request to the same Fetch app Node serves:
 * the browser's zero-server build and tests use these, so there is one implementation.
 * `apiBase` is `/v1` in the browser (same origin) or an absolute URL in Node.
 */
export function apiHandlers(app: Hono<AppEnv>, apiBase: string) {
  return [http.all(`${apiBase}/*`, ({ request }) => app.fetch(request))]
}
