import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { plansMachine, type AccountSummary, type Plan } from '../../machines/plans.machine'
import { allStateNames, shortestPaths, transitionPaths, type MachineSamples } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { CURRENT, FALLBACK, PROFESSIONAL_SELECTED, SERVER_PLANS, samples, visitorInput } from '../model/samples/plans.samples'

interface Call<T> {
  resolve: (value: T) => void
  reject: (reason: unknown) => void
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(signedIn: boolean) {
  const plans: Call<Plan[]>[] = []
  const accounts: Call<AccountSummary>[] = []
  const spies = { goToLogin: vi.fn(), goToDashboard: vi.fn(), logError: vi.fn() }
  const record =
    <T,>(list: Call<T>[]) =>
    () =>
      new Promise<T>((resolve, reject) => list.push({ resolve, reject }))
  const actor = createActor(
    plansMachine.provide({
      actors: { loadPlans: fromPromise(record(plans)) as never, loadAccount: fromPromise(record(accounts)) as never },
      actions: { goToLogin: spies.goToLogin, goToDashboard: spies.goToDashboard, logError: spies.logError },
    }),
    { input: { signedIn, fallbackPlans: FALLBACK } },
  ).start()
  const answer = async <T,>(list: Call<T>[], how: 'resolve' | 'reject', value: unknown) => {
    list.shift()![how](value as T)
    await settle()
  }
  return { actor, plans, accounts, spies, answer, state: () => actor.getSnapshot() }
}

describe('plans machine', () => {
  it("lists the server's plans", async () => {
    const { plans, answer, state } = start(false)
    expect(state().matches({ catalogue: 'loading' })).toBe(true)
    await answer(plans, 'resolve', SERVER_PLANS)
    expect(state().matches({ catalogue: 'listed' })).toBe(true)
    expect(state().context.plans).toEqual(SERVER_PLANS)
  })

  it('falls back to the built-in plans when the list fails or is empty', async () => {
    const failed = start(false)
    await failed.answer(failed.plans, 'reject', new Error('Failed to fetch'))
    expect(failed.state().matches({ catalogue: 'builtIn' })).toBe(true)
    expect(failed.state().context.plans).toEqual(FALLBACK)
    expect(failed.spies.logError).toHaveBeenCalled()

    const empty = start(false)
    await empty.answer(empty.plans, 'resolve', [])
    expect(empty.state().context.plans).toEqual(FALLBACK)
  })

  it('a visitor pressing a plan button goes to /login; no modal opens', () => {
    const { actor, spies, state, accounts } = start(false)
    expect(accounts).toHaveLength(0)
    actor.send({ type: 'CHOOSE_PLAN', plan: PROFESSIONAL_SELECTED })
    expect(spies.goToLogin).toHaveBeenCalledTimes(1)
    expect(state().matches({ selection: 'idle' })).toBe(true)
    expect(state().context.selected).toBeNull()
  })

  it('a signed-in owner gets the current plan and the demo flag, and the button opens the payment with that plan', async () => {
    const { actor, accounts, answer, state, spies } = start(true)
    await answer(accounts, 'resolve', { current: CURRENT, demoControls: true })
    expect(state().context.account).toEqual({ current: CURRENT, demoControls: true })
    actor.send({ type: 'CHOOSE_PLAN', plan: PROFESSIONAL_SELECTED })
    expect(state().matches({ selection: 'paying' })).toBe(true)
    expect(state().context.selected).toEqual(PROFESSIONAL_SELECTED)
    expect(state().context.attempt).toBe(1)
    expect(spies.goToLogin).not.toHaveBeenCalled()
  })

  it('payment success clears the plan and goes to the dashboard', () => {
    const { actor, state, spies } = start(true)
    actor.send({ type: 'CHOOSE_PLAN', plan: PROFESSIONAL_SELECTED })
    actor.send({ type: 'PAYMENT_SUCCEEDED' })
    expect(state().matches({ selection: 'idle' })).toBe(true)
    expect(state().context.selected).toBeNull()
    expect(spies.goToDashboard).toHaveBeenCalledTimes(1)
  })

  it('cancel or close clears the plan and stays; choosing again opens a fresh payment', () => {
    const { actor, state, spies } = start(true)
    actor.send({ type: 'CHOOSE_PLAN', plan: PROFESSIONAL_SELECTED })
    actor.send({ type: 'PAYMENT_DISMISSED' })
    expect(state().context.selected).toBeNull()
    expect(spies.goToDashboard).not.toHaveBeenCalled()
    actor.send({ type: 'CHOOSE_PLAN', plan: PROFESSIONAL_SELECTED })
    expect(state().context.attempt).toBe(2)
  })

  it('a failed account load can be retried', async () => {
    const { actor, accounts, answer, state } = start(true)
    await answer(accounts, 'reject', new Error('HTTP 500'))
    expect(state().matches({ account: 'failed' })).toBe(true)
    actor.send({ type: 'RELOAD_ACCOUNT' })
    expect(state().matches({ account: 'loading' })).toBe(true)
    expect(accounts).toHaveLength(1)
  })
})

describe('plans machine, model-based', () => {
  const traversals: MachineSamples[] = [samples, { ...samples, input: visitorInput }]

  it('reaches every state, signed in or not', () => {
    const reached = new Set<string>()
    for (const sample of traversals) {
      for (const path of shortestPaths(plansMachine, sample)) {
        const actor = createActor(plansMachine, { input: sample.input as never, clock: new SimulatedClock() }).start()
        const visit = () => actor.getSnapshot()._nodes.forEach((node) => reached.add(node.path.join('.')))
        visit()
        for (const step of path.steps) {
          actor.send(step.event as never)
          visit()
        }
        actor.stop()
      }
    }
    // `account.checking` is left at once, for `loading` or `signedOut`.
    const stable = allStateNames(plansMachine).filter((name) => name !== 'account.checking')
    expect(stable.filter((name) => !reached.has(name))).toEqual([])
  })

  const paths = traversals.flatMap((sample) => transitionPaths(plansMachine, sample).map((path) => ({ path, input: sample.input })))
  it('has a path for every transition', () => {
    const events = new Set(paths.map(({ path }) => path.steps.at(-1)!.event.type))
    for (const type of ['CHOOSE_PLAN', 'PAYMENT_SUCCEEDED', 'PAYMENT_DISMISSED', 'RELOAD_ACCOUNT', 'xstate.error.actor.loadPlans']) {
      expect(events).toContain(type)
    }
  })
  for (const { path, input } of paths) {
    const last = path.steps[path.steps.length - 1]
    const who = (input as { signedIn: boolean }).signedIn ? 'owner' : 'visitor'
    it(`${who}: ${last.state} --${last.event.type}--> ${last.next}`, () => replayPath(plansMachine, path, input))
  }
})
