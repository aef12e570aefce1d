import { assign, setup } from 'xstate'
import { CHAT_DEMO } from '../src/config/constants'
import { importBulkText, type BulkMode, type BulkResult } from '../src/features/chat-demo/bulk-import'
import {
  draftFromStep,
  EMPTY_STEP_DRAFT,
  hasProblems,
  newStepId,
  stepFromDraft,
  stepProblems,
  type DemoStep,
  type StepDraft,
  type StepDraftField,
  type StepProblems,
} from '../src/features/chat-demo/demo-step'

/**
 * The chat demo's conversation flow editor (000 §2 "Chat demo page", §4 "Demo chat", §5; decision 910).
 *
 * Two regions side by side. `steps`: the list, where one step at a time can be edited in place and
 * then saved or cancelled; adding (from the add form) and deleting work in either mode. `parseResult`:
 * the message of the last paste import, shown for 3 s (a new import starts the 3 s again). Until the
 * visitor changes something the flow is the sample in the interface language; from the first change
 * on it is theirs, kept by the injected `storeFlow`, until "reset to sample" forgets it.
 */

export interface DemoFlowInput {
  steps: readonly DemoStep[]
  /** True when the steps are the visitor's own (read back from storage), false for the sample. */
  customised: boolean
}

export interface DemoFlowContext {
  steps: readonly DemoStep[]
  customised: boolean
  /** The add form. */
  draft: StepDraft
  draftProblems: StepProblems
  /** The step being edited in place, and its form. */
  editingId: number | null
  editDraft: StepDraft
  editProblems: StepProblems
  /** The paste box of the text tab. */
  bulkText: string
  bulkResult: BulkResult | null
}

export type DemoFlowEvent =
  | { type: 'CHANGE_DRAFT'; field: StepDraftField; value: string }
  | { type: 'ADD_STEP' }
  | { type: 'EDIT_STEP'; id: number }
  | { type: 'CHANGE_EDIT'; field: StepDraftField; value: string }
  | { type: 'SAVE_EDIT' }
  | { type: 'CANCEL_EDIT' }
  | { type: 'DELETE_STEP'; id: number }
  | { type: 'CHANGE_BULK_TEXT'; text: string }
  | { type: 'IMPORT_BULK'; mode: BulkMode }
  /** "Reset to sample": the sample in the interface language, and nothing stored any more. */
  | { type: 'RESET_TO_SAMPLE'; steps: readonly DemoStep[] }
  /** The interface language changed: an untouched sample follows it. */
  | { type: 'SAMPLE_CHANGED'; steps: readonly DemoStep[] }

const storeSteps = { type: 'storeFlow', params: ({ context }: { context: DemoFlowContext }) => ({ steps: context.steps }) } as const

/** An import, from either state of its region: a success also stores the flow; both show the result afresh. */
const importBulk = [
  { guard: 'importSucceeds', target: 'shown', reenter: true, actions: ['importBulk', storeSteps] },
  { target: 'shown', reenter: true, actions: 'importBulk' },
] as const

