import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate'
import { WIDGET } from '../src/config/constants'

/**
 * The embeddable widget's conversation (001 §2.6, §4 Live chats, §7 Conversations; issue 5 item 4).
 *
 * The widget may first fetch the bot's current look (an unknown or deleted bot is `unavailable`),
 * then restore a remembered conversation's history. The conversation itself is created lazily, on
 * the first message. A message waits for the reply (typing indicator), the reply streams in, and
 * any failure keeps the visitor's message so Retry can send it again. Network calls are injected
 * actors; remembering the conversation is an injected action.
 */

export interface WidgetColors {
  header: string
  background: string
  userText: string
  userBackground: string
  botText: string
  botBackground: string
}

/** What the widget looks like: already validated by the widget (hex colours, http(s) logo). */
export interface WidgetLook {
  name: string
  logoUrl: string | null
  colors: WidgetColors
  welcomeMessage: string
}

export type LookChanges = Partial<Omit<WidgetLook, 'colors'>> & { colors?: Partial<WidgetColors> }

/** A conversation the widget can talk in: a visitor's token, or none when the owner's bearer is used. */
export interface ConversationRef {
  id: number
  token: string | null
}

export interface ChatMessage {
  role: 'user' | 'bot'
  content: string
}

/** How an injected call failed; the fetch-based actors map HTTP answers to these. */
export interface WidgetCallError {
  kind: 'notFound' | 'inactive' | 'network' | 'server'
  message?: string
}

/** Why the last message got no reply. */
export type WidgetFailure = { kind: 'network' } | { kind: 'server'; message?: string } | { kind: 'conversationLost' }

export interface WidgetConversationInput {
  look: WidgetLook
  /** A remembered conversation (bubble mode) or the one an inline viewer is bound to. */
  conversation: ConversationRef | null
  /** Fetch the bot's current look first (the embed snippet's default). */
  fetchLook: boolean
  /** False when there is no chatbot id yet (an unsaved bot in the editor): the look only. */
  canChat: boolean
  /** Bound to an existing conversation (the live-chat viewer): if it is gone, say so. */
  bound: boolean
}

export interface WidgetConversationContext {
  look: WidgetLook
  conversation: ConversationRef | null
  fetchLook: boolean
  canChat: boolean
  bound: boolean
  messages: ChatMessage[]
  /** The reply streamed so far. */
  reply: string
  /** The visitor's message being answered, kept until a reply is complete (Retry resends it). */
  pendingQuery: string | null
  failure: WidgetFailure | null
  unavailable: 'chatbot' | 'conversation' | null
}

export type StreamEvent =
  | { type: 'DELTA'; text: string }
  | { type: 'REPLY_DONE' }
  | { type: 'REPLY_FAILED'; error: WidgetCallError }

export type WidgetConversationEvent =
  | { type: 'SEND'; text: string }
  | { type: 'RETRY' }
  | { type: 'CLEAR' }
  | { type: 'UPDATE_LOOK'; look: LookChanges }
  | StreamEvent

export interface StreamReplyInput {
  conversation: ConversationRef
  query: string
}

const notProvided = (name: string) => () => {
  throw new Error(`widget-conversation: actor ${name} not provided`)
}

const errorKind = (event: unknown) => ((event as { error?: WidgetCallError }).error ?? {}).kind
const sentText = (event: unknown) => String((event as { text?: unknown }).text ?? '').trim()

/** The failure an actor's error (or the reply stream's) stands for. */
function failureOf(error: WidgetCallError | undefined): WidgetFailure {
  if (error?.kind === 'server') return { kind: 'server', message: error.message }
  return { kind: 'network' }
}

