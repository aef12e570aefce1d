import { assign, fromPromise, setup } from 'xstate'

/**
 * Deleting one row of the knowledge tab after 'Are you sure…?' (001 §2.3, §5, §8): an FAQ
 * ('Are you sure you want to delete this FAQ?') or a knowledge item ('Are you sure you want to
 * delete this product?').
 *
 * ASK opens the confirmation; CONFIRM deletes (nothing closes the dialog meanwhile). Success
 * closes it and reloads the list. When the server says the row no longer exists (someone else
 * deleted it, or the crawl record is gone), the list simply reloads (001 §8). Any other failure
 * is logged and keeps the dialog open with a short message ('Failed to delete product' for
 * knowledge), so the person can try again or cancel.
 */

export interface DeleteTarget {
  id: number
  /** A knowledge item's content type, which locates it (`/api/products/delete/{model_type}/{id}`). */
  modelType?: string
}

/** What the delete actor rejects with. */
export interface DeleteFailure {
  /** The server answered 404: the row is already gone. */
  missing: boolean
}

export interface KnowledgeDeleteContext {
  target: DeleteTarget | null
}

export type KnowledgeDeleteEvent =
  | { type: 'ASK'; target: DeleteTarget }
  | { type: 'CONFIRM' }
  /** Cancel, X, backdrop or Escape. */
  | { type: 'CANCEL' }

export const knowledgeDeleteMachine = setup({
  types: {
    context: {} as KnowledgeDeleteContext,
    events: {} as KnowledgeDeleteEvent,
  },
  actors: {
    /** The DELETE call. Rejects with a DeleteFailure. */
    deleteRow: fromPromise<void, DeleteTarget>(async () => {
      throw new Error('deleteRow actor not provided')
    }),
  },
  actions: {
    reloadList: () => {},
    logDeleteError: (_, _params: { error: unknown }) => {},
    forget: assign({ target: null }),
  },
  guards: {
    alreadyGone: (_, params: { error: unknown }) =>
      Boolean(params.error && typeof params.error === 'object' && (params.error as DeleteFailure).missing === true),
  },
}).createMachine({
  id: 'knowledgeDelete',
  context: { target: null },
  initial: 'idle',
  states: {
    // No dialog.
    idle: {
      on: { ASK: { target: 'confirming', actions: assign({ target: ({ event }) => event.target }) } },
    },
    // 'Are you sure…?'
    confirming: {
      initial: 'asking',
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'idle', actions: 'forget' },
      },
      states: {
        asking: {},
        // The last try failed: the dialog says so and offers the same choice again.
        failed: {},
      },
    },
    // The DELETE call is in flight.
    deleting: {
      invoke: {
        id: 'deleteRow',
        src: 'deleteRow',
        input: ({ context }) => context.target!,
        onDone: { target: 'idle', actions: ['forget', 'reloadList'] },
        onError: [
          {
            guard: { type: 'alreadyGone', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: ['forget', 'reloadList'],
          },
          {
            target: 'confirming.failed',
            actions: { type: 'logDeleteError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
})
