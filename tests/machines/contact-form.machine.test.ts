import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  contactFormMachine,
  EMPTY_CONTACT_VALUES,
  type ContactReceipt,
  type ContactValues,
} from '../../machines/contact-form.machine'
import { allStateNames, shortestPaths, transitionPaths, transitions } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/contact-form.samples'

const FILLED: ContactValues = {
  full_name: '  Trần Minh Anh ',
  email: 'minhanh@example.vn ',
  title: 'Tư vấn gói Professional',
  content: 'Tôi muốn dùng chatbot cho cửa hàng thời trang.',
}
const RECEIPT: ContactReceipt = { id: 12, created_at: '2025-03-08T02:05:00.000Z', title: 'Tư vấn gói Professional' }

interface Deferred {
  resolve: (value: ContactReceipt) => void
  reject: (reason: unknown) => void
}

/** A contact form whose POST /api/contacts the test settles by hand. */
function startForm() {
  const sent: ContactValues[] = []
  const pending: Deferred[] = []
  const actor = createActor(
    contactFormMachine.provide({
      actors: {
        sendContactMessage: fromPromise<ContactReceipt, ContactValues>(({ input }) => {
          sent.push(input)
          return new Promise((resolve, reject) => pending.push({ resolve, reject }))
        }),
      },
    }),
  ).start()
  const settle = async (how: 'resolve' | 'reject', value: unknown) => {
    const next = pending.shift()
    if (!next) throw new Error('no send is pending')
    next[how](value as never)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { actor, sent, settle }
}

describe('contact form machine (000 §2 Contact form, §4, §5, §8)', () => {
  it('starts idle with an empty form', () => {
    const { actor } = startForm()
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true)
    expect(actor.getSnapshot().hasTag('formShown')).toBe(true)
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT_VALUES)
  })

  it.each(['full_name', 'email', 'title', 'content'] as const)('an empty %s is marked required and nothing is sent', (field) => {
    const { actor, sent } = startForm()
    actor.send({ type: 'SUBMIT', values: { ...FILLED, [field]: '   ' } })
    expect(actor.getSnapshot().matches({ idle: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.problems).toEqual({ [field]: 'required' })
    expect(sent).toEqual([])
  })

  it.each(['minhanh.example.vn', 'minh anh@example.vn', 'minhanh@example', `${'a'.repeat(65)}@example.vn`])(
    'an email that is not an address (%s) is refused and nothing is sent',
    (email) => {
      const { actor, sent } = startForm()
      actor.send({ type: 'SUBMIT', values: { ...FILLED, email } })
      expect(actor.getSnapshot().context.problems).toEqual({ email: 'email' })
      expect(sent).toEqual([])
    },
  )

  it('a refused submit keeps everything typed', () => {
    const { actor } = startForm()
    const values = { ...FILLED, title: '' }
    actor.send({ type: 'SUBMIT', values })
    expect(actor.getSnapshot().context.values).toEqual(values)
  })

  it('a complete form is sent trimmed, and the form shows it is sending', () => {
    const { actor, sent } = startForm()
    actor.send({ type: 'SUBMIT', values: FILLED })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(actor.getSnapshot().hasTag('sending')).toBe(true)
    expect(sent).toEqual([
      { full_name: 'Trần Minh Anh', email: 'minhanh@example.vn', title: FILLED.title, content: FILLED.content },
    ])
  })

  it('a second submit while sending sends nothing more', () => {
    const { actor, sent } = startForm()
    actor.send({ type: 'SUBMIT', values: FILLED })
    actor.send({ type: 'SUBMIT', values: FILLED })
    expect(sent).toHaveLength(1)
  })

  it('a stored message clears the form and keeps the receipt for the thank-you', async () => {
    const { actor, settle } = startForm()
    actor.send({ type: 'SUBMIT', values: FILLED })
    await settle('resolve', RECEIPT)
    expect(actor.getSnapshot().matches('success')).toBe(true)
    expect(actor.getSnapshot().hasTag('formShown')).toBe(false)
    expect(actor.getSnapshot().context.receipt).toEqual(RECEIPT)
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT_VALUES)
  })

  it('"send new message" returns to an empty form', async () => {
    const { actor, settle } = startForm()
    actor.send({ type: 'SUBMIT', values: FILLED })
    await settle('resolve', RECEIPT)
    actor.send({ type: 'SEND_NEW_MESSAGE' })
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ values: EMPTY_CONTACT_VALUES, problems: {}, receipt: null })
  })

  it('a failed send shows the error above a form that keeps everything typed', async () => {
    const { actor, settle } = startForm()
    actor.send({ type: 'SUBMIT', values: FILLED })
    await settle('reject', { status: 500 })
    expect(actor.getSnapshot().matches('error')).toBe(true)
    expect(actor.getSnapshot().hasTag('formShown')).toBe(true)
    expect(actor.getSnapshot().context.values).toEqual(FILLED)
  })

  it('after a failure the visitor can send again, or correct a field first', async () => {
    const { actor, settle, sent } = startForm()
    actor.send({ type: 'SUBMIT', values: FILLED })
    await settle('reject', new TypeError('Failed to fetch'))
    actor.send({ type: 'SUBMIT', values: { ...FILLED, content: '' } })
    expect(actor.getSnapshot().matches({ idle: 'invalid' })).toBe(true)
    actor.send({ type: 'SUBMIT', values: FILLED })
    await settle('resolve', RECEIPT)
    expect(actor.getSnapshot().matches('success')).toBe(true)
    expect(sent).toHaveLength(2)
  })
})

describe('contact form machine, model-based', () => {
  const never = fromPromise<ContactReceipt, ContactValues>(() => new Promise(() => {}))
  const machine = contactFormMachine.provide({ actors: { sendContactMessage: never } })

  it('reaches every state', () => {
    const reached = new Set(shortestPaths(machine, samples).map((path) => path.target))
    const prefixes = new Set([...reached].flatMap((name) => name.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))))
    expect(allStateNames(machine).filter((name) => !prefixes.has(name))).toEqual([])
  })

  it('takes exactly the transitions of the spec', () => {
    const edges = transitions(machine, samples).map((edge) => `${edge.from} --${edge.event.type}--> ${edge.to}`)
    expect([...new Set(edges)].sort()).toEqual(
      [
        'idle.ready --SUBMIT--> submitting',
        'idle.ready --SUBMIT--> idle.invalid',
        'idle.invalid --SUBMIT--> submitting',
        'idle.invalid --SUBMIT--> idle.invalid',
        'submitting --xstate.done.actor.sendContactMessage--> success',
        'submitting --xstate.error.actor.sendContactMessage--> error',
        'success --SEND_NEW_MESSAGE--> idle.ready',
        'error --SUBMIT--> submitting',
        'error --SUBMIT--> idle.invalid',
      ].sort(),
    )
  })

  const paths = transitionPaths(machine, samples)
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type}--> ${last.next}`, () => replayPath(machine, path))
  }
})
