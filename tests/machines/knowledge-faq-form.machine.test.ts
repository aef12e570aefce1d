import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { checkFaq, knowledgeFaqFormMachine, type Faq, type FaqSaveRequest } from '../../machines/knowledge-faq-form.machine'
import { transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples, storedFaq } from '../model/samples/knowledge-faq-form.samples'
import { statesNotReached } from '../unit/knowledge-ui/support/reached-states'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const pending = () => new Promise<Faq>(() => {})

function start(saveFaq: (request: FaqSaveRequest) => Promise<Faq>) {
  const spies = { reloadList: vi.fn(), logSaveError: vi.fn() }
  const actor = createActor(
    knowledgeFaqFormMachine.provide({
      actors: { saveFaq: fromPromise(({ input }) => saveFaq(input)) },
      actions: { reloadList: spies.reloadList, logSaveError: (_, { error }) => spies.logSaveError(error) },
    }),
    { input: { chatbotId: 3 } },
  ).start()
  return { actor, spies }
}

function fill(actor: ReturnType<typeof start>['actor'], values: Partial<Record<'question' | 'answer' | 'catalog_type' | 'catalog_id', string>>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as never, value })
}

const complete = { question: ' Có giao hàng không? ', answer: 'Có, toàn quốc.', catalog_type: 'product', catalog_id: '7' }

describe('FAQ form machine', () => {
  it('a new FAQ starts empty and Create with nothing typed marks all four fields, saving nothing', () => {
    const save = vi.fn(pending)
    const { actor } = start(save)
    actor.send({ type: 'OPEN_CREATE' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ editing: { notice: 'problems' } })).toBe(true)
    expect(actor.getSnapshot().context.problems).toEqual({
      question: 'required',
      answer: 'required',
      catalog_type: 'required',
      catalog_id: 'required',
    })
    expect(save).not.toHaveBeenCalled()
  })

  it('each marked field clears as soon as it is filled', () => {
    const { actor } = start(pending)
    actor.send({ type: 'OPEN_CREATE' })
    actor.send({ type: 'SUBMIT' })
    fill(actor, { question: 'Có giao hàng không?' })
    expect(actor.getSnapshot().context.problems.question).toBeUndefined()
    expect(actor.getSnapshot().context.problems.answer).toBe('required')
  })

  it('a catalog ID that is not a whole number of 0 or more is refused', () => {
    for (const id of ['7,5', '-1', 'abc', '1e3']) expect(checkFaq({ ...complete, catalog_id: id }).catalog_id, id).toBe('invalid')
    expect(checkFaq({ ...complete, catalog_id: ' 0 ' })).toEqual({})
    expect(checkFaq({ ...complete, question: '   ' })).toEqual({ question: 'required' })
  })

  it('Create sends the trimmed texts and the catalog ID as a number, then closes and reloads the list', async () => {
    const save = vi.fn(async () => storedFaq)
    const { actor, spies } = start(save)
    actor.send({ type: 'OPEN_CREATE' })
    fill(actor, complete)
    expect(actor.getSnapshot().matches({ editing: { form: 'valid' } })).toBe(true)
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    expect(save).toHaveBeenCalledWith({ chatbotId: 3, faqId: null, question: 'Có giao hàng không?', answer: 'Có, toàn quốc.', catalog_type: 'product', catalog_id: 7 })
    await settle()
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
  })

  it('editing starts from the FAQ and Update saves it under its id', async () => {
    const save = vi.fn(async () => storedFaq)
    const { actor } = start(save)
    actor.send({ type: 'OPEN_EDIT', faq: storedFaq })
    expect(actor.getSnapshot().context.values).toEqual({ question: storedFaq.question, answer: storedFaq.answer, catalog_type: 'product', catalog_id: '4' })
    expect(actor.getSnapshot().matches({ editing: { form: 'valid' } })).toBe(true)
    fill(actor, { answer: 'Từ 7 giờ.' })
    actor.send({ type: 'SUBMIT' })
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ faqId: 12, answer: 'Từ 7 giờ.', catalog_id: 4 }))
  })

  it('a failed save is logged and keeps the modal open with everything typed', async () => {
    const { actor, spies } = start(async () => {
      throw new Error('Failed to fetch')
    })
    actor.send({ type: 'OPEN_CREATE' })
    fill(actor, complete)
    actor.send({ type: 'SUBMIT' })
    await settle()
    expect(actor.getSnapshot().matches({ editing: { notice: 'saveFailed' } })).toBe(true)
    expect(actor.getSnapshot().context.values).toMatchObject(complete)
    expect(spies.logSaveError).toHaveBeenCalledWith(new Error('Failed to fetch'))
    expect(spies.reloadList).not.toHaveBeenCalled()
  })

  it('the modal cannot be closed while saving; after a close a new FAQ starts empty', () => {
    const { actor } = start(pending)
    actor.send({ type: 'OPEN_EDIT', faq: storedFaq })
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    const { actor: other } = start(pending)
    other.send({ type: 'OPEN_EDIT', faq: storedFaq })
    other.send({ type: 'CLOSE' })
    other.send({ type: 'OPEN_CREATE' })
    expect(other.getSnapshot().context).toMatchObject({ faqId: null, values: { question: '', answer: '', catalog_type: '', catalog_id: '' } })
  })
})

describe('FAQ form machine, model-based', () => {
  const machine = knowledgeFaqFormMachine.provide({ actors: { saveFaq: fromPromise(pending) } })

  it('reaches every state', () => expect(statesNotReached(machine, samples)).toEqual([]))

  const paths = transitionPaths(machine, samples)
  it('has a path for every transition of the spec', () => {
    const taken = new Set(paths.map((path) => path.steps.at(-1)!).map((step) => `${step.state} ${step.event.type} ${step.next}`))
    for (const expected of [
      'closed OPEN_CREATE editing.form.needsQuestion + notice.none',
      'closed OPEN_EDIT editing.form.valid + notice.none',
      'editing.form.needsQuestion + notice.none SUBMIT editing.form.needsQuestion + notice.problems',
      'editing.form.valid + notice.none SUBMIT saving',
      'saving xstate.done.actor.saveFaq closed',
      'saving xstate.error.actor.saveFaq editing.form.valid + notice.saveFailed',
      'editing.form.valid + notice.none CLOSE closed',
    ]) {
      expect(taken, expected).toContain(expected)
    }
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type} ${JSON.stringify(last.event).slice(0, 60)}--> ${last.next}`, () => replayPath(machine, path, samples.input))
  }
})
