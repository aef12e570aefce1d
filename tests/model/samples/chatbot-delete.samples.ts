import type { MachineSamples } from '../machine-graph'

/** Payloads that steer the delete-chatbot machine down each branch (what is typed matters). */
export const samples: MachineSamples = {
  events: {
    OPEN: [{ type: 'OPEN', chatbot: { id: 3, name: 'Spa Hoa Sen' } } as never],
    CHANGE: [
      { type: 'CHANGE', text: 'xoa chat' } as never,
      { type: 'CHANGE', text: ' xoa chatbot ' } as never,
      { type: 'CHANGE', text: '   ' } as never,
    ],
    'xstate.error.actor.deleteChatbot': [{ type: 'xstate.error.actor.deleteChatbot', error: { message: 'Không tìm thấy chatbot' } } as never],
  },
}