export const demoFlowMachine = setup({
  types: {
    context: {} as DemoFlowContext,
    input: {} as DemoFlowInput,
    events: {} as DemoFlowEvent,
  },
  actions: {
    /** Keep the visitor's flow (localStorage in the app). */
    storeFlow: (_, _params: { steps: readonly DemoStep[] }) => {},
    /** Forget the stored flow. */
    forgetStoredFlow: () => {},
    changeDraft: assign({
      draft: ({ context, event }) => (event.type === 'CHANGE_DRAFT' ? { ...context.draft, [event.field]: event.value } : context.draft),
    }),
    addStep: assign(({ context }) => ({
      steps: [...context.steps, stepFromDraft(newStepId(context.steps), context.draft)],
      customised: true,
      draft: EMPTY_STEP_DRAFT,
      draftProblems: {},
    })),
    recordDraftProblems: assign({ draftProblems: ({ context }) => stepProblems(context.draft) }),
    startEdit: assign(({ context, event }) => {
      const step = context.steps.find((candidate) => event.type === 'EDIT_STEP' && candidate.id === event.id)
      return step ? { editingId: step.id, editDraft: draftFromStep(step), editProblems: {} } : {}
    }),
    changeEdit: assign({
      editDraft: ({ context, event }) => (event.type === 'CHANGE_EDIT' ? { ...context.editDraft, [event.field]: event.value } : context.editDraft),
    }),
    saveEdit: assign(({ context }) => ({
      steps: context.steps.map((step) => (step.id === context.editingId ? stepFromDraft(step.id, context.editDraft) : step)),
      customised: true,
    })),
    recordEditProblems: assign({ editProblems: ({ context }) => stepProblems(context.editDraft) }),
    endEdit: assign({ editingId: null, editDraft: EMPTY_STEP_DRAFT, editProblems: {} }),
    deleteStep: assign(({ context, event }) => ({
      steps: context.steps.filter((step) => event.type !== 'DELETE_STEP' || step.id !== event.id),
      customised: true,
    })),
    changeBulkText: assign({ bulkText: ({ context, event }) => (event.type === 'CHANGE_BULK_TEXT' ? event.text : context.bulkText) }),
    /** A successful import changes the flow and empties the paste box; a failed one changes neither. */
    importBulk: assign(({ context, event }) => {
      if (event.type !== 'IMPORT_BULK') return {}
      const { steps, result } = importBulkText(context.bulkText, context.steps, event.mode)
      return result.success ? { steps, customised: true, bulkText: '', bulkResult: result } : { bulkResult: result }
    }),
    clearBulkResult: assign({ bulkResult: null }),
    useSample: assign(({ event }) =>
      event.type === 'RESET_TO_SAMPLE' || event.type === 'SAMPLE_CHANGED' ? { steps: event.steps, customised: false } : {},
    ),
  },
  guards: {
    draftIsValid: ({ context }) => !hasProblems(stepProblems(context.draft)),
    editIsValid: ({ context }) => !hasProblems(stepProblems(context.editDraft)),
    stepExists: ({ context, event }) => event.type === 'EDIT_STEP' && context.steps.some((step) => step.id === event.id),
    editedStepGone: ({ context }) => !context.steps.some((step) => step.id === context.editingId),
    flowIsSample: ({ context }) => !context.customised,
    importSucceeds: ({ context, event }) =>
      event.type === 'IMPORT_BULK' && importBulkText(context.bulkText, context.steps, event.mode).result.success,
  },
  delays: {
    PARSE_RESULT: CHAT_DEMO.PARSE_RESULT_MS,
  },
}).createMachine({
  id: 'demoFlow',
  context: ({ input }) => ({
    steps: input.steps,
    customised: input.customised,
    draft: EMPTY_STEP_DRAFT,
    draftProblems: {},
    editingId: null,
    editDraft: EMPTY_STEP_DRAFT,
    editProblems: {},
    bulkText: '',
    bulkResult: null,
  }),
  type: 'parallel',
  on: {
    CHANGE_DRAFT: { actions: 'changeDraft' },
    ADD_STEP: [{ guard: 'draftIsValid', actions: ['addStep', storeSteps] }, { actions: 'recordDraftProblems' }],
    DELETE_STEP: { actions: ['deleteStep', storeSteps] },
    CHANGE_BULK_TEXT: { actions: 'changeBulkText' },
    RESET_TO_SAMPLE: { actions: ['useSample', 'forgetStoredFlow'] },
    SAMPLE_CHANGED: { guard: 'flowIsSample', actions: 'useSample' },
  },
  states: {
    steps: {
      initial: 'listing',
      states: {
        // The list of steps with their edit and delete buttons.
        listing: {
          on: { EDIT_STEP: { guard: 'stepExists', target: 'editing', actions: 'startEdit' } },
        },
        // One step shows its fields in place, with save and cancel. Editing another step drops
        // this edit; a step that disappears (deleted, replaced by an import or a reset) ends it.
        editing: {
          always: { guard: 'editedStepGone', target: 'listing', actions: 'endEdit' },
          on: {
            EDIT_STEP: { guard: 'stepExists', target: 'editing', reenter: true, actions: 'startEdit' },
            CHANGE_EDIT: { actions: 'changeEdit' },
            SAVE_EDIT: [
              { guard: 'editIsValid', target: 'listing', actions: ['saveEdit', storeSteps, 'endEdit'] },
              { actions: 'recordEditProblems' },
            ],
            CANCEL_EDIT: { target: 'listing', actions: 'endEdit' },
          },
        },
      },
    },
    parseResult: {
      initial: 'hidden',
      states: {
        // No message under the paste box.
        hidden: {
          entry: 'clearBulkResult',
          on: { IMPORT_BULK: importBulk },
        },
        // The result (counts, or why nothing was imported) stands for 3 s.
        shown: {
          on: { IMPORT_BULK: importBulk },
          after: { PARSE_RESULT: 'hidden' },
        },
      },
    },
  },
})
