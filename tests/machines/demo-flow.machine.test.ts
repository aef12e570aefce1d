import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { demoFlowMachine, type DemoFlowInput } from '../../machines/demo-flow.machine'
import type { DemoStep } from '../../src/features/chat-demo/demo-step'
import { allStateNames, shortestPaths, transitionPaths, transitions } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/demo-flow.samples'

const STEPS: DemoStep[] = [
  { id: 1, userMessage: 'Xin chào', botResponse: 'Chào bạn!', triggers: ['xin chào'] },
  { id: 3, userMessage: 'Giá bao nhiêu?', botResponse: '450.000đ', triggers: ['giá'] },
]
const SAMPLE: DemoStep[] = [{ id: 1, userMessage: 'Hello', botResponse: 'Hi!', triggers: ['hello'] }]

/** A flow editor on a simulated clock, recording what it stores and forgets. */
function startFlow(input: DemoFlowInput = { steps: STEPS, customised: false }) {
  const clock = new SimulatedClock()
  const stored: (readonly DemoStep[])[] = []
  let forgotten = 0
  const actor = createActor(
    demoFlowMachine.provide({
      actions: {
        storeFlow: (_, { steps }) => void stored.push(steps),
        forgetStoredFlow: () => void (forgotten += 1),
      },
    }),
    { input, clock },
  ).start()
  const state = () => actor.getSnapshot()
  const type = (field: 'userMessage' | 'botResponse' | 'triggers' | 'nextStepId', value: string) => actor.send({ type: 'CHANGE_DRAFT', field, value })
  return { actor, clock, state, stored, forgotten: () => forgotten, type }
}

describe('demo flow machine (000 §4 "Demo chat", §5 step and bulk rules)', () => {
  it('adds a valid step with the next id, split triggers and an empty form afterwards, and stores the flow', () => {
    const { actor, state, stored, type } = startFlow()
    type('userMessage', '  Ship COD? ')
    type('botResponse', ' Có ạ ')
    type('triggers', 'ship, cod ,')
    type('nextStepId', '1')
    actor.send({ type: 'ADD_STEP' })
    expect(state().context.steps[2]).toEqual({ id: 4, userMessage: 'Ship COD?', botResponse: 'Có ạ', triggers: ['ship', 'cod'], nextStepId: 1 })
    expect(state().context.draft).toEqual({ userMessage: '', botResponse: '', triggers: '', nextStepId: '' })
    expect(state().context.customised).toBe(true)
    expect(stored).toEqual([state().context.steps])
  })

  it('refuses a step without a user message or bot reply, says which, and keeps what was typed', () => {
    const { actor, state, stored, type } = startFlow()
    type('userMessage', '   ')
    type('triggers', 'ship')
    actor.send({ type: 'ADD_STEP' })
    expect(state().context.draftProblems).toEqual({ userMessage: 'required', botResponse: 'required' })
    expect(state().context.draft.triggers).toBe('ship')
    expect(state().context.steps).toEqual(STEPS)
    expect(stored).toEqual([])
  })

  it('edits a step in place, then saves it', () => {
    const { actor, state, stored } = startFlow()
    actor.send({ type: 'EDIT_STEP', id: 3 })
    expect(state().matches({ steps: 'editing' })).toBe(true)
    expect(state().context.editDraft).toEqual({ userMessage: 'Giá bao nhiêu?', botResponse: '450.000đ', triggers: 'giá', nextStepId: '' })
    actor.send({ type: 'CHANGE_EDIT', field: 'triggers', value: 'giá, price' })
    actor.send({ type: 'SAVE_EDIT' })
    expect(state().matches({ steps: 'listing' })).toBe(true)
    expect(state().context.steps[1]).toEqual({ ...STEPS[1], triggers: ['giá', 'price'] })
    expect(stored).toHaveLength(1)
  })

  it('refuses to save an emptied step, then cancel leaves it as it was', () => {
    const { actor, state, stored } = startFlow()
    actor.send({ type: 'EDIT_STEP', id: 1 })
    actor.send({ type: 'CHANGE_EDIT', field: 'botResponse', value: ' ' })
    actor.send({ type: 'SAVE_EDIT' })
    expect(state().matches({ steps: 'editing' })).toBe(true)
    expect(state().context.editProblems).toEqual({ botResponse: 'required' })
    actor.send({ type: 'CANCEL_EDIT' })
    expect(state().matches({ steps: 'listing' })).toBe(true)
    expect(state().context.steps).toEqual(STEPS)
    expect(state().context.editProblems).toEqual({})
    expect(stored).toEqual([])
  })

  it('editing another step drops the first edit; an unknown step is not edited', () => {
    const { actor, state } = startFlow()
    actor.send({ type: 'EDIT_STEP', id: 99 })
    expect(state().matches({ steps: 'listing' })).toBe(true)
    actor.send({ type: 'EDIT_STEP', id: 1 })
    actor.send({ type: 'CHANGE_EDIT', field: 'userMessage', value: 'changed' })
    actor.send({ type: 'EDIT_STEP', id: 3 })
    expect(state().context.editingId).toBe(3)
    expect(state().context.editDraft.userMessage).toBe('Giá bao nhiêu?')
    expect(state().context.steps).toEqual(STEPS)
  })

  it('deletes a step and stores the flow; deleting the step being edited ends the edit', () => {
    const { actor, state, stored } = startFlow()
    actor.send({ type: 'EDIT_STEP', id: 1 })
    actor.send({ type: 'DELETE_STEP', id: 1 })
    expect(state().context.steps).toEqual([STEPS[1]])
    expect(state().matches({ steps: 'listing' })).toBe(true)
    expect(stored).toEqual([[STEPS[1]]])
  })

  it('shows the import result for exactly 3 s, and a new import starts the 3 s again', () => {
    const { actor, clock, state } = startFlow()
    actor.send({ type: 'IMPORT_BULK', mode: 'add' })
    expect(state().matches({ parseResult: 'shown' })).toBe(true)
    expect(state().context.bulkResult).toEqual({ success: false, reason: 'empty' })
    clock.increment(2_000)
    actor.send({ type: 'CHANGE_BULK_TEXT', text: 'HUMAN: Chỉ hỏi' })
    actor.send({ type: 'IMPORT_BULK', mode: 'add' })
    expect(state().context.bulkResult).toEqual({ success: false, reason: 'noPairs' })
    clock.increment(2_999)
    expect(state().matches({ parseResult: 'shown' })).toBe(true)
    clock.increment(1)
    expect(state().matches({ parseResult: 'hidden' })).toBe(true)
    expect(state().context.bulkResult).toBeNull()
    // A failed import keeps the text for correcting.
    expect(state().context.bulkText).toBe('HUMAN: Chỉ hỏi')
  })

  it('adds pasted pairs, counts them, empties the paste box and stores the flow', () => {
    const { actor, state, stored } = startFlow()
    actor.send({ type: 'CHANGE_BULK_TEXT', text: 'HUMAN: giá bao nhiêu?\nBOT: 500.000đ\nHUMAN: Ship?\nBOT: Có' })
    actor.send({ type: 'IMPORT_BULK', mode: 'add' })
    expect(state().context.bulkResult).toEqual({ success: true, mode: 'add', processed: 2, added: 1, updated: 1 })
    expect(state().context.steps.map((step) => step.id)).toEqual([1, 3, 4])
    expect(state().context.bulkText).toBe('')
    expect(stored).toHaveLength(1)
  })

  it('replace mode renumbers from 1 and ends an edit of a step that no longer exists', () => {
    const { actor, state } = startFlow()
    actor.send({ type: 'EDIT_STEP', id: 3 })
    actor.send({ type: 'CHANGE_BULK_TEXT', text: 'HUMAN: A\nBOT: 1\nHUMAN: B\nBOT: 2' })
    actor.send({ type: 'IMPORT_BULK', mode: 'replace' })
    expect(state().context.steps.map((step) => [step.id, step.nextStepId])).toEqual([
      [1, 2],
      [2, undefined],
    ])
    expect(state().matches({ steps: 'listing', parseResult: 'shown' })).toBe(true)
  })

  it('an untouched sample follows the language; an edited flow does not, until reset to the sample', () => {
    const { actor, state, forgotten } = startFlow({ steps: STEPS, customised: false })
    actor.send({ type: 'SAMPLE_CHANGED', steps: SAMPLE })
    expect(state().context.steps).toEqual(SAMPLE)
    actor.send({ type: 'DELETE_STEP', id: 1 })
    actor.send({ type: 'SAMPLE_CHANGED', steps: STEPS })
    expect(state().context.steps).toEqual([])
    actor.send({ type: 'RESET_TO_SAMPLE', steps: SAMPLE })
    expect(state().context).toMatchObject({ steps: SAMPLE, customised: false })
    expect(forgotten()).toBe(1)
  })
})

