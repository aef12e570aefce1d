import type { MachineSamples } from '../machine-graph'

const filled = { full_name: 'Trần Minh Anh', email: 'minhanh@example.vn', title: 'Tư vấn gói Professional', content: 'Tôi muốn dùng chatbot cho cửa hàng.' }

/** Payloads that steer the contact form's guards down each branch. */
export const samples: MachineSamples = {
  events: {
    SUBMIT: [
      { type: 'SUBMIT', values: filled } as never,
      { type: 'SUBMIT', values: { ...filled, content: '   ' } } as never,
      { type: 'SUBMIT', values: { ...filled, email: 'minhanh.example.vn' } } as never,
    ],
    'xstate.done.actor.sendContactMessage': [
      { type: 'xstate.done.actor.sendContactMessage', output: { id: 12, created_at: '2025-03-08T02:05:00.000Z', title: filled.title } } as never,
    ],
    'xstate.error.actor.sendContactMessage': [{ type: 'xstate.error.actor.sendContactMessage', error: { status: 500 } } as never],
  },
}
