import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { chatbotDeleteMachine, normaliseDeleteText } from '../../machines/chatbot-delete.machine'
import { CHATBOT } from '../../src/config/constants'
import { allStateNames, shortestPaths, transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/chatbot-delete.samples'

const bot = { id: 3, name: 'Spa Hoa Sen' }

function start(deleteChatbot: (input: { id: number }) => Promise<void>) {
  const spies = { notifyDeleted: vi.fn(), notifyDeleteFailed: vi.fn(), reloadList: vi.fn() }
  const clock = new SimulatedClock()
  const actor = createActor(
    chatbotDeleteMachine.provide({
      actors: { deleteChatbot: fromPromise(({ input }) => deleteChatbot(input)) },
      actions: {
        notifyDeleted: (_, params) => spies.notifyDeleted(params.chatbot),
        notifyDeleteFailed: (_, params) => spies.notifyDeleteFailed(params.message),
        reloadList: spies.reloadList,
      },
    }),
    { clock },
  ).start()
  return { actor, clock, spies }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const pending = () => new Promise<void>(() => {})

describe('delete chatbot machine', () => {
  it('opens with empty text for the chosen bot; Confirm is not possible yet', () => {
    const { actor } = start(pending)
    actor.send({ type: 'OPEN', chatbot: bot })
    expect(actor.getSnapshot().matches({ open: 'empty' })).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ chatbot: bot, text: '' })
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false)
  })

  it('forces the text to upper case and removes every space', () => {
    expect(normaliseDeleteText(' xoa\tchat bot\n')).toBe('XOACHATBOT')
    const { actor } = start(pending)
    actor.send({ type: 'OPEN', chatbot: bot })
    actor.send({ type: 'CHANGE', text: 'xoa chat' })
    expect(actor.getSnapshot().context.text).toBe('XOACHAT')
  })

  it('anything but the phrase is a mismatch that cannot be confirmed', () => {
    const { actor } = start(pending)
    actor.send({ type: 'OPEN', chatbot: bot })
    for (const text of ['X', 'XOACHATBOTS', 'XÓACHATBOT', 'DELETE']) {
      actor.send({ type: 'CHANGE', text })
      expect(actor.getSnapshot().matches({ open: 'mismatch' }), text).toBe(true)
      expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false)
    }
    actor.send({ type: 'CHANGE', text: '' })
    expect(actor.getSnapshot().matches({ open: 'empty' })).toBe(true)
  })

  it(`only ${CHATBOT.DELETE_PHRASE} enables Confirm, which deletes that bot`, () => {
    const calls: number[] = []
    const { actor } = start(async ({ id }) => {
      calls.push(id)
      return pending()
    })
    actor.send({ type: 'OPEN', chatbot: bot })
    actor.send({ type: 'CHANGE', text: 'xoachatbot' })
    expect(actor.getSnapshot().matches({ open: 'matching' })).toBe(true)
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().matches('deleting')).toBe(true)
    expect(calls).toEqual([3])
  })

  it('while deleting, the modal cannot be cancelled or edited', () => {
    const { actor } = start(pending)
    actor.send({ type: 'OPEN', chatbot: bot })
    actor.send({ type: 'CHANGE', text: 'XOACHATBOT' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'CHANGE', text: '' })
    expect(actor.getSnapshot().matches('deleting')).toBe(true)
    expect(actor.getSnapshot().context.text).toBe('XOACHATBOT')
  })

  it('a success toasts, reloads the list and closes', async () => {
    const { actor, spies } = start(async () => {})
    actor.send({ type: 'OPEN', chatbot: bot })
    actor.send({ type: 'CHANGE', text: 'XOACHATBOT' })
    actor.send({ type: 'CONFIRM' })
    await settle()
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(spies.notifyDeleted).toHaveBeenCalledWith(bot)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context).toEqual({ chatbot: null, text: '' })
  })

  it("a failure leaves the deleting state and passes on the server's text, or none", async () => {
    for (const [error, message] of [
      [{ message: 'Không tìm thấy chatbot' }, 'Không tìm thấy chatbot'],
      [new TypeError('Failed to fetch'), 'Failed to fetch'],
      [{ message: null }, null],
      [undefined, null],
    ] as const) {
      const { actor, spies } = start(() => Promise.reject(error))
      actor.send({ type: 'OPEN', chatbot: bot })
      actor.send({ type: 'CHANGE', text: 'XOACHATBOT' })
      actor.send({ type: 'CONFIRM' })
      await settle()
      expect(actor.getSnapshot().matches({ open: 'matching' })).toBe(true)
      expect(spies.notifyDeleteFailed).toHaveBeenCalledWith(message)
      expect(spies.reloadList).not.toHaveBeenCalled()
      // …and the owner can try again.
      expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true)
    }
  })

  it(`Cancel (Escape, backdrop) closes after ${CHATBOT.DELETE_MODAL_CLOSE_MS} ms and forgets the text`, () => {
    const { actor, clock } = start(pending)
    actor.send({ type: 'OPEN', chatbot: bot })
    actor.send({ type: 'CHANGE', text: 'xoa' })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().matches('closing')).toBe(true)
    clock.increment(CHATBOT.DELETE_MODAL_CLOSE_MS - 1)
    expect(actor.getSnapshot().matches('closing')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ chatbot: null, text: '' })
  })

  it('opening another bot while closing starts afresh with empty text', () => {
    const { actor, clock } = start(pending)
    actor.send({ type: 'OPEN', chatbot: bot })
    actor.send({ type: 'CHANGE', text: 'XOACHATBOT' })
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'OPEN', chatbot: { id: 4, name: 'Shop' } })
    clock.increment(CHATBOT.DELETE_MODAL_CLOSE_MS)
    expect(actor.getSnapshot().matches({ open: 'empty' })).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ chatbot: { id: 4, name: 'Shop' }, text: '' })
  })
})

describe('delete chatbot machine, model-based', () => {
  const machine = chatbotDeleteMachine.provide({ actors: { deleteChatbot: fromPromise(() => pending()) } })

  it('reaches every state', () => {
    const reached = new Set(shortestPaths(machine, samples).flatMap((p) => [p.target, ...p.steps.map((s) => s.state)]))
    const prefixes = new Set([...reached].flatMap((name) => name.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))))
    expect(allStateNames(machine).filter((name) => !prefixes.has(name))).toEqual([])
  })

  const paths = transitionPaths(machine, samples)
  it('has a path for every transition', () => {
    const taken = new Set(paths.map((path) => path.steps.at(-1)!).map((step) => `${step.state} ${step.event.type} ${step.next}`))
    for (const expected of [
      'closed OPEN open.empty',
      'open.empty CHANGE open.mismatch',
      'open.mismatch CHANGE open.matching',
      'open.matching CHANGE open.empty',
      'open.matching CONFIRM deleting',
      'open.mismatch CANCEL closing',
      'deleting xstate.done.actor.deleteChatbot closed',
      'deleting xstate.error.actor.deleteChatbot open.matching',
      'closing xstate.after.DELETE_MODAL_CLOSE.chatbotDelete.closing closed',
      'closing OPEN open.empty',
    ]) {
      expect(taken, expected).toContain(expected)
    }
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type} ${JSON.stringify(last.event).slice(0, 60)}--> ${last.next}`, () => replayPath(machine, path))
  }
})
