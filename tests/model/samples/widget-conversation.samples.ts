import type { MachineSamples } from '../machine-graph'
import type { WidgetConversationInput } from '../../../machines/widget-conversation.machine'

export const look = {
  name: 'Hỗ trợ khách hàng',
  logoUrl: null,
  colors: { header: '#3B82F6', background: '#FFFFFF', userText: '#FFFFFF', userBackground: '#3B82F6', botText: '#111827', botBackground: '#F3F4F6' },
  welcomeMessage: 'Chào bạn!',
}

/**
 * The embed snippet's widget with a remembered conversation: it fetches the look, restores the
 * history, then chats. (An unsaved bot's `previewOnly` and the other starts are unit-tested.)
 */
export const input: WidgetConversationInput = { look, conversation: { id: 7, token: 'visitor-token' }, fetchLook: true, canChat: true, bound: false }

const notFound = { kind: 'notFound' }
const network = { kind: 'network' }

/** Payloads that steer the widget-conversation machine's guards down each branch. */
export const samples: MachineSamples = {
  input,
  events: {
    SEND: [{ type: 'SEND', text: 'Phí vận chuyển bao nhiêu?' } as never, { type: 'SEND', text: '   ' } as never],
    UPDATE_LOOK: [{ type: 'UPDATE_LOOK', look: { name: 'Shop Mai' } } as never],
    DELTA: [{ type: 'DELTA', text: 'Miễn phí ' } as never],
    REPLY_FAILED: [
      { type: 'REPLY_FAILED', error: notFound } as never,
      { type: 'REPLY_FAILED', error: { kind: 'inactive' } } as never,
      { type: 'REPLY_FAILED', error: { kind: 'server', message: 'Câu hỏi quá dài' } } as never,
    ],
    'xstate.done.actor.fetchLook': [{ type: 'xstate.done.actor.fetchLook', output: { ...look, name: 'Shop Mai' } } as never],
    'xstate.error.actor.fetchLook': [
      { type: 'xstate.error.actor.fetchLook', error: notFound } as never,
      { type: 'xstate.error.actor.fetchLook', error: network } as never,
    ],
    'xstate.done.actor.fetchHistory': [
      { type: 'xstate.done.actor.fetchHistory', output: [{ role: 'user', content: 'Xin chào' }, { role: 'bot', content: 'Chào bạn!' }] } as never,
    ],
    'xstate.error.actor.fetchHistory': [
      { type: 'xstate.error.actor.fetchHistory', error: notFound } as never,
      { type: 'xstate.error.actor.fetchHistory', error: network } as never,
    ],
    'xstate.done.actor.createConversation': [{ type: 'xstate.done.actor.createConversation', output: { id: 8, token: 'new-token' } } as never],
    'xstate.error.actor.createConversation': [
      { type: 'xstate.error.actor.createConversation', error: notFound } as never,
      { type: 'xstate.error.actor.createConversation', error: network } as never,
    ],
  },
}
