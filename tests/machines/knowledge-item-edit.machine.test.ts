import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { knowledgeItemEditMachine, type KnowledgeItem, type KnowledgeUpdateRequest } from '../../machines/knowledge-item-edit.machine'
import { transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples, storedItem } from '../model/samples/knowledge-item-edit.samples'
import { statesNotReached } from '../unit/knowledge-ui/support/reached-states'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const pending = () => new Promise<KnowledgeItem>(() => {})

function start(updateItem: (request: KnowledgeUpdateRequest) => Promise<KnowledgeItem>) {
  const spies = { reloadList: vi.fn(), logUpdateError: vi.fn() }
  const actor = createActor(
    knowledgeItemEditMachine.provide({
      actors: { updateItem: fromPromise(({ input }) => updateItem(input)) },
      actions: { reloadList: spies.reloadList, logUpdateError: (_, { error }) => spies.logUpdateError(error) },
    }),
  ).start()
  return { actor, spies }
}

describe('knowledge item edit machine', () => {
  it('opens with the item text and type; Save sends both, located by the current type', async () => {
    const update = vi.fn(async () => storedItem)
    const { actor, spies } = start(update)
    actor.send({ type: 'OPEN', item: storedItem })
    expect(actor.getSnapshot().context).toMatchObject({ fullText: storedItem.full_text, modelType: 'product' })
    actor.send({ type: 'CHANGE_TEXT', text: 'Gội đầu 180.000 đồng.' })
    actor.send({ type: 'CHANGE_TYPE', modelType: 'promotion' })
    actor.send({ type: 'SAVE' })
    expect(update).toHaveBeenCalledWith({ id: 8, currentType: 'product', modelType: 'promotion', fullText: 'Gội đầu 180.000 đồng.' })
    await settle()
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
  })

  it('a blank text cannot be saved', () => {
    const update = vi.fn(pending)
    const { actor } = start(update)
    actor.send({ type: 'OPEN', item: storedItem })
    actor.send({ type: 'CHANGE_TEXT', text: '  \n ' })
    expect(actor.getSnapshot().matches({ open: 'blank' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false)
    actor.send({ type: 'SAVE' })
    expect(update).not.toHaveBeenCalled()
  })

  it('a failed update keeps the dialog and the edits, and Save tries again', async () => {
    const update = vi.fn(async () => {
      throw new Error('Knowledge item not found')
    })
    const { actor, spies } = start(update)
    actor.send({ type: 'OPEN', item: storedItem })
    actor.send({ type: 'CHANGE_TEXT', text: 'Mới' })
    actor.send({ type: 'SAVE' })
    await settle()
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.fullText).toBe('Mới')
    expect(spies.logUpdateError).toHaveBeenCalledTimes(1)
    actor.send({ type: 'SAVE' })
    expect(update).toHaveBeenCalledTimes(2)
  })

  it('cannot be closed while saving', () => {
    const { actor } = start(pending)
    actor.send({ type: 'OPEN', item: storedItem })
    actor.send({ type: 'SAVE' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
  })
})

describe('knowledge item edit machine, model-based', () => {
  const machine = knowledgeItemEditMachine.provide({ actors: { updateItem: fromPromise(pending) } })
  it('reaches every state', () => expect(statesNotReached(machine, samples)).toEqual([]))
  const paths = transitionPaths(machine, samples)
  it('has a path for every transition of the spec', () => {
    const taken = new Set(paths.map((path) => path.steps.at(-1)!).map((step) => `${step.state} ${step.event.type} ${step.next}`))
    for (const expected of [
      'closed OPEN open.filled',
      'closed OPEN open.blank',
      'open.filled CHANGE_TEXT open.blank',
      'open.blank CHANGE_TEXT open.filled',
      'open.filled SAVE saving',
      'saving xstate.done.actor.updateItem closed',
      'saving xstate.error.actor.updateItem open.failed',
      'open.failed SAVE saving',
      'open.filled CLOSE closed',
    ]) {
      expect(taken, expected).toContain(expected)
    }
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type} ${JSON.stringify(last.event).slice(0, 60)}--> ${last.next}`, () => replayPath(machine, path, samples.input))
  }
})
