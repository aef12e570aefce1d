import type { MachineSamples } from '../machine-graph'
import type { DemoFlowInput } from '../../../machines/demo-flow.machine'

/** A visitor's stored flow of two steps. */
export const input: DemoFlowInput = {
  steps: [
    { id: 1, userMessage: 'Xin chào', botResponse: 'Chào bạn!', triggers: ['xin chào'] },
    { id: 2, userMessage: 'Giá bao nhiêu?', botResponse: '450.000đ', triggers: ['giá'] },
  ],
  customised: true,
}

const sample = [{ id: 1, userMessage: 'Hello', botResponse: 'Hi!', triggers: ['hello'] }]

/**
 * Payloads that steer the demo flow machine's guards. The paths read states by name only, so each
 * state is explored with the context of the first path that reaches it (step 2 being edited, an
 * empty paste box); the other branches of the guards are unit-tested.
 */
export const samples: MachineSamples = {
  input,
  events: {
    CHANGE_DRAFT: [{ type: 'CHANGE_DRAFT', field: 'triggers', value: 'ship' } as never],
    EDIT_STEP: [{ type: 'EDIT_STEP', id: 2 } as never, { type: 'EDIT_STEP', id: 99 } as never],
    CHANGE_EDIT: [{ type: 'CHANGE_EDIT', field: 'botResponse', value: '' } as never],
    DELETE_STEP: [{ type: 'DELETE_STEP', id: 1 } as never],
    CHANGE_BULK_TEXT: [{ type: 'CHANGE_BULK_TEXT', text: 'HUMAN: A' } as never],
    IMPORT_BULK: [{ type: 'IMPORT_BULK', mode: 'add' } as never, { type: 'IMPORT_BULK', mode: 'replace' } as never],
    RESET_TO_SAMPLE: [{ type: 'RESET_TO_SAMPLE', steps: sample } as never],
    SAMPLE_CHANGED: [{ type: 'SAMPLE_CHANGED', steps: sample } as never],
  },
}
