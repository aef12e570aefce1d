import { expect } from 'vitest'
import { createActor, SimulatedClock, type AnyStateMachine } from 'xstate'
import { stateName, type MachinePath } from './machine-graph'

/**
 * Replays a path against the real machine (its side effects replaced by the
 * caller's `.provide()`), checking the state before and after every step.
 * Timer and actor-result events are sent as the events they are.
 */
export function replayPath(machine: AnyStateMachine, path: MachinePath, input?: unknown) {
  const actor = createActor(machine, { input, clock: new SimulatedClock() })
  actor.start()
  for (const step of path.steps) {
    expect(stateName(actor.getSnapshot().value), `before ${step.event.type}`).toBe(step.state)
    actor.send(step.event)
    expect(stateName(actor.getSnapshot().value), `after ${step.event.type}`).toBe(step.next)
  }
  expect(stateName(actor.getSnapshot().value)).toBe(path.target)
  actor.stop()
}
