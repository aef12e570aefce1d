import type { MachineSamples } from '../machine-graph'
import type { DemoChatInput } from '../../../machines/demo-chat.machine'
import type { DemoStep } from '../../../src/features/chat-demo/demo-step'

/** A fixed clock and a fixed typing rhythm (100 ms a character). */
export const input: DemoChatInput = { random: () => 0.5, now: () => new Date(2025, 2, 8, 9, 30) }

export const steps: DemoStep[] = [
  { id: 1, userMessage: 'Xin chào', botResponse: 'Chào bạn!', triggers: ['xin chào'] },
  { id: 2, userMessage: 'Giá?', botResponse: '450.000đ', triggers: ['giá'] },
]

/**
 * The paths read states by name only, so auto chat is sampled with one-character messages: typing
 * then reaches `pausing` after one character, and the first reply is followed by the gap. Typing
 * several characters and stopping after the last step are unit-tested.
 */
const oneCharacterSteps: DemoStep[] = [
  { id: 1, userMessage: '?', botResponse: 'Một', triggers: [] },
  { id: 2, userMessage: '!', botResponse: 'Hai', triggers: [] },
]

/** Payloads that steer the demo chat machine's guards down each branch. */
export const samples: MachineSamples = {
  input,
  events: {
    SEND: [
      { type: 'SEND', text: 'Xin chào shop', steps, defaultReply: 'Xin lỗi, mình chưa hiểu.' } as never,
      { type: 'SEND', text: '   ', steps, defaultReply: 'Xin lỗi, mình chưa hiểu.' } as never,
    ],
    AUTO_START: [{ type: 'AUTO_START', steps: oneCharacterSteps } as never, { type: 'AUTO_START', steps: [] } as never],
  },
}
