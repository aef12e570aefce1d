import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  paymentOrderMachine,
  type PaymentOrder,
  type PaymentOrderInput,
  type PaymentOrderStatus,
} from '../../machines/payment-order.machine'
import { PAYMENT, PAYMENT_FLOW } from '../../src/config/constants'
import { allStateNames, shortestPaths, transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { MODEL_NOW, PENDING_ORDER, PROFESSIONAL, modelInput, otherInputs, samples } from '../model/samples/payment-order.samples'

interface Deferred<T> {
  input: unknown
  resolve: (value: T) => void
  reject: (reason: unknown) => void
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const FIFTEEN_MINUTES = 15 * 60_000

/** A payment-order actor on a simulated clock whose calls the test answers by hand. */
function start(input: Partial<PaymentOrderInput> = {}) {
  const clock = new SimulatedClock()
  const creates: Deferred<PaymentOrder | null>[] = []
  const polls: Deferred<PaymentOrderStatus>[] = []
  const transfers: Deferred<unknown>[] = []
  const spies = { notifySuccess: vi.fn(), notifyCancel: vi.fn(), logPollError: vi.fn() }
  const pending =
    <T,>(list: Deferred<T>[]) =>
    ({ input: callInput }: { input: unknown }) =>
      new Promise<T>((resolve, reject) => list.push({ input: callInput, resolve, reject }))
  const machine = paymentOrderMachine.provide({
    actors: {
      createOrder: fromPromise(pending(creates)) as never,
      pollStatus: fromPromise(pending(polls)) as never,
      simulateTransfer: fromPromise(pending(transfers)) as never,
    },
    actions: {
      notifySuccess: spies.notifySuccess,
      notifyCancel: spies.notifyCancel,
      logPollError: (_, params) => spies.logPollError(params.error),
    },
  })
  const actor = createActor(machine, {
    input: { ...modelInput, now: () => MODEL_NOW + clock.now(), ...input },
    clock,
  })
  actor.start()
  const answer = async <T,>(list: Deferred<T>[], how: 'resolve' | 'reject', value: unknown) => {
    const call = list.shift()
    if (!call) throw new Error('no call is waiting for an answer')
    call[how](value as T)
    await settle()
  }
  /** Timers still scheduled on the clock. */
  const scheduled = () => (clock as unknown as { timeouts: Map<number, unknown> }).timeouts.size
  const state = () => actor.getSnapshot()
  return { actor, clock, creates, polls, transfers, spies, answer, scheduled, state }
}

/** An actor whose order was created and is waiting for the transfer. */
async function startPending() {
  const sut = start()
  await sut.answer(sut.creates, 'resolve', PENDING_ORDER)
  return sut
}

describe('payment order: before the order exists', () => {
  it("without a selected plan it says 'no information on the selected plan' and creates nothing", () => {
    const { state, creates } = start({ plan: null })
    expect(state().matches('unavailable')).toBe(true)
    expect(state().context.error).toEqual({ key: 'PAYMENT.ERRORS.NO_PLAN' })
    expect(creates).toHaveLength(0)
  })

  it("without a signed-in user it says 'please log in to pay' and creates nothing", () => {
    const { state, creates } = start({ user: null })
    expect(state().context.error).toEqual({ key: 'PAYMENT.ERRORS.NOT_SIGNED_IN' })
    expect(creates).toHaveLength(0)
  })

  it('creates the order for the selected plan and the signed-in user', () => {
    const { state, creates } = start()
    expect(state().matches('creating')).toBe(true)
    expect(creates.map((call) => call.input)).toEqual([{ planId: PROFESSIONAL.id, userId: 1 }])
  })

  it("a refused order shows the server's message, and Retry creates it again", async () => {
    const { state, creates, answer, actor } = start()
    await answer(creates, 'reject', { body: { message: 'Không tìm thấy gói dịch vụ' }, message: 'HTTP 404' })
    expect(state().matches('creationFailed')).toBe(true)
    expect(state().context.error).toEqual({ message: 'Không tìm thấy gói dịch vụ' })
    actor.send({ type: 'RETRY' })
    expect(state().matches('creating')).toBe(true)
    expect(state().context.error).toBeNull()
    expect(creates).toHaveLength(1)
    await answer(creates, 'resolve', PENDING_ORDER)
    expect(state().matches('pending')).toBe(true)
  })

  it("without a server message it shows the error's own message, else the general creation error", async () => {
    const network = start()
    await network.answer(network.creates, 'reject', { message: 'Failed to fetch' })
    expect(network.state().context.error).toEqual({ message: 'Failed to fetch' })

    const silent = start()
    await silent.answer(silent.creates, 'reject', new Error(''))
    expect(silent.state().context.error).toEqual({ key: 'PAYMENT.ERRORS.CREATE_FAILED' })
  })

  it("an empty answer reads 'no response from server'", async () => {
    const { state, creates, answer } = start()
    await answer(creates, 'resolve', null)
    expect(state().matches('creationFailed')).toBe(true)
    expect(state().context.error).toEqual({ key: 'PAYMENT.ERRORS.NO_RESPONSE' })
  })
})

describe('payment order: waiting for the transfer', () => {
  it('counts down to expire_at, one tick a second', async () => {
    const { state, clock } = await startPending()
    expect(state().context.remainingMs).toBe(FIFTEEN_MINUTES)
    clock.increment(PAYMENT.COUNTDOWN_TICK_MS - 1)
    expect(state().context.remainingMs).toBe(FIFTEEN_MINUTES)
    clock.increment(1)
    expect(state().context.remainingMs).toBe(FIFTEEN_MINUTES - PAYMENT.COUNTDOWN_TICK_MS)
    clock.increment(PAYMENT.COUNTDOWN_TICK_MS * 59)
    expect(state().context.remainingMs).toBe(FIFTEEN_MINUTES - 60_000)
  })

  it('asks for the status every 2000 ms, and a polling error is only logged', async () => {
    const { clock, polls, answer, spies, state } = await startPending()
    clock.increment(PAYMENT.POLL_INTERVAL_MS - 1)
    expect(polls).toHaveLength(0)
    clock.increment(1)
    expect(polls.map((call) => call.input)).toEqual([{ orderId: PENDING_ORDER.id }])
    await answer(polls, 'resolve', 'PENDING')
    clock.increment(PAYMENT.POLL_INTERVAL_MS)
    expect(polls).toHaveLength(1)
    await answer(polls, 'reject', new Error('Failed to fetch'))
    expect(spies.logPollError).toHaveBeenCalledWith(new Error('Failed to fetch'))
    expect(state().matches('pending')).toBe(true)
    expect(state().context.error).toBeNull()
    clock.increment(PAYMENT.POLL_INTERVAL_MS)
    expect(polls).toHaveLength(1)
  })

  it('PAID stops polling and the countdown, shows paid, then emits success once', async () => {
    const { clock, polls, answer, spies, state, scheduled } = await startPending()
    clock.increment(PAYMENT.POLL_INTERVAL_MS)
    await answer(polls, 'resolve', 'PAID')
    expect(state().matches('paid')).toBe(true)
    expect(state().context.order?.status).toBe('PAID')
    expect(spies.notifySuccess).not.toHaveBeenCalled()
    // Only the paid notice is still scheduled.
    expect(scheduled()).toBe(1)
    clock.increment(PAYMENT_FLOW.PAID_NOTICE_MS)
    expect(spies.notifySuccess).toHaveBeenCalledTimes(1)
    expect(state().status).toBe('done')
    clock.increment(PAYMENT.POLL_INTERVAL_MS * 10)
    expect(polls).toHaveLength(0)
    expect(scheduled()).toBe(0)
  })

  it('closing while paid is shown still counts as success', async () => {
    const { clock, polls, answer, spies, actor } = await startPending()
    clock.increment(PAYMENT.POLL_INTERVAL_MS)
    await answer(polls, 'resolve', 'PAID')
    actor.send({ type: 'CLOSE' })
    expect(spies.notifySuccess).toHaveBeenCalledTimes(1)
    expect(spies.notifyCancel).not.toHaveBeenCalled()
  })

  it('a free plan whose order comes back paid goes straight to paid', async () => {
    const { creates, answer, state, polls, clock } = start()
    await answer(creates, 'resolve', { ...PENDING_ORDER, status: 'PAID', amount: 0, amount_vnd: 0, qrCode: '' })
    expect(state().matches('paid')).toBe(true)
    clock.increment(PAYMENT.POLL_INTERVAL_MS)
    expect(polls).toHaveLength(0)
  })

  it('at zero the order is expired: polling stops and Retry creates a new order', async () => {
    const { clock, polls, answer, state, actor, creates, scheduled } = await startPending()
    // Keep answering polls with PENDING until the countdown runs out.
    for (let elapsed = 0; elapsed < FIFTEEN_MINUTES; elapsed += PAYMENT.POLL_INTERVAL_MS) {
      clock.increment(PAYMENT.POLL_INTERVAL_MS)
      if (polls.length) await answer(polls, 'resolve', 'PENDING')
    }
    expect(state().matches('expired')).toBe(true)
    expect(state().context.remainingMs).toBe(0)
    expect(state().context.order?.status).toBe('EXPIRED')
    expect(state().context.error).toEqual({ key: 'PAYMENT.ERRORS.EXPIRED' })
    expect(scheduled()).toBe(0)
    clock.increment(PAYMENT.POLL_INTERVAL_MS * 5)
    expect(polls).toHaveLength(0)

    actor.send({ type: 'RETRY' })
    expect(state().matches('creating')).toBe(true)
    expect(state().context.order).toBeNull()
    const second = { ...PENDING_ORDER, id: 42, expire_at: new Date(MODEL_NOW + clock.now() + FIFTEEN_MINUTES).toISOString() }
    await answer(creates, 'resolve', second)
    expect(state().matches('pending')).toBe(true)
    expect(state().context.remainingMs).toBe(FIFTEEN_MINUTES)
  })

  it('the countdown reads zero the moment expire_at passes, not one tick later', async () => {
    const { creates, answer, clock, state } = start()
    await answer(creates, 'resolve', { ...PENDING_ORDER, expire_at: new Date(MODEL_NOW + 2_500).toISOString() })
    clock.increment(2_499)
    expect(state().matches('pending')).toBe(true)
    clock.increment(1)
    expect(state().matches('expired')).toBe(true)
  })

  it('the server saying EXPIRED also ends the wait', async () => {
    const { clock, polls, answer, state } = await startPending()
    clock.increment(PAYMENT.POLL_INTERVAL_MS)
    await answer(polls, 'resolve', 'EXPIRED')
    expect(state().matches('expired')).toBe(true)
  })

  it('the demo bank transfer is sent for this order; polling then sees it paid', async () => {
    const { actor, transfers, answer, state, clock, polls } = await startPending()
    actor.send({ type: 'SIMULATE_TRANSFER' })
    expect(state().matches({ pending: { bankTransfer: 'sending' } })).toBe(true)
    expect(transfers.map((call) => call.input)).toEqual([{ orderId: PENDING_ORDER.id }])
    await answer(transfers, 'resolve', { order_id: PENDING_ORDER.id, status: 'PAID' })
    expect(state().matches({ pending: { bankTransfer: 'idle' } })).toBe(true)
    clock.increment(PAYMENT.POLL_INTERVAL_MS)
    await answer(polls, 'resolve', 'PAID')
    expect(state().matches('paid')).toBe(true)
  })
})

describe('payment order: cancel and close', () => {
  it('Cancel stops every timer and emits cancel', async () => {
    const { actor, clock, polls, spies, scheduled, state } = await startPending()
    actor.send({ type: 'CANCEL' })
    expect(state().matches('cancelled')).toBe(true)
    expect(spies.notifyCancel).toHaveBeenCalledTimes(1)
    expect(scheduled()).toBe(0)
    clock.increment(FIFTEEN_MINUTES)
    expect(polls).toHaveLength(0)
    expect(spies.notifySuccess).not.toHaveBeenCalled()
  })

  it('Close stops every timer and emits nothing', async () => {
    const { actor, scheduled, spies, state } = await startPending()
    actor.send({ type: 'CLOSE' })
    expect(state().matches('closed')).toBe(true)
    expect(scheduled()).toBe(0)
    expect(spies.notifyCancel).not.toHaveBeenCalled()
  })

  it('a stopped machine (the modal unmounted) leaves no timer behind', async () => {
    const { actor, scheduled, clock, polls } = await startPending()
    expect(scheduled()).toBeGreaterThan(0)
    actor.stop()
    expect(scheduled()).toBe(0)
    clock.increment(FIFTEEN_MINUTES)
    expect(polls).toHaveLength(0)
  })

  it('Cancel works while the order is still being created; a late answer changes nothing', async () => {
    const { actor, creates, answer, state, spies } = start()
    actor.send({ type: 'CANCEL' })
    expect(spies.notifyCancel).toHaveBeenCalledTimes(1)
    await answer(creates, 'resolve', PENDING_ORDER)
    expect(state().matches('cancelled')).toBe(true)
  })
})

describe('payment order, model-based', () => {
  const machine = paymentOrderMachine
  const traversals = [samples, ...Object.values(otherInputs).map((input) => ({ ...samples, input }))]

  it('reaches every state from the three ways the modal can open', () => {
    const reached = new Set<string>()
    for (const sample of traversals) {
      for (const path of shortestPaths(machine, sample)) {
        const actor = createActor(machine, { input: sample.input as PaymentOrderInput, clock: new SimulatedClock() }).start()
        const visit = () => actor.getSnapshot()._nodes.forEach((node) => reached.add(node.path.join('.')))
        visit()
        for (const step of path.steps) {
          actor.send(step.event as never)
          visit()
        }
        actor.stop()
      }
    }
    // `checking` is transient: it is left at once for `unavailable` or `creating` (unit tests above).
    const stable = allStateNames(machine).filter((name) => name !== 'checking')
    expect(stable.filter((name) => !reached.has(name))).toEqual([])
  })

  // A final state takes no events; the graph helper still lists the root's CANCEL/CLOSE there.
  const finalStates = new Set(Object.values(machine.root.states).filter((node) => node.type === 'final').map((node) => node.key))
  const paths = traversals
    .flatMap((sample) => transitionPaths(machine, sample).map((path) => ({ path, input: sample.input })))
    .filter(({ path }) => !finalStates.has(path.steps.at(-1)!.state))
  it('has a path for every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(30)
    const events = new Set(paths.map(({ path }) => path.steps.at(-1)!.event.type))
    for (const type of ['RETRY', 'CANCEL', 'CLOSE', 'SIMULATE_TRANSFER', 'xstate.done.actor.pollStatus', 'xstate.error.actor.pollStatus']) {
      expect(events).toContain(type)
    }
    expect([...events].some((type) => type.startsWith('xstate.after.UNTIL_EXPIRY'))).toBe(true)
    expect([...events].some((type) => type.startsWith('xstate.after.PAID_NOTICE'))).toBe(true)
    expect([...events].some((type) => type.startsWith('xstate.after.COUNTDOWN_TICK'))).toBe(true)
  })
  for (const { path, input } of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type}--> ${last.next}`, () => replayPath(machine, path, input))
  }
})
