import { assign, setup } from 'xstate'
import { CHAT_DEMO } from '../src/config/constants'
import { timeOfDay, typingDelay } from '../src/features/chat-demo/chat-timing'
import type { DemoStep } from '../src/features/chat-demo/demo-step'
import { matchReply } from '../src/features/chat-demo/reply-matching'

/**
 * The chat demo's chat window (000 §2 "Chat demo page", §4 "Demo chat", §5 "Demo reply matching", §9;
 * decision 910).
 *
 * A visitor's message gets the matched reply 1 s later, while a typing indicator shows. Auto chat
 * plays the flow as it was when started: for each step it types the user message into the input
 * one character at a time (50–150 ms each, from the injected random source), pauses 500 ms, sends
 * it, shows the step's reply after 1 s, and goes on to the next step 2 s later; it stops by itself
 * after the last reply, or on stop. The input and send are disabled for the whole run. Clear empties
 * the chat (back to the welcome message) in any state, stopping a run. Times come from the injected
 * clock, so tests fix them.
 */

/** 000 §3 "Demo chat item". */
export interface DemoChatItem {
  type: 'user' | 'bot'
  message: string
  /** HH:mm */
  time: string
}

export interface DemoChatInput {
  /** A number in [0, 1), like Math.random: picks each character's typing delay. */
  random: () => number
  now: () => Date
}

export interface DemoChatContext extends DemoChatInput {
  messages: DemoChatItem[]
  /** When the chat was opened or last cleared: the welcome message's time. */
  openedAt: string
  /** The reply the bot is "thinking" about. */
  pendingReply: string | null
  /** Auto chat: the flow being played, the step being played, and what is typed of its message so far. */
  script: readonly DemoStep[]
  scriptIndex: number
  typed: string
}

export type DemoChatEvent =
  /** The visitor sends `text`; the reply is matched against the flow and default reply given with it. */
  | { type: 'SEND'; text: string; steps: readonly DemoStep[]; defaultReply: string }
  | { type: 'AUTO_START'; steps: readonly DemoStep[] }
  | { type: 'AUTO_STOP' }
  | { type: 'CLEAR' }

const characters = (text: string) => Array.from(text)
const playing = (context: DemoChatContext) => context.script[context.scriptIndex]

export const demoChatMachine = setup({
  types: {
    context: {} as DemoChatContext,
    input: {} as DemoChatInput,
    events: {} as DemoChatEvent,
  },
  actions: {
    addVisitorMessage: assign(({ context, event }) => {
      if (event.type !== 'SEND') return {}
      const text = event.text.trim()
      return {
        messages: [...context.messages, { type: 'user' as const, message: text, time: timeOfDay(context.now()) }],
        pendingReply: matchReply(text, event.steps, event.defaultReply),
      }
    }),
    addPendingReply: assign(({ context }) => ({
      messages: [...context.messages, { type: 'bot' as const, message: context.pendingReply ?? '', time: timeOfDay(context.now()) }],
      pendingReply: null,
    })),
    /** Auto chat starts from an empty chat, with the flow as it is now. */
    startScript: assign(({ context, event }) => ({
      script: event.type === 'AUTO_START' ? event.steps.filter((step) => step.userMessage.trim()) : [],
      scriptIndex: 0,
      typed: '',
      messages: [],
      pendingReply: null,
      openedAt: timeOfDay(context.now()),
    })),
    typeCharacter: assign({
      typed: ({ context }) => characters(playing(context).userMessage).slice(0, characters(context.typed).length + 1).join(''),
    }),
    sendTyped: assign(({ context }) => ({
      messages: [...context.messages, { type: 'user' as const, message: playing(context).userMessage, time: timeOfDay(context.now()) }],
      pendingReply: playing(context).botResponse,
      typed: '',
    })),
    nextScriptStep: assign({ scriptIndex: ({ context }) => context.scriptIndex + 1, typed: '' }),
    stopScript: assign({ script: [], scriptIndex: 0, typed: '', pendingReply: null }),
    clearChat: assign(({ context }) => ({
      messages: [],
      pendingReply: null,
      script: [],
      scriptIndex: 0,
      typed: '',
      openedAt: timeOfDay(context.now()),
    })),
  },
  guards: {
    hasText: ({ event }) => event.type === 'SEND' && event.text.trim() !== '',
    hasSteps: ({ event }) => event.type === 'AUTO_START' && event.steps.some((step) => step.userMessage.trim()),
    lastCharacter: ({ context }) => characters(context.typed).length + 1 >= characters(playing(context).userMessage).length,
    lastStep: ({ context }) => context.scriptIndex + 1 >= context.script.length,
  },
  delays: {
    BOT_REPLY: CHAT_DEMO.BOT_REPLY_DELAY_MS,
    STEP_GAP: CHAT_DEMO.STEP_GAP_MS,
    PAUSE_AFTER_TYPING: CHAT_DEMO.PAUSE_AFTER_TYPING_MS,
    TYPE_CHARACTER: ({ context }) => typingDelay(context.random()),
  },
}).createMachine({
  id: 'demoChat',
  context: ({ input }) => ({
    ...input,
    messages: [],
    openedAt: timeOfDay(input.now()),
    pendingReply: null,
    script: [],
    scriptIndex: 0,
    typed: '',
  }),
  on: {
    CLEAR: { target: '.idle', actions: 'clearChat' },
  },
  initial: 'idle',
  states: {
    // The welcome message and the conversation so far; the visitor can send or start auto chat.
    idle: {
      on: {
        SEND: { guard: 'hasText', target: 'replying', actions: 'addVisitorMessage' },
        AUTO_START: { guard: 'hasSteps', target: 'auto', actions: 'startScript' },
      },
    },
    // The bot "thinks" for 1 s (typing indicator), then answers; send waits for it.
    replying: {
      tags: ['botTyping'],
      after: { BOT_REPLY: { target: 'idle', actions: 'addPendingReply' } },
    },
    // Auto chat is playing the flow; the input and send are disabled, stop ends it.
    auto: {
      tags: ['autoChat'],
      initial: 'typing',
      on: { AUTO_STOP: { target: 'idle', actions: 'stopScript' } },
      states: {
        // The step's user message appears in the input one character at a time.
        typing: {
          after: {
            TYPE_CHARACTER: [
              { guard: 'lastCharacter', target: 'pausing', actions: 'typeCharacter' },
              { target: 'typing', reenter: true, actions: 'typeCharacter' },
            ],
          },
        },
        // The whole message stands in the input for a moment before it is sent.
        pausing: {
          after: { PAUSE_AFTER_TYPING: { target: 'botThinking', actions: 'sendTyped' } },
        },
        // Sent; the bot answers with the step's reply 1 s later.
        botThinking: {
          tags: ['botTyping'],
          after: {
            BOT_REPLY: [
              { guard: 'lastStep', target: '#demoChat.idle', actions: ['addPendingReply', 'stopScript'] },
              { target: 'gap', actions: 'addPendingReply' },
            ],
          },
        },
        // 2 s before the next step starts typing.
        gap: {
          after: { STEP_GAP: { target: 'typing', actions: 'nextScriptStep' } },
        },
      },
    },
  },
})
