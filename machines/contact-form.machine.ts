import { assign, fromPromise, setup } from 'xstate'

/**
 * Contact form (000 §2 "Contact form", §4 "Contact form", §5, §8).
 *
 * idle → submitting → success | error. The visitor's SUBMIT carries what was typed; the
 * browser-level checks of 000 §5 (required fields, an email-type field) are made here so the
 * messages follow the interface language (decision 501). A valid form is sent to POST /api/contacts;
 * the thank-you shows the stored message's number, time and title, and "send new message" returns
 * to an empty form. A failed send keeps the form, and everything typed, under the error text.
 */

export interface ContactValues {
  full_name: string
  email: string
  title: string
  content: string
}

/** What the server answers (000 §3 "Contact message (sent)"). */
export interface ContactReceipt {
  id: number
  created_at: string
  title: string
}

export const CONTACT_FIELDS = ['full_name', 'email', 'title', 'content'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Why a field stops the form: empty, or not an email address. */
export type ContactFieldProblem = 'required' | 'email'
export type ContactFieldProblems = Partial<Record<ContactField, ContactFieldProblem>>

export interface ContactFormContext {
  values: ContactValues
  problems: ContactFieldProblems
  receipt: ContactReceipt | null
}

export type ContactFormEvent =
  | { type: 'SUBMIT'; values: ContactValues }
  /** The thank-you's "send new message": back to an empty form. */
  | { type: 'SEND_NEW_MESSAGE' }

export const EMPTY_CONTACT_VALUES: ContactValues = { full_name: '', email: '', title: '', content: '' }

/** 000 §5 email pattern: total length at most 254, local part at most 64, a dotted domain. */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i

function emailLooksValid(email: string): boolean {
  const local = email.slice(0, email.lastIndexOf('@'))
  return email.length <= 254 && local.length <= 64 && EMAIL_PATTERN.test(email)
}

/** A field of only spaces is empty, as the server says too. */
function problemsOf(values: ContactValues): ContactFieldProblems {
  const problems: ContactFieldProblems = {}
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim()) problems[field] = 'required'
  }
  if (!problems.email && !emailLooksValid(values.email.trim())) problems.email = 'email'
  return problems
}

const trimmed = (values: ContactValues): ContactValues => ({
  full_name: values.full_name.trim(),
  email: values.email.trim(),
  title: values.title.trim(),
  content: values.content.trim(),
})

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    /** POST /api/contacts. Rejects on any failure (no answer, or a non-2xx answer). */
    sendContactMessage: fromPromise<ContactReceipt, ContactValues>(async () => {
      throw new Error('sendContactMessage actor not provided')
    }),
  },
  guards: {
    formHasProblems: ({ event }) => event.type === 'SUBMIT' && Object.keys(problemsOf(event.values)).length > 0,
  },
  actions: {
    /** Keep what was typed, and the problems found in it. */
    recordSubmit: assign(({ event }) => {
      if (event.type !== 'SUBMIT') return {}
      return { values: event.values, problems: problemsOf(event.values) }
    }),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: EMPTY_CONTACT_VALUES, problems: {}, receipt: null },
  initial: 'idle',
  states: {
    // The form is shown and can be sent.
    idle: {
      initial: 'ready',
      tags: ['formShown'],
      on: {
        SUBMIT: [
          { guard: 'formHasProblems', target: '.invalid', actions: 'recordSubmit' },
          { target: 'submitting', actions: 'recordSubmit' },
        ],
      },
      states: {
        // Empty, or being filled in.
        ready: {},
        // A required field is empty or the email is not an address: the fields say which; nothing was sent.
        invalid: {},
      },
    },
    // The message is on its way: the button reads 'Đang gửi...' and the form cannot be changed.
    submitting: {
      tags: ['formShown', 'sending'],
      invoke: {
        id: 'sendContactMessage',
        src: 'sendContactMessage',
        input: ({ context }) => trimmed(context.values),
        onDone: {
          target: 'success',
          actions: assign({ receipt: ({ event }) => event.output, values: EMPTY_CONTACT_VALUES }),
        },
        onError: 'error',
      },
    },
    // Stored: the thank-you shows the message number, its time and its title; the form is cleared.
    success: {
      on: {
        SEND_NEW_MESSAGE: { target: 'idle', actions: assign({ receipt: null, problems: {} }) },
      },
    },
    // Not sent: the error text stands above the form, which keeps everything typed.
    error: {
      tags: ['formShown'],
      on: {
        SUBMIT: [
          { guard: 'formHasProblems', target: 'idle.invalid', actions: 'recordSubmit' },
          { target: 'submitting', actions: 'recordSubmit' },
        ],
      },
    },
  },
})