export const widgetConversationMachine = setup({
  types: {
    context: {} as WidgetConversationContext,
    input: {} as WidgetConversationInput,
    events: {} as WidgetConversationEvent,
  },
  actors: {
    /** GET /widget/chatbots/{id}: the current look; rejects `notFound` for an unknown, deleted or inactive bot. */
    fetchLook: fromPromise<WidgetLook>(notProvided('fetchLook')),
    /** GET /conversations/{id}/messages, oldest first. */
    fetchHistory: fromPromise<ChatMessage[], ConversationRef>(notProvided('fetchHistory')),
    /** POST /conversations. */
    createConversation: fromPromise<ConversationRef>(notProvided('createConversation')),
    /** POST /chat-stream: sends DELTA… then REPLY_DONE or REPLY_FAILED back. */
    streamReply: fromCallback<EventObject, StreamReplyInput>(notProvided('streamReply')),
  },
  actions: {
    /** Remember the conversation for this chatbot (sessionStorage `conversationId` in bubble mode). */
    persistConversation: (_, _params: { conversation: ConversationRef }) => {},
    /** Forget the remembered conversation. */
    forgetStoredConversation: () => {},
    /** Tell the host (options.onConversationCreated). */
    notifyConversationCreated: (_, _params: { id: number }) => {},
    mergeLook: assign({
      look: ({ context, event }) => {
        if (event.type !== 'UPDATE_LOOK') return context.look
        const { colors, ...rest } = event.look
        return { ...context.look, ...rest, colors: { ...context.look.colors, ...colors } }
      },
    }),
    setLook: assign({ look: (_, params: { look: WidgetLook }) => params.look }),
    setHistory: assign({ messages: (_, params: { messages: ChatMessage[] }) => params.messages }),
    setConversation: assign({ conversation: (_, params: { conversation: ConversationRef }) => params.conversation }),
    forgetConversation: assign({ conversation: null }),
    addUserMessage: assign(({ context, event }) => {
      const text = sentText(event)
      return { messages: [...context.messages, { role: 'user' as const, content: text }], pendingQuery: text, reply: '', failure: null }
    }),
    appendDelta: assign({ reply: ({ context, event }) => context.reply + (event.type === 'DELTA' ? event.text : '') }),
    commitReply: assign(({ context }) => ({
      messages: context.reply.trim() ? [...context.messages, { role: 'bot' as const, content: context.reply }] : context.messages,
      reply: '',
      pendingQuery: null,
    })),
    recordFailure: assign({ reply: '', failure: ({ event }) => failureOf((event as { error?: WidgetCallError }).error) }),
    recordNoResponse: assign({ reply: '', failure: { kind: 'network' } as WidgetFailure }),
    recordConversationLost: assign({ reply: '', conversation: null, failure: { kind: 'conversationLost' } as WidgetFailure }),
    clearFailure: assign({ failure: null, reply: '' }),
    markChatbotUnavailable: assign({ unavailable: 'chatbot' as const }),
    markConversationUnavailable: assign({ unavailable: 'conversation' as const }),
    resetChat: assign({ conversation: null, messages: [], reply: '', pendingQuery: null, failure: null }),
  },
  guards: {
    cannotChat: ({ context }) => !context.canChat,
    shouldFetchLook: ({ context }) => context.fetchLook,
    hasConversation: ({ context }) => context.conversation !== null,
    isNotFound: ({ event }) => errorKind(event) === 'notFound',
    isInactive: ({ event }) => errorKind(event) === 'inactive',
    boundConversationGone: ({ context, event }) => context.bound && errorKind(event) === 'notFound',
    hasText: ({ event }) => sentText(event) !== '',
    hasTextAndConversation: ({ context, event }) => sentText(event) !== '' && context.conversation !== null,
    canResend: ({ context }) => context.pendingQuery !== null && context.conversation !== null,
    canResendInNewConversation: ({ context }) => context.pendingQuery !== null,
  },
  delays: {
    NO_RESPONSE: WIDGET.NO_RESPONSE_MS,
  },
}).createMachine({
  id: 'widgetConversation',
  context: ({ input }) => ({
    look: input.look,
    conversation: input.conversation,
    fetchLook: input.fetchLook,
    canChat: input.canChat,
    bound: input.bound,
    messages: [],
    reply: '',
    pendingQuery: null,
    failure: null,
    unavailable: null,
  }),
  on: {
    // The host's update(): name, logo, colours and welcome message follow at once, in any state.
    UPDATE_LOOK: { actions: 'mergeLook' },
  },
  initial: 'starting',
  states: {
    // Picks the first step from what the host gave (left at once).
    starting: {
      always: [
        { guard: 'cannotChat', target: 'previewOnly' },
        { guard: 'shouldFetchLook', target: 'loadingLook' },
        { guard: 'hasConversation', target: 'loadingHistory' },
        { target: 'ready' },
      ],
    },
    // No chatbot id yet: the look and the welcome message, nothing to send to.
    previewOnly: {},
    // Asking the server for the bot's current look; an unknown or deleted bot ends here.
    loadingLook: {
      invoke: {
        id: 'fetchLook',
        src: 'fetchLook',
        onDone: [
          { guard: 'hasConversation', target: 'loadingHistory', actions: { type: 'setLook', params: ({ event }) => ({ look: event.output }) } },
          { target: 'ready', actions: { type: 'setLook', params: ({ event }) => ({ look: event.output }) } },
        ],
        onError: [
          { guard: 'isNotFound', target: 'unavailable', actions: 'markChatbotUnavailable' },
          { target: 'lookFailed' },
        ],
      },
      after: { NO_RESPONSE: 'lookFailed' },
    },
    // The look could not be fetched (network): Retry.
    lookFailed: {
      on: { RETRY: 'loadingLook' },
    },
    // Restoring the remembered (or bound) conversation's messages.
    loadingHistory: {
      invoke: {
        id: 'fetchHistory',
        src: 'fetchHistory',
        input: ({ context }) => context.conversation!,
        onDone: { target: 'ready', actions: { type: 'setHistory', params: ({ event }) => ({ messages: event.output }) } },
        onError: [
          { guard: 'boundConversationGone', target: 'unavailable', actions: 'markConversationUnavailable' },
          // A remembered conversation that no longer exists: start afresh.
          { guard: 'isNotFound', target: 'ready', actions: ['forgetConversation', 'forgetStoredConversation'] },
          { target: 'historyFailed' },
        ],
      },
      after: { NO_RESPONSE: 'historyFailed' },
    },
    // The history could not be loaded (network): Retry, or start a new conversation.
    historyFailed: {
      on: {
        RETRY: 'loadingHistory',
        CLEAR: { target: 'ready', actions: ['resetChat', 'forgetStoredConversation'] },
      },
    },
    // The bot (or the bound conversation) does not exist or no longer takes visitors.
    unavailable: {},
    ready: {
      initial: 'idle',
      on: {
        // clear(): a new conversation, created with the next message; a reply in flight is dropped.
        CLEAR: { target: '.idle', actions: ['resetChat', 'forgetStoredConversation'] },
      },
      states: {
        // Waiting for the visitor.
        idle: {
          on: {
            SEND: [
              { guard: 'hasTextAndConversation', target: 'replying', actions: 'addUserMessage' },
              { guard: 'hasText', target: 'creatingConversation', actions: 'addUserMessage' },
            ],
          },
        },
        // The first message: POST /conversations, then send it.
        creatingConversation: {
          tags: ['typing'],
          invoke: {
            id: 'createConversation',
            src: 'createConversation',
            onDone: {
              target: 'replying',
              actions: [
                { type: 'setConversation', params: ({ event }) => ({ conversation: event.output }) },
                { type: 'persistConversation', params: ({ event }) => ({ conversation: event.output }) },
                { type: 'notifyConversationCreated', params: ({ event }) => ({ id: event.output.id }) },
              ],
            },
            onError: [
              { guard: 'isNotFound', target: '#widgetConversation.unavailable', actions: 'markChatbotUnavailable' },
              { target: 'failed', actions: 'recordFailure' },
            ],
          },
          after: { NO_RESPONSE: { target: 'failed', actions: 'recordNoResponse' } },
        },
        // POST /chat-stream is running; its events arrive from the streamReply actor.
        replying: {
          initial: 'sending',
          invoke: {
            id: 'streamReply',
            src: 'streamReply',
            input: ({ context }) => ({ conversation: context.conversation!, query: context.pendingQuery! }),
          },
          on: {
            REPLY_DONE: { target: 'idle', actions: 'commitReply' },
            REPLY_FAILED: [
              // The conversation was deleted meanwhile: Retry starts a new one.
              { guard: 'isNotFound', target: 'failed', actions: ['recordConversationLost', 'forgetStoredConversation'] },
              { guard: 'isInactive', target: '#widgetConversation.unavailable', actions: 'markChatbotUnavailable' },
              { target: 'failed', actions: 'recordFailure' },
            ],
          },
          states: {
            // Sent; no word of the reply yet (typing indicator).
            sending: {
              tags: ['typing'],
              on: { DELTA: { target: 'streaming', actions: 'appendDelta' } },
              after: { NO_RESPONSE: { target: '#widgetConversation.ready.failed', actions: 'recordNoResponse' } },
            },
            // The reply is arriving chunk by chunk; silence for too long is a failure.
            streaming: {
              on: { DELTA: { target: 'streaming', reenter: true, actions: 'appendDelta' } },
              after: { NO_RESPONSE: { target: '#widgetConversation.ready.failed', actions: 'recordNoResponse' } },
            },
          },
        },
        // The last message got no reply: it stays shown with the reason and a Retry.
        failed: {
          on: {
            RETRY: [
              { guard: 'canResend', target: 'replying', actions: 'clearFailure' },
              { guard: 'canResendInNewConversation', target: 'creatingConversation', actions: 'clearFailure' },
            ],
            SEND: [
              { guard: 'hasTextAndConversation', target: 'replying', actions: 'addUserMessage' },
              { guard: 'hasText', target: 'creatingConversation', actions: 'addUserMessage' },
            ],
          },
        },
      },
    },
  },
})
