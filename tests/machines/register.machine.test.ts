import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate'
import { TestModel, getStateNodes, toDirectedGraph, type DirectedGraphNode, type TestPath } from 'xstate/graph'
import {
  registerMachine,
  type RegisterEvent,
  type RegisterValues,
  type SignUpInput,
} from '../../machines/register.machine'

const VALID: RegisterValues = {
  username: 'Nguyễn Văn A',
  email: 'a@example.com',
  phone_number: '0901234567',
  password: 'secret-1',
  confirm: 'secret-1',
}
const MISSING_PHONE: RegisterValues = { ...VALID, phone_number: '' }
const MISMATCH: RegisterValues = { ...VALID, confirm: 'secret-2' }

interface Deferred {
  resolve: (value: unknown) => void
  reject: (reason: unknown) => void
}

/** A register actor whose sign-up call the test settles by hand. */
function startRegister() {
  const calls: SignUpInput[] = []
  const pending: Deferred[] = []
  const notifyRegistered = vi.fn()
  const goToLogin = vi.fn()
  const actor = createActor(
    registerMachine.provide({
      actors: {
        signUp: fromPromise<unknown, SignUpInput>(({ input }) => {
          calls.push(input)
          return new Promise((resolve, reject) => pending.push({ resolve, reject }))
        }),
      },
      actions: { notifyRegistered, goToLogin },
    }),
  ).start()
  const settle = async (how: 'resolve' | 'reject', value?: unknown) => {
    const deferred = pending.shift()
    if (!deferred) throw new Error('no sign-up call is pending')
    deferred[how](value)
    // Let the promise actor report back.
    await new Promise((r) => setTimeout(r, 0))
  }
  return { actor, calls, notifyRegistered, goToLogin, settle, pending }
}

describe('register machine', () => {
  it('starts editing with nothing submitted and no error', () => {
    const { actor } = startRegister()
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    expect(actor.getSnapshot().context).toMatchObject({ submitted: false, error: null })
  })

  it('an empty field shows ERRORS.REQUIRED and sends nothing', () => {
    const { actor, calls } = startRegister()
    actor.send({ type: 'SUBMIT', values: MISSING_PHONE })
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'ERRORS.REQUIRED' })
    expect(actor.getSnapshot().context.submitted).toBe(true)
    expect(calls).toHaveLength(0)
  })

  it('an empty confirmation counts as missing, not as a mismatch', () => {
    const { actor } = startRegister()
    actor.send({ type: 'SUBMIT', values: { ...VALID, confirm: '' } })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'ERRORS.REQUIRED' })
  })

  it('different passwords show ERRORS.PASSWORD_MISMATCH and send nothing', () => {
    const { actor, calls } = startRegister()
    actor.send({ type: 'SUBMIT', values: MISMATCH })
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'ERRORS.PASSWORD_MISMATCH' })
    expect(calls).toHaveLength(0)
  })

  it('a valid form signs up with the full name as username and without the confirmation', () => {
    const { actor, calls } = startRegister()
    actor.send({ type: 'SUBMIT', values: VALID })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(calls).toEqual([
      { email: 'a@example.com', password: 'secret-1', phone_number: '0901234567', username: 'Nguyễn Văn A' },
    ])
  })

  it('a second submit while signing up is ignored', () => {
    const { actor, calls } = startRegister()
    actor.send({ type: 'SUBMIT', values: VALID })
    actor.send({ type: 'SUBMIT', values: VALID })
    expect(calls).toHaveLength(1)
  })

  it('success shows the success alert and goes to /login', async () => {
    const { actor, settle, notifyRegistered, goToLogin } = startRegister()
    actor.send({ type: 'SUBMIT', values: VALID })
    await settle('resolve', undefined)
    expect(actor.getSnapshot().value).toBe('registered')
    expect(actor.getSnapshot().status).toBe('done')
    expect(notifyRegistered).toHaveBeenCalledTimes(1)
    expect(goToLogin).toHaveBeenCalledTimes(1)
  })

  it("a refused sign-up shows the server's message", async () => {
    const { actor, settle, goToLogin } = startRegister()
    actor.send({ type: 'SUBMIT', values: VALID })
    await settle('reject', { message: 'Email đã tồn tại' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' })
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Email đã tồn tại' })
    expect(goToLogin).not.toHaveBeenCalled()
  })

  it('a failure without a server message shows ERRORS.REGISTER_FAILED', async () => {
    const { actor, settle } = startRegister()
    actor.send({ type: 'SUBMIT', values: VALID })
    await settle('reject', {})
    expect(actor.getSnapshot().context.error).toEqual({ key: 'ERRORS.REGISTER_FAILED' })
  })

  it('submitting again after a failure clears the error and keeps the flag', async () => {
    const { actor, settle, calls } = startRegister()
    actor.send({ type: 'SUBMIT', values: VALID })
    await settle('reject', { message: 'down' })
    actor.send({ type: 'SUBMIT', values: VALID })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context).toMatchObject({ error: null, submitted: true })
    expect(calls).toHaveLength(2)
  })
})

