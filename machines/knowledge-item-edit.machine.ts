import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../src/api/schema'

/**
 * The knowledge item edit dialog (001 §2.3, §8): it shows the item's ID, status, dates and URL,
 * and lets the full text and the type be changed. Save sends both
 * (`PUT /api/products/update/{model_type}/{id}/full_text`, the path naming the item's current type
 * and the body its new one); success closes the dialog and reloads the table; a failure keeps the
 * dialog and what was typed, with 'Failed to update product'. While the full text is blank, Save
 * is impossible and the dialog says why: an empty item can only confuse the answers (decision 905).
 */

export type KnowledgeItem = components['schemas']['KnowledgeItem']

export interface KnowledgeUpdateRequest {
  id: number
  /** The type the item has now: it locates the item. */
  currentType: string
  /** The type it should have. */
  modelType: string
  fullText: string
}

export interface KnowledgeItemEditContext {
  item: KnowledgeItem | null
  fullText: string
  modelType: string
}

export type KnowledgeItemEditEvent =
  | { type: 'OPEN'; item: KnowledgeItem }
  | { type: 'CHANGE_TEXT'; text: string }
  | { type: 'CHANGE_TYPE'; modelType: string }
  | { type: 'SAVE' }
  /** Cancel, X, backdrop or Escape. */
  | { type: 'CLOSE' }

export const knowledgeItemEditMachine = setup({
  types: {
    context: {} as KnowledgeItemEditContext,
    events: {} as KnowledgeItemEditEvent,
  },
  actors: {
    /** Rejects on any failure. */
    updateItem: fromPromise<KnowledgeItem, KnowledgeUpdateRequest>(async () => {
      throw new Error('updateItem actor not provided')
    }),
  },
  actions: {
    reloadList: () => {},
    logUpdateError: (_, _params: { error: unknown }) => {},
    forget: assign({ item: null, fullText: '', modelType: '' }),
    take: assign({
      item: ({ event }) => (event.type === 'OPEN' ? event.item : null),
      fullText: ({ event }) => (event.type === 'OPEN' ? event.item.full_text : ''),
      modelType: ({ event }) => (event.type === 'OPEN' ? event.item.model_type : ''),
    }),
  },
  guards: {
    blankText: ({ event }) =>
      (event.type === 'CHANGE_TEXT' && !event.text.trim()) || (event.type === 'OPEN' && !event.item.full_text.trim()),
  },
}).createMachine({
  id: 'knowledgeItemEdit',
  context: { item: null, fullText: '', modelType: '' },
  initial: 'closed',
  states: {
    // No dialog.
    closed: {
      on: {
        OPEN: [
          { guard: 'blankText', target: 'open.blank', actions: 'take' },
          { target: 'open.filled', actions: 'take' },
        ],
      },
    },
    // The dialog with the item's details and its editable text and type.
    open: {
      initial: 'filled',
      on: {
        CHANGE_TEXT: [
          { guard: 'blankText', target: '.blank', actions: assign({ fullText: ({ event }) => event.text }) },
          { target: '.filled', actions: assign({ fullText: ({ event }) => event.text }) },
        ],
        CHANGE_TYPE: { actions: assign({ modelType: ({ event }) => event.modelType }) },
        CLOSE: { target: 'closed', actions: 'forget' },
      },
      states: {
        // Save sends the text and type.
        filled: {
          on: { SAVE: '#knowledgeItemEdit.saving' },
        },
        // The text is blank: Save is disabled and the dialog says why.
        blank: {},
        // The update failed: 'Failed to update product'; the edits are kept and Save tries again.
        failed: {
          on: { SAVE: '#knowledgeItemEdit.saving' },
        },
      },
    },
    // The update is in flight; the dialog cannot be closed meanwhile.
    saving: {
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: ({ context }) => ({
          id: context.item!.id,
          currentType: context.item!.model_type,
          modelType: context.modelType,
          fullText: context.fullText,
        }),
        onDone: { target: 'closed', actions: ['forget', 'reloadList'] },
        onError: { target: 'open.failed', actions: { type: 'logUpdateError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
})
