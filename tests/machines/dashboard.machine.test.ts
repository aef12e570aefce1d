import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { dashboardMachine, type DashboardData, type DashboardOverview } from '../../machines/dashboard.machine'
import { allStateNames, shortestPaths, transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { FIGURES, OVERVIEW, samples } from '../model/samples/dashboard.samples'

interface Call<T> {
  input: unknown
  resolve: (value: T) => void
  reject: (reason: unknown) => void
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start() {
  const figures: Call<DashboardData>[] = []
  const overviews: Call<DashboardOverview>[] = []
  const record =
    <T,>(list: Call<T>[]) =>
    ({ input }: { input: unknown }) =>
      new Promise<T>((resolve, reject) => list.push({ input, resolve, reject }))
  const actor = createActor(
    dashboardMachine.provide({
      actors: { loadDashboard: fromPromise(record(figures)) as never, loadOverview: fromPromise(record(overviews)) as never },
    }),
    { input: { userId: 7 } },
  ).start()
  const answer = async <T,>(list: Call<T>[], how: 'resolve' | 'reject', value: unknown) => {
    const call = list.shift()
    if (!call) throw new Error('nothing is loading')
    call[how](value as T)
    await settle()
  }
  return { actor, figures, overviews, answer, state: () => actor.getSnapshot() }
}

describe('dashboard machine', () => {
  it("loads the owner's figures for all chatbots and the overview side by side", () => {
    const { figures, overviews, state } = start()
    expect(state().matches({ figures: 'loading', overview: 'loading' })).toBe(true)
    expect(figures.map((call) => call.input)).toEqual([{ userId: 7, chatbotId: null }])
    expect(overviews.map((call) => call.input)).toEqual([{ userId: 7 }])
  })

  it('shows the figures when they arrive', async () => {
    const { figures, overviews, answer, state } = start()
    await answer(figures, 'resolve', FIGURES)
    await answer(overviews, 'resolve', OVERVIEW)
    expect(state().matches({ figures: 'ready', overview: 'ready' })).toBe(true)
    expect(state().context.data).toEqual(FIGURES)
    expect(state().context.overview).toEqual(OVERVIEW)
  })

  it('choosing a chatbot in the filter loads the figures again for that chatbot, and "all" for all', async () => {
    const { actor, figures, answer, state } = start()
    await answer(figures, 'resolve', FIGURES)
    actor.send({ type: 'SELECT_CHATBOT', chatbotId: 3 })
    expect(state().matches({ figures: 'loading' })).toBe(true)
    expect(figures.map((call) => call.input)).toEqual([{ userId: 7, chatbotId: 3 }])
    // The previous figures stay on screen (dimmed) while the new ones load.
    expect(state().context.data).toEqual(FIGURES)
    await answer(figures, 'resolve', { ...FIGURES, total_conversations: 4 })
    expect(state().context.data?.total_conversations).toBe(4)
    actor.send({ type: 'SELECT_CHATBOT', chatbotId: null })
    expect(figures.map((call) => call.input)).toEqual([{ userId: 7, chatbotId: null }])
  })

  it('a filter change while loading drops the earlier answer', async () => {
    const { actor, figures, state } = start()
    const first = figures.shift()!
    actor.send({ type: 'SELECT_CHATBOT', chatbotId: 3 })
    first.resolve({ ...FIGURES, total_conversations: 999 })
    await settle()
    expect(state().matches({ figures: 'loading' })).toBe(true)
    expect(state().context.data).toBeNull()
  })

  it('a failed load shows the failure; Retry loads again', async () => {
    const { actor, figures, answer, state } = start()
    await answer(figures, 'reject', new Error('HTTP 500'))
    expect(state().matches({ figures: 'failed' })).toBe(true)
    actor.send({ type: 'RETRY' })
    expect(state().matches({ figures: 'loading' })).toBe(true)
    expect(figures).toHaveLength(1)
  })

  it('without the overview the filter offers only "all"; Retry reads it again', async () => {
    const { actor, overviews, answer, state } = start()
    await answer(overviews, 'reject', new Error('Failed to fetch'))
    expect(state().matches({ overview: 'unavailable' })).toBe(true)
    expect(state().context.overview).toBeNull()
    actor.send({ type: 'RETRY' })
    expect(state().matches({ overview: 'loading' })).toBe(true)
  })
})

describe('dashboard machine, model-based', () => {
  it('reaches every state', () => {
    const reached = new Set<string>()
    for (const path of shortestPaths(dashboardMachine, samples)) {
      const actor = createActor(dashboardMachine, { input: samples.input as never, clock: new SimulatedClock() }).start()
      const visit = () => actor.getSnapshot()._nodes.forEach((node) => reached.add(node.path.join('.')))
      visit()
      for (const step of path.steps) {
        actor.send(step.event as never)
        visit()
      }
      actor.stop()
    }
    expect(allStateNames(dashboardMachine).filter((name) => !reached.has(name))).toEqual([])
  })

  const paths = transitionPaths(dashboardMachine, samples)
  it('has a path for every transition', () => {
    const events = new Set(paths.map((path) => path.steps.at(-1)!.event.type))
    expect([...events].sort()).toEqual(
      [
        'RETRY',
        'SELECT_CHATBOT',
        'xstate.done.actor.loadDashboard',
        'xstate.done.actor.loadOverview',
        'xstate.error.actor.loadDashboard',
        'xstate.error.actor.loadOverview',
      ].sort(),
    )
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type}--> ${last.next}`, () => replayPath(dashboardMachine, path, samples.input))
  }
})
