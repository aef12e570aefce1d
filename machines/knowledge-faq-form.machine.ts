import { assign, fromPromise, setup, stateIn } from 'xstate'
import type { components } from '../src/api/schema'

/**
 * The FAQ create / edit modal (001 §2.3, §4 "FAQ", §5 "FAQ form", §8).
 *
 * OPEN_CREATE starts an empty form ('Create'); OPEN_EDIT fills it from an FAQ ('Update').
 * Question, answer, catalog type and catalog ID are all required, and the catalog ID must be a
 * whole number of 0 or more (the contract's `catalog_id`). A SUBMIT that fails a check marks the
 * fields and saves nothing; a passing one saves (create or update). On success the list reloads
 * and the modal closes. A failed save is logged only (001 §8), but the modal stays open with
 * everything that was typed and a short inline message, so nothing is lost.
 */

export type Faq = components['schemas']['Faq']

export const FAQ_FIELDS = ['question', 'answer', 'catalog_type', 'catalog_id'] as const
export type FaqField = (typeof FAQ_FIELDS)[number]
/** What is in the form, as typed (the catalog ID is text until it is saved). */
export type FaqValues = Record<FaqField, string>
export type FieldProblem = 'required' | 'invalid'
export type FaqProblems = Partial<Record<FaqField, FieldProblem>>

/** What the save actor sends: the trimmed texts and the catalog ID as a number. */
export interface FaqSaveRequest {
  chatbotId: number
  /** null creates, an id updates. */
  faqId: number | null
  question: string
  answer: string
  catalog_type: string
  catalog_id: number
}

export interface FaqFormContext {
  chatbotId: number
  faqId: number | null
  values: FaqValues
  /** The checks' findings; shown once a SUBMIT failed them. */
  problems: FaqProblems
}

export type FaqFormEvent =
  | { type: 'OPEN_CREATE' }
  | { type: 'OPEN_EDIT'; faq: Faq }
  | { type: 'CHANGE'; field: FaqField; value: string }
  | { type: 'SUBMIT' }
  /** Cancel, X, backdrop or Escape. */
  | { type: 'CLOSE' }

const EMPTY: FaqValues = { question: '', answer: '', catalog_type: '', catalog_id: '' }

/** The form's problems, field by field (001 §5: all four required). */
export function checkFaq(values: FaqValues): FaqProblems {
  const problems: FaqProblems = {}
  for (const field of FAQ_FIELDS) if (!values[field].trim()) problems[field] = 'required'
  if (!problems.catalog_id && !/^\d+$/.test(values.catalog_id.trim())) problems.catalog_id = 'invalid'
  return problems
}

/** The first field that fails its check, in the form's order; null when the form is complete. */
export function firstProblem(values: FaqValues): FaqField | null {
  const problems = checkFaq(values)
  return FAQ_FIELDS.find((field) => problems[field]) ?? null
}

const valuesOf = (faq: Faq): FaqValues => ({
  question: faq.question,
  answer: faq.answer,
  catalog_type: faq.catalog_type,
  catalog_id: String(faq.catalog_id),
})

/** The values once the event is applied. */
function nextValues(context: FaqFormContext, event: FaqFormEvent): FaqValues {
  if (event.type === 'CHANGE') return { ...context.values, [event.field]: event.value }
  if (event.type === 'OPEN_EDIT') return valuesOf(event.faq)
  if (event.type === 'OPEN_CREATE') return EMPTY
  return context.values
}

const FORM_STATE = {
  question: 'needsQuestion',
  answer: 'needsAnswer',
  catalog_type: 'needsCatalogType',
  catalog_id: 'needsCatalogId',
} as const

/** Transitions that move the `form` region to the state naming the first failing check (or `valid`). */
function routeForm(prefix: string, actions: readonly ('storeValues' | 'clearProblems')[]) {
  return [
    ...FAQ_FIELDS.map((field) => ({
      guard: { type: 'firstProblemIs' as const, params: { field } },
      target: `${prefix}${FORM_STATE[field]}`,
      actions: [...actions],
    })),
    { target: `${prefix}valid`, actions: [...actions] },
  ]
}