// ---------------------------------------------------------------------------------------------
// Model-based: the graph of the machine, with the sign-up's results as events of the model
// (`xstate.done.actor.signUp`, `xstate.error.actor.signUp`), as design.md asks. Every path is
// replayed against a real actor whose fake sign-up the test settles by hand.

type Snapshot = SnapshotFrom<typeof registerMachine>
type ModelEvent =
  | RegisterEvent
  | { type: 'xstate.done.actor.signUp'; output: unknown }
  | { type: 'xstate.error.actor.signUp'; error: unknown }

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'SUBMIT', values: MISSING_PHONE },
  { type: 'SUBMIT', values: MISMATCH },
  { type: 'SUBMIT', values: VALID },
  { type: 'xstate.done.actor.signUp', output: {} },
  { type: 'xstate.error.actor.signUp', error: { message: 'Email đã tồn tại' } },
  { type: 'xstate.error.actor.signUp', error: {} },
]

const model = new TestModel(registerMachine, {
  // Only the events the current state answers to.
  events: ((snapshot: Snapshot) => MODEL_EVENTS.filter((event) => snapshot.can(event as never))) as never,
  // States are told apart by their value and the error shown, not by what was typed.
  serializeState: ((snapshot: Snapshot) =>
    JSON.stringify({ value: snapshot.value, error: snapshot.context.error })) as never,
})

type Path = TestPath<Snapshot, EventObject>

/** "SUBMIT(valid) → signUp done ⇒ registered", readable in the test list. */
function pathName(path: Path): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    if (event.type === 'SUBMIT') {
      const values = (event as unknown as { values: RegisterValues }).values
      return `SUBMIT(${Object.values(values).includes('') ? 'empty field' : values.password !== values.confirm ? 'mismatch' : 'valid'})`
    }
    if (event.type.startsWith('xstate.done')) return 'signUp done'
    const error = (event as unknown as { error: { message?: string } }).error
    return error.message ? 'signUp refused with message' : 'signUp refused'
  })
  return `${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`
}

async function replay(path: Path) {
  const sut = startRegister()
  await path.test({
    events: {
      SUBMIT: ({ event }: { event: EventObject }) => {
        sut.actor.send(event as RegisterEvent)
      },
      'xstate.done.actor.signUp': ({ event }: { event: EventObject }) =>
        sut.settle('resolve', (event as unknown as { output: unknown }).output),
      'xstate.error.actor.signUp': ({ event }: { event: EventObject }) =>
        sut.settle('reject', (event as unknown as { error: unknown }).error),
    } as never,
    states: {
      '*': (expected: Snapshot) => {
        const actual = sut.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(actual.context.error).toEqual(expected.context.error)
        expect(actual.context.submitted).toBe(expected.context.submitted)
      },
    } as never,
  })
  const final = path.state
  if (final.matches('registered')) {
    expect(sut.notifyRegistered).toHaveBeenCalledTimes(1)
    expect(sut.goToLogin).toHaveBeenCalledTimes(1)
  } else {
    expect(sut.goToLogin).not.toHaveBeenCalled()
  }
}

/** The transitions a path takes: the machine's own transition definitions, by identity. */
function transitionsOf(path: Path): unknown[] {
  const taken: unknown[] = []
  for (let i = 1; i < path.steps.length; i++) {
    const before = path.steps[i - 1].state
    taken.push(...registerMachine.getTransitionData(before as Snapshot, path.steps[i].event as never))
  }
  return taken
}

/** Every transition the statechart declares. */
function declaredTransitions(): unknown[] {
  const out: unknown[] = []
  const walk = (node: DirectedGraphNode) => {
    for (const edge of node.edges) out.push(edge.transition)
    node.children.forEach(walk)
  }
  walk(toDirectedGraph(registerMachine))
  return out
}

describe('register machine, model-based', () => {
  const shortest = model.getShortestPaths() as Path[]
  const simple = model.getSimplePaths() as Path[]

  it('the paths reach every state of the machine', () => {
    const reached = new Set<string>()
    for (const path of [...shortest, ...simple]) {
      for (const snapshot of [...path.steps.map((step) => step.state), path.state]) {
        for (const node of (snapshot as Snapshot)._nodes) reached.add(node.id)
      }
    }
    const all = getStateNodes(registerMachine.root).map((node) => node.id)
    expect(all).toEqual(
      expect.arrayContaining(['register.editing.idle', 'register.editing.invalid', 'register.editing.failed']),
    )
    for (const id of all) expect(reached, `state ${id} is never reached`).toContain(id)
  })

  it('the simple paths take every declared transition', () => {
    const taken = new Set(simple.flatMap(transitionsOf))
    const declared = declaredTransitions()
    expect(declared.length).toBe(5)
    for (const transition of declared) {
      const { source, eventType, target } = transition as { source: { id: string }; eventType: string; target?: Array<{ id: string }> }
      expect(taken.has(transition), `${source.id} --${eventType}--> ${target?.map((t) => t.id)} is never taken`).toBe(true)
    }
  })

  it.each(shortest.map((path) => [pathName(path), path] as const))('shortest path: %s', async (_name, path) => {
    await replay(path)
  })

  it.each(simple.map((path) => [pathName(path), path] as const))('simple path: %s', async (_name, path) => {
    await replay(path)
  })
})
