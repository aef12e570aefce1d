import type { WidgetColors } from '../../machines/widget-conversation.machine'

export type WidgetLanguage = 'vi' | 'en'

/** What `ChatWidgetPro.create()` takes (the embed snippet, the editor preview, the preview page, the live-chat viewer). */
export interface WidgetOptions {
  /** Absolute API base, e.g. 'https://chat.example.com/v1'. */
  apiBase: string
  /** Absent for a bot not saved yet: the look only, no chatting. */
  chatbotId?: number | null
  /** 'bubble' (default): a floating button bottom-right; 'inline': fills `container`. */
  mode?: 'bubble' | 'inline'
  container?: HTMLElement | null
  /** Bind to an existing conversation (the live-chat viewer), read and written with `accessToken`. */
  conversationId?: number | null
  /** The owner's bearer token; conversations it starts have the source 'web'. */
  accessToken?: string | null
  name?: string
  logoUrl?: string | null
  colors?: Partial<WidgetColors>
  welcomeMessage?: string
  /** Default: from navigator.language ('vi…' → 'vi', else 'en'). */
  language?: WidgetLanguage
  /** Bubble mode: start with the panel open (the public preview page). */
  open?: boolean
  /** Fetch the bot's current look first; detects an unknown or deleted bot. */
  fetchLook?: boolean
  onConversationCreated?: (id: number) => void
}

/** What update() may change on a live widget. */
export type WidgetUpdate = Partial<
  Pick<WidgetOptions, 'name' | 'logoUrl' | 'colors' | 'welcomeMessage' | 'language' | 'accessToken' | 'onConversationCreated'>
>

export interface WidgetInstance {
  update(options: WidgetUpdate): void
  /** Clears the chat: the next message starts a new conversation. */
  clear(): void
  /** Removes the widget and stops any request in flight. */
  destroy(): void
}

/** `window.ChatWidgetPro`. */
export interface ChatWidgetProGlobal {
  create(options: WidgetOptions): WidgetInstance
}
