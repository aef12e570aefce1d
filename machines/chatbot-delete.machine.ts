import { assign, fromPromise, setup } from 'xstate'
import { CHATBOT } from '../src/config/constants'

/**
 * Delete chatbot modal (001 §4 "Delete chatbot modal", §5, §8).
 *
 * The modal opens with empty text. What is typed is forced to upper case with all whitespace
 * removed; Confirm is possible only when it equals CHATBOT.DELETE_PHRASE, and any other non-empty
 * text shows the red mismatch message. Confirming deletes (deleting state; nothing closes the modal
 * meanwhile). Success toasts and reloads the list; failure goes back to the confirmable modal and
 * shows the server's text, else the general delete error, titled 'Lỗi xóa chatbot'. Escape,
 * backdrop or Cancel close it after CHATBOT.DELETE_MODAL_CLOSE_MS.
 */

export interface DeletableChatbot {
  id: number
  name: string
}

export interface ChatbotDeleteContext {
  chatbot: DeletableChatbot | null
  /** What is in the confirmation box, already normalised. */
  text: string
}

export type ChatbotDeleteEvent =
  | { type: 'OPEN'; chatbot: DeletableChatbot }
  | { type: 'CHANGE'; text: string }
  | { type: 'CONFIRM' }
  /** Escape, backdrop click or Cancel. */
  | { type: 'CANCEL' }

/** What the delete call rejects with: the server's message when it gave one. */
export interface DeleteFailure {
  message: string | null
}

/** Upper case, whitespace removed (001 §5). */
export function normaliseDeleteText(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '')
}

const isPhrase = (text: string) => normaliseDeleteText(text) === CHATBOT.DELETE_PHRASE

export const chatbotDeleteMachine = setup({
  types: {
    context: {} as ChatbotDeleteContext,
    events: {} as ChatbotDeleteEvent,
  },
  actors: {
    /** DELETE /chatbots/{id}. Rejects with a DeleteFailure. */
    deleteChatbot: fromPromise<void, { id: number }>(async () => {
      throw new Error('deleteChatbot actor not provided')
    }),
  },
  actions: {
    /** Toast 'Chatbot đã được xóa thành công'. */
    notifyDeleted: (_, _params: { chatbot: DeletableChatbot }) => {},
    /** Toast titled 'Lỗi xóa chatbot' with the server's message, else the general delete error. */
    notifyDeleteFailed: (_, _params: { message: string | null }) => {},
    /** The list reloads after a delete. */
    reloadList: () => {},
    storeText: assign({ text: ({ event }) => (event.type === 'CHANGE' ? normaliseDeleteText(event.text) : '') }),
    forget: assign({ chatbot: null, text: '' }),
  },
  guards: {
    typedPhrase: ({ event }) => event.type === 'CHANGE' && isPhrase(event.text),
    typedNothing: ({ event }) => event.type === 'CHANGE' && normaliseDeleteText(event.text) === '',
  },
  delays: {
    DELETE_MODAL_CLOSE: CHATBOT.DELETE_MODAL_CLOSE_MS,
  },
}).createMachine({
  id: 'chatbotDelete',
  context: { chatbot: null, text: '' },
  initial: 'closed',
  states: {
    // No modal.
    closed: {
      on: {
        OPEN: { target: 'open', actions: assign({ chatbot: ({ event }) => event.chatbot, text: '' }) },
      },
    },
    // The modal asks for the phrase.
    open: {
      initial: 'empty',
      on: {
        CHANGE: [
          { guard: 'typedPhrase', target: '.matching', actions: 'storeText' },
          { guard: 'typedNothing', target: '.empty', actions: 'storeText' },
          { target: '.mismatch', actions: 'storeText' },
        ],
        CANCEL: 'closing',
      },
      states: {
        // Nothing typed yet: Confirm is disabled, no message.
        empty: {},
        // Something else than the phrase: Confirm is disabled and the red message asks for it exactly.
        mismatch: {},
        // The phrase: Confirm is enabled.
        matching: {
          on: { CONFIRM: '#chatbotDelete.deleting' },
        },
      },
    },
    // DELETE /chatbots/{id} is in flight; the modal cannot be closed or edited.
    deleting: {
      invoke: {
        id: 'deleteChatbot',
        src: 'deleteChatbot',
        input: ({ context }) => ({ id: context.chatbot!.id }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notifyDeleted', params: ({ context }) => ({ chatbot: context.chatbot! }) }, 'reloadList', 'forget'],
        },
        onError: {
          target: 'open.matching',
          actions: {
            type: 'notifyDeleteFailed',
            params: ({ event }) => ({ message: messageOf(event.error) }),
          },
        },
      },
    },
    // Closing: the modal goes away after DELETE_MODAL_CLOSE.
    closing: {
      after: { DELETE_MODAL_CLOSE: { target: 'closed', actions: 'forget' } },
      on: {
        OPEN: { target: 'open', actions: assign({ chatbot: ({ event }) => event.chatbot, text: '' }) },
      },
    },
  },
})

function messageOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message.trim()) return message
  }
  return null
}
