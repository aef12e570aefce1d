import type { MachineSamples } from '../machine-graph'

/** Payloads that steer the Facebook callback's guards down each branch (000 §4, §8). */
export const samples: MachineSamples = {
  events: {
    CALLBACK_RECEIVED: [
      { type: 'CALLBACK_RECEIVED', search: '?code=one-time-code&state=3' } as never,
      { type: 'CALLBACK_RECEIVED', search: '?error=access_denied&error_description=Permissions+error&state=3' } as never,
      { type: 'CALLBACK_RECEIVED', search: '?state=3' } as never,
      { type: 'CALLBACK_RECEIVED', search: '?code=one-time-code&state=abc' } as never,
    ],
    'xstate.done.actor.connectFacebook': [{ type: 'xstate.done.actor.connectFacebook', output: { message: 'Connected', pages: [] } } as never],
    'xstate.error.actor.connectFacebook': [
      { type: 'xstate.error.actor.connectFacebook', error: { status: 0 } } as never,
      { type: 'xstate.error.actor.connectFacebook', error: { status: 401 } } as never,
      { type: 'xstate.error.actor.connectFacebook', error: { status: 403 } } as never,
      { type: 'xstate.error.actor.connectFacebook', error: { status: 502 } } as never,
      { type: 'xstate.error.actor.connectFacebook', error: { status: 400, message: 'The code has expired' } } as never,
      { type: 'xstate.error.actor.connectFacebook', error: { status: 404 } } as never,
    ],
  },
}
