import type { AnyStateMachine, EventObject } from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph'

/**
 * Model-based testing helpers shared by the machine tests and `npm run paths`.
 * A machine's events are read from the machine itself (user events, timers as
 * `xstate.after.*`, actor results as `xstate.done.actor.*` / `xstate.error.actor.*`);
 * a samples module may give payloads for events whose guards read them.
 */
export interface MachineSamples {
  /** The machine's input for the traversal. */
  input?: unknown
  /** Concrete events by type; several entries of one type explore several branches. */
  events?: Record<string, EventObject[]>
}

export interface PathStep {
  state: string
  event: EventObject
  next: string
}

export interface MachinePath {
  target: string
  steps: PathStep[]
}

export interface Edge {
  from: string
  event: EventObject
  to: string
}

/** A state's readable name: `signedIn.refreshing`. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const inner = stateName(child)
      return inner ? `${key}.${inner}` : key
    })
    .join(' + ')
}

export function eventsOf(machine: AnyStateMachine, samples: MachineSamples = {}): EventObject[] {
  const types = [...new Set(machine.root.events as string[])]
  return types.flatMap((type) => samples.events?.[type] ?? [{ type }])
}

function options(machine: AnyStateMachine, samples: MachineSamples) {
  return {
    events: eventsOf(machine, samples),
    input: samples.input,
    serializeState: (snapshot: { value: unknown }) => stateName(snapshot.value),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
  }
}

/** The shortest path to every reachable state. */
export function shortestPaths(machine: AnyStateMachine, samples: MachineSamples = {}): MachinePath[] {
  return getShortestPaths(machine, options(machine, samples) as never).map((path) => ({
    target: stateName(path.state.value),
    steps: path.steps.slice(1).map((step, index) => ({
      state: stateName(path.steps[index].state.value),
      event: step.event as EventObject,
      next: stateName(step.state.value),
    })),
  }))
}

/** Every transition the machine can take: (state, event → next state). */
export function transitions(machine: AnyStateMachine, samples: MachineSamples = {}): Edge[] {
  const map = getAdjacencyMap(machine, options(machine, samples) as never)
  const seen = new Set<string>()
  const edges: Edge[] = []
  for (const { state, event, nextState } of adjacencyMapToArray(map)) {
    const edge = {
      from: stateName((state as { value: unknown }).value),
      event: event as EventObject,
      to: stateName((nextState as { value: unknown }).value),
    }
    const key = `${edge.from}|${JSON.stringify(edge.event)}|${edge.to}`
    if (seen.has(key)) continue
    seen.add(key)
    // A finished machine takes no events; an event the state does not handle (or whose guards all fail) is not a transition.
    if ((state as { status?: string }).status === 'done') continue
    if (!(state as { can(event: EventObject): boolean }).can(edge.event)) continue
    edges.push(edge)
  }
  return edges
}

/** One path per transition: the shortest way to its source state, then the transition itself. */
export function transitionPaths(machine: AnyStateMachine, samples: MachineSamples = {}): MachinePath[] {
  const toState = new Map(shortestPaths(machine, samples).map((path) => [path.target, path]))
  return transitions(machine, samples).map((edge) => ({
    target: edge.to,
    steps: [...(toState.get(edge.from)?.steps ?? []), { state: edge.from, event: edge.event, next: edge.to }],
  }))
}

/** All state names of a machine, compound ones included (`signedIn`, `signedIn.idle`). */
export function allStateNames(machine: AnyStateMachine): string[] {
  const names: string[] = []
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    if (node.path.length) names.push(node.path.join('.'))
    for (const child of Object.values(node.states)) walk(child as typeof node)
  }
  walk(machine.root as never)
  return names
}
