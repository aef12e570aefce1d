import { useState } from 'react'
import { useActorRef } from '@xstate/react'
import { useNavigate } from 'react-router'
import type { ActorRefFrom } from 'xstate'
import { plansMachine } from '../../../machines/plans.machine'
import { api } from '../../api/client'
import { quietApi } from '../../api/client'
import { BUILT_IN_PLANS } from './plan-display'
import { plansActors } from './plans-actors'

export type PlansActor = ActorRefFrom<typeof plansMachine>

/** Starts machines/plans.machine.ts for a page; create it again (a new `key`) when the user changes. */
export function usePlansActor(signedIn: boolean): PlansActor {
  const navigate = useNavigate()
  const [machine] = useState(() =>
    plansMachine.provide({
      actors: plansActors(api, quietApi),
      actions: {
        goToLogin: () => navigate('/login'),
        // 000 §2: the spec's '/dashboard' has no route; the dashboard is /app/dashboard (decision 401).
        goToDashboard: () => navigate('/app/dashboard'),
        logError: (_, { error }) => console.warn('plans unavailable, showing the built-in plans', error),
      },
    }),
  )
  return useActorRef(machine, { input: { signedIn, fallbackPlans: BUILT_IN_PLANS } })
}
