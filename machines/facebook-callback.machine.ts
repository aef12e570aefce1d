import { assign, fromPromise, setup } from 'xstate'
import { FACEBOOK_CALLBACK } from '../src/config/constants'

/**
 * The Facebook callback window (000 §2 "Facebook callback window", §4 "Facebook callback", §5, §8, §9).
 *
 * The popup lands on /facebook/callback with the provider's answer in its query string. It checks
 * the parameters, exchanges the code with POST /facebook/connect, tells the opener window the
 * result (only on our own origin), and closes itself: 1.5 s after success, 3 s after a parameter
 * error, 30 s after an API error.
 */

/** Why the window failed; each has the spec's message (FACEBOOK_CALLBACK_TEXT). */
export type FacebookFailureReason =
  | 'providerError'
  | 'invalidResponse'
  | 'invalidChatbot'
  | 'network'
  | 'unauthorized'
  | 'forbidden'
  | 'server'
  | 'serverMessage'
  | 'connectionFailed'

export interface FacebookFailure {
  reason: FacebookFailureReason
  /** The provider's error code, or ours (`invalid_response`, `invalid_chatbot`, `connect_failed`). */
  error: string
  /** The server's or the provider's own words, when they gave any. */
  detail: string | null
  /** The HTTP status of a failed connect call (0: no answer); null for parameter errors. */
  status: number | null
}

/** What a failed POST /facebook/connect rejects with. */
export interface FacebookConnectError {
  status: number
  message?: string | null
}

export interface FacebookConnectInput {
  chatbot_id: number
  code: string
}

/** The messages posted to the opener window (000 §4). */
export type FacebookOpenerMessage =
  | { type: 'facebook_auth_success'; data: unknown }
  | { type: 'facebook_auth_error'; error: string; error_description: string; status: number | null }

/** The spec's texts (000 §4, §8), in the words the opener receives. */
export const FACEBOOK_CALLBACK_TEXT = {
  processing: 'Processing Facebook authentication...',
  connecting: 'Connecting to Facebook...',
  connected: 'Successfully connected! Closing window...',
  providerError: 'Authentication failed. Please try again.',
  invalidResponse: 'Invalid authentication response. Please try again.',
  invalidChatbot: 'Invalid chatbot configuration. Please try again.',
  network: 'Network error. Please check your connection.',
  unauthorized: 'Authentication failed. Please try again.',
  forbidden: 'Access denied. Please check your permissions.',
  server: 'Server error. Please try again later.',
  connectionFailed: 'Connection failed. Please try again.',
} as const

export interface FacebookCallbackContext {
  chatbotId: number | null
  code: string | null
  result: unknown
  failure: FacebookFailure | null
}

export type FacebookCallbackEvent =
  /** The window read its own query string (`?code=…&state=…` or the provider's `?error=…`). */
  { type: 'CALLBACK_RECEIVED'; search: string }

const PROVIDER_ERROR_PARAMS = ['error', 'error_code', 'error_reason'] as const

const paramsOf = (event: FacebookCallbackEvent) => new URLSearchParams(event.search)

