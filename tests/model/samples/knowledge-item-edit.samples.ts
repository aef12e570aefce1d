import type { KnowledgeItem } from '../../../machines/knowledge-item-edit.machine'
import type { MachineSamples } from '../machine-graph'

const event = (type: string, payload: Record<string, unknown> = {}) => ({ type, ...payload }) as never

export const storedItem: KnowledgeItem = {
  id: 8,
  name: 'Bảng giá dịch vụ',
  url: 'https://spa.example/bang-gia',
  model_type: 'product',
  status: 'success',
  full_text: 'Gội đầu dưỡng sinh 150.000 đồng.',
  created_at: '2024-05-01T02:00:00.000Z',
  updated_at: '2024-05-02T02:00:00.000Z',
}

/** Payloads for the edit dialog: a stored item (and an empty one), typing, blanking, moving type. */
export const samples: MachineSamples = {
  events: {
    OPEN: [event('OPEN', { item: storedItem }), event('OPEN', { item: { ...storedItem, full_text: '' } })],
    CHANGE_TEXT: [event('CHANGE_TEXT', { text: 'Gội đầu dưỡng sinh 180.000 đồng.' }), event('CHANGE_TEXT', { text: '  ' })],
    CHANGE_TYPE: [event('CHANGE_TYPE', { modelType: 'promotion' })],
    'xstate.done.actor.updateItem': [event('xstate.done.actor.updateItem', { output: storedItem })],
    'xstate.error.actor.updateItem': [event('xstate.error.actor.updateItem', { error: { message: 'Knowledge item not found' } })],
  },
}
