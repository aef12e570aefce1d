import { assign, fromPromise, setup } from 'xstate'

/**
 * Register (000 §2 "Register screen", §4 "Register", §5, §8).
 *
 * The form sends SUBMIT with what the visitor typed. Submit sets the submitted flag and clears the
 * error; a local validation failure shows an error; otherwise the sign-up call runs (loading), and
 * on success a success alert is shown and the visitor goes to /login; on failure the server's
 * message (or the fallback key) is shown and the form is usable again.
 */

/** What the register form holds. The full name is sent as `username`; `confirm` is never sent. */
export interface RegisterValues {
  username: string
  email: string
  phone_number: string
  password: string
  confirm: string
}

/** The sign-up payload (000 §3 "Registration payload"). */
export type SignUpInput = Omit<RegisterValues, 'confirm'>

/** The error shown above the form: a translation key of ours, or the server's own words. */
export type RegisterError =
  | { key: 'ERRORS.REQUIRED' | 'ERRORS.PASSWORD_MISMATCH' | 'ERRORS.REGISTER_FAILED' }
  | { message: string }

export interface RegisterContext {
  values: RegisterValues
  submitted: boolean
  error: RegisterError | null
}

export type RegisterEvent = { type: 'SUBMIT'; values: RegisterValues }

const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  email: '',
  phone_number: '',
  password: '',
  confirm: '',
}

const REQUIRED_FIELDS = ['username', 'email', 'phone_number', 'password', 'confirm'] as const

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    /** POST /sign_up. Rejects with the response body (or anything) when it fails. */
    signUp: fromPromise<unknown, SignUpInput>(async () => {
      throw new Error('signUp actor not provided')
    }),
  },
  actions: {
    /** The success alert with AUTH.REGISTER_SUCCESS. */
    notifyRegistered: () => {},
    /** Navigate to /login. */
    goToLogin: () => {},
    /** Submit sets the submitted flag, clears the error and keeps what was typed. */
    recordSubmit: assign({
      submitted: true,
      error: null,
      values: ({ event }) => event.values,
    }),
  },
  guards: {
    // 'Required' means empty, as the original form's required validator: no trimming (000 §5).
    hasEmptyField: ({ event }) => REQUIRED_FIELDS.some((field) => event.values[field] === ''),
    passwordsDiffer: ({ event }) => event.values.password !== event.values.confirm,
  },
}).createMachine({
  id: 'register',
  context: { values: EMPTY_REGISTER_VALUES, submitted: false, error: null },
  initial: 'editing',
  states: {
    // The form is shown and can be submitted.
    editing: {
      initial: 'idle',
      on: {
        SUBMIT: [
          {
            guard: 'hasEmptyField',
            target: '.invalid',
            actions: ['recordSubmit', assign({ error: { key: 'ERRORS.REQUIRED' } })],
          },
          {
            guard: 'passwordsDiffer',
            target: '.invalid',
            actions: ['recordSubmit', assign({ error: { key: 'ERRORS.PASSWORD_MISMATCH' } })],
          },
          { target: 'submitting', actions: 'recordSubmit' },
        ],
      },
      states: {
        // Nothing submitted yet, or a previous attempt is being corrected.
        idle: {},
        // Local validation failed: ERRORS.REQUIRED or ERRORS.PASSWORD_MISMATCH is shown.
        invalid: {},
        // The server refused: its message, or ERRORS.REGISTER_FAILED, is shown.
        failed: {},
      },
    },
    // The sign-up call is in flight; the submit button shows its loading state.
    submitting: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => {
          const { username, email, phone_number, password } = context.values
          return { email, password, phone_number, username }
        },
        onDone: 'registered',
        onError: {
          target: 'editing.failed',
          actions: assign({
            error: ({ event }): RegisterError => {
              const message = messageOf(event.error)
              return message ? { message } : { key: 'ERRORS.REGISTER_FAILED' }
            },
          }),
        },
      },
    },
    // Signed up: the success alert shows and the visitor goes to /login.
    registered: {
      type: 'final',
      entry: ['notifyRegistered', 'goToLogin'],
    },
  },
})

/** The server-supplied message field, when the failure carries one. */
function messageOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message.trim()) return message
  }
  return null
}
