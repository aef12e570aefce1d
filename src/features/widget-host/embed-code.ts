import { API_BASE, WIDGET } from '../../config/constants'
import { lookOptionsFromChatbot, type ChatbotLookFields } from '../../widget/look'
import type { WidgetOptions } from '../../widget/types'

export type EmbeddableChatbot = ChatbotLookFields & { id: number }

/** The app's own API base as an absolute address (what other origins must call). */
export function appApiBase(): string {
  return `${window.location.origin}${API_BASE}`
}

/** The widget script next to the API: same origin as `apiBase`. */
export function widgetScriptUrl(apiBase: string): string {
  return new URL(WIDGET.SCRIPT_PATH, apiBase).href
}

/**
 * JSON that cannot end the <script> element it sits in: `<`, `>` and `&` are written as \u escapes
 * (so `</script>` or `<!--` in a name stays a string), and so are U+2028/U+2029.
 */
export function scriptSafeJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The Website sub-tab's code (001 §2.4): the widget script plus a create() call carrying the
 * chatbot id, name, logo, the six colours, the welcome message and the absolute API base. The
 * widget also fetches the bot's current look (`fetchLook`), so later edits show without a new
 * snippet and a deleted bot says so.
 */
export function embedCode(chatbot: EmbeddableChatbot, apiBase: string): string {
  const options: WidgetOptions = { apiBase, chatbotId: chatbot.id, mode: 'bubble', ...lookOptionsFromChatbot(chatbot), fetchLook: true }
  return [
    `<script src="${attribute(widgetScriptUrl(apiBase))}"></script>`,
    '<script>',
    `  ChatWidgetPro.create(${scriptSafeJson(options, 2).replace(/\n/g, '\n  ')});`,
    '</script>',
  ].join('\n')
}