describe('demo flow machine, model-based', () => {
  it('reaches every state', () => {
    const reached = new Set(shortestPaths(demoFlowMachine, samples).flatMap((path) => path.target.split(' + ')))
    const prefixes = new Set([...reached].flatMap((name) => name.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))))
    expect(allStateNames(demoFlowMachine).filter((name) => !prefixes.has(name))).toEqual([])
  })

  it('takes exactly the transitions of the spec', () => {
    const edges = new Set(transitions(demoFlowMachine, samples).map((edge) => `${edge.from} --${edge.event.type}--> ${edge.to}`))
    const expected: string[] = []
    for (const result of ['hidden', 'shown']) {
      const at = (steps: string) => `steps.${steps} + parseResult.${result}`
      for (const steps of ['listing', 'editing']) {
        for (const event of ['CHANGE_DRAFT', 'ADD_STEP', 'DELETE_STEP', 'CHANGE_BULK_TEXT']) expected.push(`${at(steps)} --${event}--> ${at(steps)}`)
        expected.push(`${at(steps)} --RESET_TO_SAMPLE--> ${at('listing')}`)
        expected.push(`${at(steps)} --EDIT_STEP--> ${at('editing')}`)
        expected.push(`${at(steps)} --IMPORT_BULK--> steps.${steps} + parseResult.shown`)
      }
      expected.push(`${at('editing')} --CHANGE_EDIT--> ${at('editing')}`)
      expected.push(`${at('editing')} --SAVE_EDIT--> ${at('listing')}`)
      expected.push(`${at('editing')} --CANCEL_EDIT--> ${at('listing')}`)
    }
    for (const steps of ['listing', 'editing']) {
      expected.push(`steps.${steps} + parseResult.shown --xstate.after.PARSE_RESULT.demoFlow.parseResult.shown--> steps.${steps} + parseResult.hidden`)
    }
    expect([...edges].sort()).toEqual(expected.sort())
  })

  for (const path of transitionPaths(demoFlowMachine, samples)) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type}--> ${last.next}`, () => replayPath(demoFlowMachine, path, samples.input))
  }
})
