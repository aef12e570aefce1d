import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import { CHATBOT } from '../src/config/constants'
import type { WidgetColors } from './widget-conversation.machine'

/**
 * A chat widget hosted by the app (001 §2.2 and §4 "Preview in editor", §2.8 and §4 "Public preview
 * page", §2.6 the live-chat viewer).
 *
 * Loading fetches the widget script on demand (and, for the preview page and the viewer, the
 * chatbot); the widget is created once both are ready, as an invoked actor, so leaving `ready`
 * (Refresh Config, another chatbot, unmounting) destroys it before any new one is created. While
 * ready, the latest configuration is compared with the shown one every 500 ms and the widget
 * follows the edits; Update Config applies them at once, Clear Chat starts a new conversation.
 */

/** Everything a hosted widget shows; the ids decide which widget, the rest is updated in place. */
export interface HostedWidgetConfig {
  chatbotId: number | null
  /** The live-chat viewer's conversation. */
  conversationId?: number | null
  /** The owner's bearer (the viewer); follows token refreshes. */
  accessToken?: string | null
  /** The app's interface language; the widget follows a switch. */
  language?: 'vi' | 'en'
  name: string
  logoUrl: string | null
  colors: Partial<WidgetColors>
  welcomeMessage: string
}

export type LoadFailure = { reason: 'missingId' } | { reason: 'loadFailed' }

/** Sent to the invoked widget actor. */
export type WidgetCommand = { type: 'UPDATE'; config: HostedWidgetConfig } | { type: 'CLEAR' }

export interface WidgetPreviewInput {
  /** What the host knows before loading (the editor: the whole form; the viewer: the ids). */
  config: Partial<HostedWidgetConfig>
}

export interface WidgetPreviewContext {
  /** The newest configuration the host gave. */
  latest: Partial<HostedWidgetConfig>
  /** The configuration the widget shows. */
  applied: HostedWidgetConfig | null
  error: LoadFailure | null
}

export type WidgetPreviewEvent =
  | { type: 'CONFIG_CHANGED'; config: Partial<HostedWidgetConfig> }
  | { type: 'CLEAR_CHAT' }
  | { type: 'UPDATE_CONFIG' }
  | { type: 'REFRESH_CONFIG' }
  | { type: 'RETRY' }

const sameIdentity = (a: Partial<HostedWidgetConfig>, b: HostedWidgetConfig | null) =>
  b !== null && (a.chatbotId ?? null) === b.chatbotId && (a.conversationId ?? null) === (b.conversationId ?? null)

export const widgetPreviewMachine = setup({
  types: {
    context: {} as WidgetPreviewContext,
    input: {} as WidgetPreviewInput,
    events: {} as WidgetPreviewEvent,
  },
  actors: {
    /** Loads the widget script (and the chatbot when the host needs it); rejects with a LoadFailure. */
    load: fromPromise<Partial<HostedWidgetConfig>, Partial<HostedWidgetConfig>>(async () => {
      throw new Error('widget-preview: actor load not provided')
    }),
    /** The widget itself: created on start, destroyed on stop; takes WidgetCommands. */
    widget: fromCallback<WidgetCommand, HostedWidgetConfig>(() => {
      throw new Error('widget-preview: actor widget not provided')
    }),
  },
  actions: {
    takeLoaded: assign(({ context }, params: { config: Partial<HostedWidgetConfig> }) => {
      const latest = { ...context.latest, ...params.config }
      return { latest, applied: latest as HostedWidgetConfig, error: null }
    }),
    mergeLatest: assign({
      latest: ({ context, event }) => (event.type === 'CONFIG_CHANGED' ? { ...context.latest, ...event.config } : context.latest),
    }),
    recordApplied: assign({ applied: ({ context }) => ({ ...context.applied, ...context.latest }) as HostedWidgetConfig }),
    updateWidget: sendTo('widget', ({ context }): WidgetCommand => ({ type: 'UPDATE', config: { ...context.applied, ...context.latest } as HostedWidgetConfig })),
    clearWidget: sendTo('widget', { type: 'CLEAR' } satisfies WidgetCommand),
    recordFailure: assign({
      error: ({ event }) => ((event as { error?: LoadFailure }).error?.reason === 'missingId' ? { reason: 'missingId' } : { reason: 'loadFailed' }) as LoadFailure,
    }),
  },
  guards: {
    otherWidget: ({ context }) => !sameIdentity(context.latest, context.applied),
    configChanged: ({ context }) => JSON.stringify({ ...context.applied, ...context.latest }) !== JSON.stringify(context.applied),
  },
  delays: {
    PREVIEW_POLL: CHATBOT.PREVIEW_POLL_MS,
  },
}).createMachine({
  id: 'widgetPreview',
  context: ({ input }) => ({ latest: input.config, applied: null, error: null }),
  on: {
    // The host's newest values (the editor's form); the widget catches up on the next check.
    CONFIG_CHANGED: { actions: 'mergeLatest' },
  },
  initial: 'loading',
  states: {
    // The script (and the chatbot) are loading: 'Loading conversation...' / 'Loading chatbot data...'.
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.latest,
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => ({ config: event.output }) } },
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    // The widget is shown and follows the host's edits.
    ready: {
      invoke: {
        id: 'widget',
        src: 'widget',
        input: ({ context }) => context.applied!,
        onError: { target: 'failed', actions: 'recordFailure' },
      },
      on: {
        CLEAR_CHAT: { actions: 'clearWidget' },
        UPDATE_CONFIG: [
          { guard: 'otherWidget', target: 'ready', reenter: true, actions: 'recordApplied' },
          { actions: ['updateWidget', 'recordApplied'] },
        ],
        // A fresh widget from the current settings (the old one is destroyed first).
        REFRESH_CONFIG: { target: 'ready', reenter: true, actions: 'recordApplied' },
      },
      initial: 'watching',
      states: {
        // Every 500 ms: another bot → a new widget; changed look → update it; else nothing.
        watching: {
          after: {
            PREVIEW_POLL: [
              { guard: 'otherWidget', target: '#widgetPreview.ready', reenter: true, actions: 'recordApplied' },
              { guard: 'configChanged', target: 'watching', reenter: true, actions: ['updateWidget', 'recordApplied'] },
              { target: 'watching', reenter: true },
            ],
          },
        },
      },
    },
    // 'No chatbot ID provided' / 'Failed to load chatbot data' (or the script did not load).
    failed: {
      on: { RETRY: 'loading' },
    },
  },
})