/** The chatbot id carried in `state`: a positive whole number, nothing else (000 §5). */
function chatbotIdOf(state: string | null): number | null {
  if (!state || !/^\d+$/.test(state)) return null
  const id = Number(state)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function parameterFailure(reason: 'providerError' | 'invalidResponse' | 'invalidChatbot', event: FacebookCallbackEvent): FacebookFailure {
  if (reason === 'providerError') {
    const params = paramsOf(event)
    const error = PROVIDER_ERROR_PARAMS.map((name) => params.get(name)).find(Boolean) ?? 'access_denied'
    return { reason, error, detail: params.get('error_description') || null, status: null }
  }
  return { reason, error: reason === 'invalidResponse' ? 'invalid_response' : 'invalid_chatbot', detail: null, status: null }
}

/** 000 §8 "Facebook callback": API failure by status, else the server's message, else the fallback. */
function connectFailure(rejection: unknown): FacebookFailure {
  const { status, message } = (rejection ?? {}) as Partial<FacebookConnectError>
  const code = typeof status === 'number' ? status : 0
  const detail = typeof message === 'string' && message.trim() ? message : null
  const reason: FacebookFailureReason =
    code === 0
      ? 'network'
      : code === 401
        ? 'unauthorized'
        : code === 403
          ? 'forbidden'
          : code >= 500
            ? 'server'
            : detail
              ? 'serverMessage'
              : 'connectionFailed'
  return { reason, error: 'connect_failed', detail, status: code }
}

/** The text a failure shows and sends: the server's own words only where the spec reads them. */
export function failureText(failure: FacebookFailure): string {
  if (failure.reason === 'serverMessage') return failure.detail ?? FACEBOOK_CALLBACK_TEXT.connectionFailed
  return FACEBOOK_CALLBACK_TEXT[failure.reason]
}

export const facebookCallbackMachine = setup({
  types: {
    context: {} as FacebookCallbackContext,
    events: {} as FacebookCallbackEvent,
  },
  actors: {
    /** POST /facebook/connect {chatbot_id, code}. Rejects with a FacebookConnectError. */
    connectFacebook: fromPromise<unknown, FacebookConnectInput>(async () => {
      throw new Error('connectFacebook actor not provided')
    }),
  },
  actions: {
    /** window.opener.postMessage(message, our own origin), when an opener exists. */
    postToOpener: (_, _params: { message: FacebookOpenerMessage }) => {},
    /** window.close(). */
    closeWindow: () => {},
  },
  guards: {
    hasProviderError: ({ event }) => PROVIDER_ERROR_PARAMS.some((name) => paramsOf(event).get(name)),
    lacksCodeOrState: ({ event }) => !paramsOf(event).get('code') || !paramsOf(event).get('state'),
    hasInvalidChatbotId: ({ event }) => chatbotIdOf(paramsOf(event).get('state')) === null,
  },
  delays: {
    closeAfterSuccess: FACEBOOK_CALLBACK.CLOSE_AFTER_SUCCESS_MS,
    closeAfterParameterError: FACEBOOK_CALLBACK.CLOSE_AFTER_PARAMETER_ERROR_MS,
    closeAfterApiError: FACEBOOK_CALLBACK.CLOSE_AFTER_API_ERROR_MS,
  },
}).createMachine({
  id: 'facebookCallback',
  context: { chatbotId: null, code: null, result: null, failure: null },
  initial: 'processing',
  states: {
    // 'Processing Facebook authentication...' until the window has read its query string.
    processing: {
      on: {
        CALLBACK_RECEIVED: [
          {
            guard: 'hasProviderError',
            target: 'failed.parameterError',
            actions: assign({ failure: ({ event }) => parameterFailure('providerError', event) }),
          },
          {
            guard: 'lacksCodeOrState',
            target: 'failed.parameterError',
            actions: assign({ failure: ({ event }) => parameterFailure('invalidResponse', event) }),
          },
          {
            guard: 'hasInvalidChatbotId',
            target: 'failed.parameterError',
            actions: assign({ failure: ({ event }) => parameterFailure('invalidChatbot', event) }),
          },
          {
            target: 'connecting',
            actions: assign({
              chatbotId: ({ event }) => chatbotIdOf(paramsOf(event).get('state')),
              code: ({ event }) => paramsOf(event).get('code'),
            }),
          },
        ],
      },
    },
    // 'Connecting to Facebook...': the code is exchanged for the page connections.
    connecting: {
      invoke: {
        id: 'connectFacebook',
        src: 'connectFacebook',
        input: ({ context }) => ({ chatbot_id: context.chatbotId!, code: context.code! }),
        onDone: { target: 'connected', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed.apiError', actions: assign({ failure: ({ event }) => connectFailure(event.error) }) },
      },
    },
    // 'Successfully connected! Closing window...': the opener has the response.
    connected: {
      entry: {
        type: 'postToOpener',
        params: ({ context }) => ({ message: { type: 'facebook_auth_success', data: context.result } }),
      },
      after: { closeAfterSuccess: 'closed' },
    },
    // A failure message shows; the opener is told what went wrong.
    failed: {
      entry: {
        type: 'postToOpener',
        params: ({ context }) => {
          const failure = context.failure!
          return {
            message: {
              type: 'facebook_auth_error',
              error: failure.error,
              error_description: failure.detail && failure.reason === 'providerError' ? failure.detail : failureText(failure),
              status: failure.status,
            },
          }
        },
      },
      // Always entered at one of its two children; `initial` only satisfies the statechart rules.
      initial: 'parameterError',
      states: {
        // The provider refused, or the answer lacked code/state, or state is not a chatbot id.
        parameterError: { after: { closeAfterParameterError: '#facebookCallback.closed' } },
        // POST /facebook/connect failed; the message stays long enough to be read.
        apiError: { after: { closeAfterApiError: '#facebookCallback.closed' } },
      },
    },
    // The window closes itself; if the browser refuses (no opener), the last message stays.
    closed: {
      type: 'final',
      entry: 'closeWindow',
    },
  },
})
