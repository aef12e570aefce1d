import type { Chatbot } from '../../../machines/chatbot-save.machine'
import type { MachineSamples } from '../machine-graph'

/** A stored TU_VAN bot as GET /chatbots/{id} gives it (its first element). */
export const storedChatbot: Chatbot = {
  id: 42,
  agent_id: 16,
  user_id: 1,
  name: 'Spa Hoa Sen',
  tagline: null,
  description: 'Tư vấn liệu trình và đặt lịch',
  logo_url: null,
  color: '#069206',
  color_background: '#FFFFFF',
  color_background_bot_text: '#F3F4F6',
  color_background_user_text: '#069206',
  color_bot_text: '#111827',
  color_header: '#069206',
  color_user_text: '#FFFFFF',
  status: 'active',
  initial_prompt: 'Xin chào! Spa Hoa Sen có thể giúp gì cho bạn?',
  embed_widget: true,
  powered_by: 'ChatBot AI',
  agent_type: 'TU_VAN',
  created_at: '2024-05-01T02:00:00.000Z',
  updated_at: '2024-05-01T02:00:00.000Z',
}

const event = (type: string, payload: Record<string, unknown> = {}) => ({ type, ...payload }) as never

/**
 * Payloads that steer the chatbot-save machine down each branch, starting from a new bot:
 * filling the texts in the spec's order walks the form through the four checks, switching to
 * TU_VAN empties the industry, and the actors answer with and without knowledge.
 */
export const samples: MachineSamples = {
  input: { userId: 1, chatbotId: null },
  events: {
    ROUTE_CHANGED: [event('ROUTE_CHANGED', { chatbotId: 42 }), event('ROUTE_CHANGED', { chatbotId: null })],
    TYPE_CHANGED: [event('TYPE_CHANGED', { agentType: 'TU_VAN' }), event('TYPE_CHANGED', { agentType: 'TRA_LOI' })],
    AGENT_CHANGED: [event('AGENT_CHANGED', { agentId: 16 })],
    FIELD_CHANGED: [
      event('FIELD_CHANGED', { field: 'name', value: '  Spa Hoa Sen ' }),
      event('FIELD_CHANGED', { field: 'initial_prompt', value: 'Xin chào!' }),
      event('FIELD_CHANGED', { field: 'description', value: 'Tư vấn liệu trình' }),
      event('FIELD_CHANGED', { field: 'name', value: '   ' }),
    ],
    COLOUR_CHANGED: [
      event('COLOUR_CHANGED', { field: 'color_header', value: '#1D4ED8' }),
      event('COLOUR_CHANGED', { field: 'color_header', value: '#12' }),
    ],
    FILE_CHOSEN: [
      event('FILE_CHOSEN', { file: { name: 'logo.png', type: 'image/png', size: 2_048 } }),
      event('FILE_CHOSEN', { file: { name: 'notes.txt', type: 'text/plain', size: 20 } }),
      event('FILE_CHOSEN', { file: { name: 'huge.png', type: 'image/png', size: 11 * 1024 * 1024 } }),
    ],
    SELECT_TAB: [event('SELECT_TAB', { tab: 'basic' }), event('SELECT_TAB', { tab: 'knowledge' }), event('SELECT_TAB', { tab: 'development' })],
    'xstate.done.actor.loadChatbot': [event('xstate.done.actor.loadChatbot', { output: storedChatbot })],
    'xstate.error.actor.loadChatbot': [
      event('xstate.error.actor.loadChatbot', { error: { notFound: true } }),
      event('xstate.error.actor.loadChatbot', { error: { notFound: false } }),
    ],
    'xstate.done.actor.loadAgents': [event('xstate.done.actor.loadAgents', { output: [{ id: 16, name: 'Spa' }] })],
    'xstate.error.actor.loadAgents': [event('xstate.error.actor.loadAgents', { error: { message: 'Failed to fetch' } })],
    'xstate.done.actor.uploadLogo': [event('xstate.done.actor.uploadLogo', { output: { url: 'http://127.0.0.1:5173/v1/images/ab12.png' } })],
    'xstate.error.actor.uploadLogo': [event('xstate.error.actor.uploadLogo', { error: { message: 'Failed to fetch' } })],
    'xstate.done.actor.saveChatbot': [event('xstate.done.actor.saveChatbot', { output: { ...storedChatbot, id: 43 } })],
    'xstate.error.actor.saveChatbot': [event('xstate.error.actor.saveChatbot', { error: { message: 'Lỗi máy chủ' } })],
    'xstate.done.actor.checkKnowledge': [
      event('xstate.done.actor.checkKnowledge', { output: 0 }),
      event('xstate.done.actor.checkKnowledge', { output: 1_250 }),
    ],
    'xstate.error.actor.checkKnowledge': [event('xstate.error.actor.checkKnowledge', { error: { message: 'Failed to fetch' } })],
  },
}