export const knowledgeFaqFormMachine = setup({
  types: {
    context: {} as FaqFormContext,
    events: {} as FaqFormEvent,
    input: {} as { chatbotId: number },
  },
  actors: {
    /** POST /faqs or POST /faqs/{id}/update. Rejects on any failure. */
    saveFaq: fromPromise<Faq, FaqSaveRequest>(async () => {
      throw new Error('saveFaq actor not provided')
    }),
  },
  actions: {
    /** The FAQ list reloads after a save. */
    reloadList: () => {},
    /** 001 §8: FAQ create and update failures are logged only. */
    logSaveError: (_, _params: { error: unknown }) => {},
    /** Takes what the event brings (a typed value, or the FAQ being edited, or an empty form). */
    storeValues: assign({
      values: ({ context, event }) => nextValues(context, event),
      faqId: ({ context, event }) => (event.type === 'OPEN_EDIT' ? event.faq.id : event.type === 'OPEN_CREATE' ? null : context.faqId),
    }),
    /** The checks' findings, shown once a SUBMIT failed them; each clears as soon as its field is fixed. */
    recheck: assign({ problems: ({ context, event }) => checkFaq(nextValues(context, event)) }),
    clearProblems: assign({ problems: {} }),
  },
  guards: {
    firstProblemIs: ({ context, event }, params: { field: FaqField }) => firstProblem(nextValues(context, event)) === params.field,
    formValid: stateIn({ editing: { form: 'valid' } }),
  },
}).createMachine({
  id: 'knowledgeFaqForm',
  context: ({ input }) => ({ chatbotId: input.chatbotId, faqId: null, values: EMPTY, problems: {} }),
  initial: 'closed',
  states: {
    // No modal.
    closed: {
      on: {
        OPEN_CREATE: routeForm('#knowledgeFaqForm.editing.form.', ['storeValues', 'clearProblems']),
        OPEN_EDIT: routeForm('#knowledgeFaqForm.editing.form.', ['storeValues', 'clearProblems']),
      },
    },
    // The modal is open and takes typing.
    editing: {
      type: 'parallel',
      on: { CLOSE: 'closed' },
      states: {
        // The first of the four checks that fails, in the form's order, or `valid`.
        form: {
          initial: 'needsQuestion',
          on: { CHANGE: routeForm('.', ['storeValues']) },
          states: {
            needsQuestion: {},
            needsAnswer: {},
            needsCatalogType: {},
            needsCatalogId: {},
            valid: {},
          },
        },
        // What the modal says beside the fields.
        notice: {
          initial: 'none',
          on: {
            SUBMIT: [
              { guard: 'formValid', target: '#knowledgeFaqForm.saving', actions: 'clearProblems' },
              { target: '.problems', actions: 'recheck' },
            ],
          },
          states: {
            none: {},
            // A SUBMIT found missing or malformed fields: they are marked until fixed.
            problems: {
              on: { CHANGE: { actions: 'recheck' } },
            },
            // The save failed: what was typed is still there, with a short message.
            saveFailed: {},
          },
        },
      },
    },
    // The FAQ is being saved; the modal cannot be closed meanwhile.
    saving: {
      invoke: {
        id: 'saveFaq',
        src: 'saveFaq',
        input: ({ context }) => ({
          chatbotId: context.chatbotId,
          faqId: context.faqId,
          question: context.values.question.trim(),
          answer: context.values.answer.trim(),
          catalog_type: context.values.catalog_type.trim(),
          catalog_id: Number(context.values.catalog_id.trim()),
        }),
        onDone: { target: 'closed', actions: ['reloadList', assign({ values: EMPTY, faqId: null })] },
        onError: {
          target: ['#knowledgeFaqForm.editing.form.valid', '#knowledgeFaqForm.editing.notice.saveFailed'],
          actions: { type: 'logSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})
