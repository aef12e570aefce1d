import type { MachineSamples } from '../machine-graph'

const event = (type: string, payload: Record<string, unknown> = {}) => ({ type, ...payload }) as never

/** Payloads for a knowledge item's delete: the row is deleted, already gone, or the call fails. */
export const samples: MachineSamples = {
  events: {
    ASK: [event('ASK', { target: { id: 8, modelType: 'product' } })],
    'xstate.error.actor.deleteRow': [
      event('xstate.error.actor.deleteRow', { error: { missing: true } }),
      event('xstate.error.actor.deleteRow', { error: { missing: false } }),
    ],
  },
}
