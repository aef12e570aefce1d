import type { MachineSamples } from '../machine-graph'

const user = { id: 1, username: 'demo', email: 'demo@example.com', access_token: 'a1', refresh_token: 'r1' }

/** Payloads that steer the session machine's guards down each branch. */
export const samples: MachineSamples = {
  input: { storedUser: null },
  events: {
    LOGIN: [{ type: 'LOGIN', username: 'demo', password: 'demo1234' } as never],
    'xstate.done.actor.login': [
      { type: 'xstate.done.actor.login', output: { user } } as never,
      { type: 'xstate.done.actor.login', output: {} } as never,
    ],
    'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: { message: 'Invalid username or password' } } as never],
    'xstate.done.actor.fetchProfile': [{ type: 'xstate.done.actor.fetchProfile', output: { username: 'demo', email: 'demo@example.com' } } as never],
    'xstate.done.actor.refresh': [{ type: 'xstate.done.actor.refresh', output: { access_token: 'a2', refresh_token: 'r2' } } as never],
  },
}
