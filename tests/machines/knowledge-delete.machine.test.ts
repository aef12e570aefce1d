import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { knowledgeDeleteMachine, type DeleteTarget } from '../../machines/knowledge-delete.machine'
import { transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/knowledge-delete.samples'
import { statesNotReached } from '../unit/knowledge-ui/support/reached-states'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const pending = () => new Promise<void>(() => {})
const item = { id: 8, modelType: 'product' }

function start(deleteRow: (target: DeleteTarget) => Promise<void>) {
  const spies = { reloadList: vi.fn(), logDeleteError: vi.fn() }
  const actor = createActor(
    knowledgeDeleteMachine.provide({
      actors: { deleteRow: fromPromise(({ input }) => deleteRow(input)) },
      actions: { reloadList: spies.reloadList, logDeleteError: (_, { error }) => spies.logDeleteError(error) },
    }),
  ).start()
  return { actor, spies }
}

describe('knowledge delete machine', () => {
  it('asks first; Cancel deletes nothing', () => {
    const deleteRow = vi.fn(pending)
    const { actor } = start(deleteRow)
    actor.send({ type: 'ASK', target: item })
    expect(actor.getSnapshot().matches({ confirming: 'asking' })).toBe(true)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(deleteRow).not.toHaveBeenCalled()
  })

  it('Confirm deletes that row, then the dialog closes and the list reloads', async () => {
    const deleteRow = vi.fn(async () => {})
    const { actor, spies } = start(deleteRow)
    actor.send({ type: 'ASK', target: item })
    actor.send({ type: 'CONFIRM' })
    expect(deleteRow).toHaveBeenCalledWith(item)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().matches('deleting')).toBe(true)
    await settle()
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
  })

  it('when the server says the row no longer exists, the list simply reloads', async () => {
    const { actor, spies } = start(async () => {
      throw { missing: true }
    })
    actor.send({ type: 'ASK', target: item })
    actor.send({ type: 'CONFIRM' })
    await settle()
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
    expect(spies.logDeleteError).not.toHaveBeenCalled()
  })

  it('any other failure is logged and keeps the dialog to try again', async () => {
    const deleteRow = vi.fn(async () => {
      throw { missing: false }
    })
    const { actor, spies } = start(deleteRow)
    actor.send({ type: 'ASK', target: item })
    actor.send({ type: 'CONFIRM' })
    await settle()
    expect(actor.getSnapshot().matches({ confirming: 'failed' })).toBe(true)
    expect(spies.logDeleteError).toHaveBeenCalledWith({ missing: false })
    expect(spies.reloadList).not.toHaveBeenCalled()
    actor.send({ type: 'CONFIRM' })
    expect(deleteRow).toHaveBeenCalledTimes(2)
  })
})

describe('knowledge delete machine, model-based', () => {
  const machine = knowledgeDeleteMachine.provide({ actors: { deleteRow: fromPromise(pending) } })
  it('reaches every state', () => expect(statesNotReached(machine, samples)).toEqual([]))
  const paths = transitionPaths(machine, samples)
  it('has a path for every transition of the spec', () => {
    const taken = new Set(paths.map((path) => path.steps.at(-1)!).map((step) => `${step.state} ${step.event.type} ${step.next}`))
    for (const expected of [
      'idle ASK confirming.asking',
      'confirming.asking CONFIRM deleting',
      'confirming.asking CANCEL idle',
      'deleting xstate.done.actor.deleteRow idle',
      'deleting xstate.error.actor.deleteRow idle',
      'deleting xstate.error.actor.deleteRow confirming.failed',
      'confirming.failed CONFIRM deleting',
    ]) {
      expect(taken, expected).toContain(expected)
    }
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type} ${JSON.stringify(last.event).slice(0, 60)}--> ${last.next}`, () => replayPath(machine, path, samples.input))
  }
})
