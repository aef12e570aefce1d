import type { Faq } from '../../../machines/knowledge-faq-form.machine'
import type { MachineSamples } from '../machine-graph'

const event = (type: string, payload: Record<string, unknown> = {}) => ({ type, ...payload }) as never

export const storedFaq: Faq = {
  id: 12,
  chatbot_id: 3,
  question: 'Giờ mở cửa của cửa hàng?',
  answer: 'Từ 8 giờ đến 21 giờ mỗi ngày.',
  catalog_type: 'product',
  catalog_id: 4,
  created_time: '2024-05-01T02:00:00.000Z',
  updated_time: '2024-05-02T02:00:00.000Z',
}

/**
 * Payloads that walk the FAQ form through its checks in order: each CHANGE fills the field the
 * form is missing first, one blanks the question again, and one gives a catalog ID that is not a
 * whole number.
 */
export const samples: MachineSamples = {
  input: { chatbotId: 3 },
  events: {
    OPEN_EDIT: [event('OPEN_EDIT', { faq: storedFaq })],
    CHANGE: [
      event('CHANGE', { field: 'question', value: 'Có giao hàng không?' }),
      event('CHANGE', { field: 'answer', value: 'Có, toàn quốc.' }),
      event('CHANGE', { field: 'catalog_type', value: 'promotion' }),
      event('CHANGE', { field: 'catalog_id', value: '7' }),
      event('CHANGE', { field: 'catalog_id', value: '7,5' }),
      event('CHANGE', { field: 'question', value: '   ' }),
    ],
    'xstate.done.actor.saveFaq': [event('xstate.done.actor.saveFaq', { output: storedFaq })],
    'xstate.error.actor.saveFaq': [event('xstate.error.actor.saveFaq', { error: { message: 'Failed to fetch' } })],
  },
}
