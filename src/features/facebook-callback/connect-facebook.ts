import { fromPromise } from 'xstate'
import type { FacebookConnectError, FacebookConnectInput } from '../../../machines/facebook-callback.machine'
import { createApiClient, type ApiClient } from '../../api/client'
import { serverMessage } from '../../api/error-catalogue'
import { API_BASE, STORAGE_KEYS } from '../../config/constants'

const stored = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key))

/**
 * The API client of the callback window: the owner's bearer and language, but no global toast and
 * no logout on 401. The window reports every failure itself and closes; a logout here would send
 * the popup to /login instead (decision 506).
 */
export function callbackWindowClient(origin: string): ApiClient {
  return createApiClient(`${origin}${API_BASE}`, {
    getAccessToken: () => stored(STORAGE_KEYS.ACCESS_TOKEN),
    getLanguage: () => stored(STORAGE_KEYS.LANGUAGE),
    onUnauthorized: () => {},
    onError: () => {},
  })
}

/**
 * The exchanges started by this window, by code. A code works once; React's development mode
 * starts the page twice, and the second start must share the first exchange, not spend the code
 * again and report its refusal.
 */
const exchanges = new Map<string, Promise<unknown>>()

/** POST /facebook/connect {chatbot_id, code}, once per code; rejects with {status, message} (status 0: no answer). */
export function connectFacebookActor(client: ApiClient) {
  return fromPromise<unknown, FacebookConnectInput>(({ input }) => {
    const key = `${input.chatbot_id}:${input.code}`
    let exchange = exchanges.get(key)
    if (!exchange) {
      exchange = exchangeCode(client, input)
      exchanges.set(key, exchange)
    }
    return exchange
  })
}

async function exchangeCode(client: ApiClient, input: FacebookConnectInput): Promise<unknown> {
  let result
  try {
    result = await client.POST('/facebook/connect', { body: input })
  } catch {
    throw { status: 0, message: null } satisfies FacebookConnectError
  }
  if (result.error !== undefined || !result.response.ok) {
    throw { status: result.response.status, message: serverMessage(result.error) } satisfies FacebookConnectError
  }
  return result.data
}
