import { createContext, useContext, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  sessionMachine,
  type Credentials,
  type CurrentUser,
  type LoginResponse,
  type TokenPair,
} from '../../../../machines/session.machine'

/**
 * Stands in for src/app/session.tsx in component tests (`vi.mock`): the real session machine,
 * with a login the test settles by hand and no storage or timers reaching outside.
 */
type SessionActor = ActorRefFrom<typeof sessionMachine>

interface Pending {
  resolve: (value: LoginResponse) => void
  reject: (reason: unknown) => void
}

export const sessionControl = {
  /** The user found "in storage" when the next provider starts. */
  storedUser: null as CurrentUser | null,
  logins: [] as Credentials[],
  pending: [] as Pending[],
  actor: null as SessionActor | null,
  reset() {
    this.storedUser = null
    this.logins = []
    this.pending = []
    this.actor = null
  },
  resolveLogin(response: LoginResponse) {
    const next = this.pending.shift()
    if (!next) throw new Error('no login is pending')
    next.resolve(response)
  },
  rejectLogin(reason: unknown) {
    const next = this.pending.shift()
    if (!next) throw new Error('no login is pending')
    next.reject(reason)
  },
}

export const DEMO_USER: CurrentUser = {
  id: 7,
  username: 'Nguyễn Văn A',
  email: 'a@example.com',
  access_token: 'access',
  refresh_token: 'refresh',
}

const SessionContext = createContext<SessionActor | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const actor = useActorRef(
    sessionMachine.provide({
      actors: {
        login: fromPromise<LoginResponse, Credentials>(({ input }) => {
          sessionControl.logins.push(input)
          return new Promise<LoginResponse>((resolve, reject) => sessionControl.pending.push({ resolve, reject }))
        }),
        refresh: fromPromise<TokenPair, { refreshToken: string | undefined }>(() => new Promise<TokenPair>(() => {})),
      },
      actions: {
        persistUser: () => {},
        clearStoredUser: () => {},
        goToLogin: () => navigate('/login', { replace: true }),
        logError: () => {},
      },
    }),
    { input: { storedUser: sessionControl.storedUser } },
  )
  sessionControl.actor = actor
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext)
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>')
  return actor
}

export function useCurrentUser(): CurrentUser | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.user)
}
