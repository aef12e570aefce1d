import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from './schema'
import { API_BASE, STORAGE_KEYS } from '../config/constants'
import { describeApiError } from './error-catalogue'

export type ApiClient = ReturnType<typeof createApiClient>

export interface ApiClientHooks {
  /** The stored access token, read at request time. */
  getAccessToken: () => string | null
  /** Any response 401 except to /login: the session logs out (000 §4). */
  onUnauthorized: () => void
  /** The global error handler (000 §8): the catalogue's message, shown through the toaster. */
  onError: (message: string) => void
  /** The interface language; the backend answers its messages in it. */
  getLanguage?: () => string | null
}

/**
 * Calls whose failures belong to the caller, not the global toaster:
 * login and sign-up show their own errors (000 §8), a failed refresh logs out.
 */
const CALLER_HANDLED = ['/login', '/sign_up', '/refresh']

function isCallerHandled(url: string): boolean {
  const path = new URL(url).pathname
  return CALLER_HANDLED.some((suffix) => path.endsWith(suffix))
}

export function authMiddleware(hooks: ApiClientHooks): Middleware {
  return {
    onRequest({ request }) {
      const language = hooks.getLanguage?.()
      if (language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', language)
      // Every request except those whose URL contains /login carries the bearer (000 §7).
      if (request.url.includes('/login')) return request
      const token = hooks.getAccessToken()
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
    async onResponse({ request, response }) {
      if (response.ok) return response
      if (request.url.includes('/login')) return response
      if (response.status === 401) hooks.onUnauthorized()
      if (!isCallerHandled(request.url)) {
        const body = await response
          .clone()
          .json()
          .catch(() => null)
        hooks.onError(describeApiError({ body, status: response.status }))
      }
      return response
    },
    onError({ error, request }) {
      if (!isCallerHandled(request.url)) {
        hooks.onError(describeApiError({ errorEvent: { message: (error as Error)?.message } }))
      }
    },
  }
}

export function createApiClient(baseUrl: string, hooks?: ApiClientHooks) {
  const client = createClient<paths>({ baseUrl })
  if (hooks) client.use(authMiddleware(hooks))
  return client
}

const browserBase = typeof window === 'undefined' ? `http://localhost${API_BASE}` : `${window.location.origin}${API_BASE}`

const appHooks: ApiClientHooks = {
  getAccessToken: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.ACCESS_TOKEN)),
  onUnauthorized: () => {},
  onError: () => {},
  getLanguage: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.LANGUAGE)),
}

/** The app's client. The session and the toaster bind their handlers with `bindApiClientHooks`. */
export const api = createApiClient(browserBase, {
  getAccessToken: () => appHooks.getAccessToken(),
  onUnauthorized: () => appHooks.onUnauthorized(),
  onError: (message) => appHooks.onError(message),
  getLanguage: () => appHooks.getLanguage?.() ?? null,
})

export function bindApiClientHooks(hooks: Partial<ApiClientHooks>): () => void {
  const previous = { ...appHooks }
  Object.assign(appHooks, hooks)
  return () => Object.assign(appHooks, previous)
}

/**
 * The same client without the global toaster, for calls whose failures are not the person's
 * business: status polls (000 §4 "polling errors are only logged"), the demo-mode probe (a 404
 * means demo mode is off) and lists that fall back to built-in data. A 401 still logs out.
 */
export const quietApi = createApiClient(browserBase, {
  getAccessToken: () => appHooks.getAccessToken(),
  onUnauthorized: () => appHooks.onUnauthorized(),
  onError: () => {},
  getLanguage: () => appHooks.getLanguage?.() ?? null,
})
