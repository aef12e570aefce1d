import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import type { ActorRefFrom } from 'xstate'
import { sessionMachine, type CurrentUser } from '../../machines/session.machine'
import { api, bindApiClientHooks } from '../api/client'
import { showToast } from '../components/toast/toast-store'
import { sessionActors } from './session-actors'
import { clearStoredUser, readStoredUser, storeUser } from './session-storage'

type SessionActor = ActorRefFrom<typeof sessionMachine>

const SessionContext = createContext<SessionActor | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const actor = useActorRef(
    sessionMachine.provide({
      actors: sessionActors(api),
      actions: {
        persistUser: (_, { user }) => storeUser(user),
        clearStoredUser: () => clearStoredUser(),
        goToLogin: () => navigate('/login', { replace: true }),
        logError: (_, { message }) => console.error(message),
        revokeSession: (_, { refreshToken }) => {
          if (refreshToken) void api.POST('/logout', { body: { refresh_token: refreshToken } }).catch(() => {})
        },
      },
    }),
    { input: { storedUser: readStoredUser() } },
  )

  useEffect(
    () =>
      bindApiClientHooks({
        onUnauthorized: () => actor.send({ type: 'UNAUTHORIZED' }),
        onError: (message) => showToast({ type: 'error', message }),
      }),
    [actor],
  )

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
