import { assign, fromPromise, setup } from 'xstate'
import { SESSION } from '../src/config/constants'

/** The signed-in user as kept in localStorage `currentUser` (000 §3). */
export interface CurrentUser {
  id: number
  username: string
  email: string
  access_token: string
  refresh_token: string
}

export interface Credentials {
  username: string
  password: string
}

export interface TokenPair {
  access_token: string
  refresh_token: string
}

/** What POST /login answered; `user` may be missing (000 §4 'No user data in response'). */
export interface LoginResponse {
  user?: CurrentUser | null
}

export interface Profile {
  username: string
  email: string
}

export type SessionEvent =
  | ({ type: 'LOGIN' } & Credentials)
  | { type: 'LOGOUT' }
  /** Any API call answered 401 (000 §4). */
  | { type: 'UNAUTHORIZED' }

export interface SessionContext {
  user: CurrentUser | null
  loginError: string | null
}

export const NO_USER_DATA = 'No user data in response'
export const NO_REFRESH_TOKEN = 'No refresh token available'
export const LOGIN_FALLBACK_ERROR = 'An error occurred'

/** Logout clears the stored user and tokens and goes to /login (000 §4). */
const signOut = ['forgetUser', 'clearStoredUser', 'goToLogin'] as const

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { storedUser: CurrentUser | null },
  },
  actors: {
    login: fromPromise<LoginResponse, Credentials>(async () => {
      throw new Error('login actor not provided')
    }),
    refresh: fromPromise<TokenPair, { refreshToken: string | undefined }>(async () => {
      throw new Error('refresh actor not provided')
    }),
    /** GET /me: checks a restored session against the server (a 401 arrives as UNAUTHORIZED). */
    fetchProfile: fromPromise<Profile, void>(async () => {
      throw new Error('fetchProfile actor not provided')
    }),
  },
  actions: {
    /** Write currentUser, access_token and refresh_token to storage. */
    persistUser: (_, _params: { user: CurrentUser }) => {},
    /** Remove currentUser, access_token and refresh_token from storage. */
    clearStoredUser: () => {},
    goToLogin: () => {},
    /** Tells the server to revoke the refresh token's family (fire and forget). */
    revokeSession: (_, _params: { refreshToken: string | undefined }) => {},
    logError: (_, _params: { message: string }) => {},
    forgetUser: assign({ user: null, loginError: null }),
  },
  guards: {
    hasStoredUser: ({ context }) => context.user !== null,
    responseHasUser: (_, params: { response: LoginResponse }) => Boolean(params.response?.user),
  },
  delays: {
    REFRESH_INTERVAL: SESSION.REFRESH_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.storedUser, loginError: null }),
  initial: 'restoring',
  states: {
    // A stored currentUser restores the session on startup.
    restoring: {
      always: [{ guard: 'hasStoredUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: { LOGIN: 'authenticating' },
        },
        // The login call is in flight; the login button shows its spinner.
        authenticating: {
          entry: assign({ loginError: null }),
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              const { username, password } = event as Credentials & { type: 'LOGIN' }
              return { username, password }
            },
            onDone: [
              {
                guard: { type: 'responseHasUser', params: ({ event }) => ({ response: event.output }) },
                target: '#session.signedIn',
                actions: [
                  assign({ user: ({ event }) => event.output.user!, loginError: null }),
                  { type: 'persistUser', params: ({ event }) => ({ user: event.output.user! }) },
                ],
              },
              {
                // Logged only; the visitor stays signed out (000 §4, §8).
                target: 'idle',
                actions: { type: 'logError', params: { message: NO_USER_DATA } },
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ loginError: ({ event }) => messageOf(event.error) ?? LOGIN_FALLBACK_ERROR }),
            },
          },
        },
        // The error text stays in the red box until the next attempt.
        failed: {
          on: { LOGIN: 'authenticating' },
        },
      },
    },
    signedIn: {
      initial: 'verifying',
      on: {
        LOGOUT: {
          target: 'signedOut',
          actions: [{ type: 'revokeSession', params: ({ context }) => ({ refreshToken: context.user?.refresh_token }) }, ...signOut],
        },
        UNAUTHORIZED: { target: 'signedOut', actions: [...signOut] },
      },
      states: {
        // Confirms the session with the server; the profile may have changed since it was stored.
        verifying: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: {
              target: 'idle',
              actions: [
                assign({ user: ({ context, event }) => ({ ...context.user!, ...pickProfile(event.output) }) }),
                { type: 'persistUser', params: ({ context, event }) => ({ user: { ...context.user!, ...pickProfile(event.output) } }) },
              ],
            },
            // Network trouble is not a reason to sign out; a 401 is, and arrives as UNAUTHORIZED.
            onError: 'idle',
          },
        },
        // Waiting for the next periodic refresh.
        idle: {
          after: { REFRESH_INTERVAL: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: ({ context }) => ({ refreshToken: context.user?.refresh_token }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ user: ({ context, event }) => ({ ...context.user!, ...event.output }) }),
                { type: 'persistUser', params: ({ context, event }) => ({ user: { ...context.user!, ...event.output } }) },
              ],
            },
            // A failed refresh logs the user out (000 §4).
            onError: { target: '#session.signedOut', actions: [...signOut] },
          },
        },
      },
    },
  },
})

function pickProfile(profile: Profile): Profile {
  return { username: profile.username, email: profile.email }
}

function messageOf(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message
  }
  return null
}
