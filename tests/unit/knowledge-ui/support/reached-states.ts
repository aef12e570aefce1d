import { createActor, SimulatedClock, type AnyStateMachine, type StateValue } from 'xstate'
import { allStateNames, shortestPaths, type MachineSamples } from '../../../model/machine-graph'

/** `{ editing: { form: 'valid', notice: 'none' } }` → editing, editing.form, editing.form.valid, editing.notice, editing.notice.none. */
function activeNames(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`]
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}${key}`, ...(child ? activeNames(child, `${prefix}${key}.`) : [])])
}

/**
 * The machine's states that no shortest path enters, found by replaying every path and collecting
 * the states active on the way (parallel regions included). Empty when the model covers them all.
 */
export function statesNotReached(machine: AnyStateMachine, samples: MachineSamples): string[] {
  const reached = new Set<string>()
  for (const path of shortestPaths(machine, samples)) {
    const actor = createActor(machine, { input: samples.input, clock: new SimulatedClock() }).start()
    activeNames(actor.getSnapshot().value).forEach((name) => reached.add(name))
    for (const step of path.steps) {
      actor.send(step.event)
      activeNames(actor.getSnapshot().value).forEach((name) => reached.add(name))
    }
    actor.stop()
  }
  return allStateNames(machine).filter((name) => !reached.has(name))
}
