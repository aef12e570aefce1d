/**
 * Only the embedded widget's calls are open to other origins (design.md):
 * its look, its own conversation, chatting, its messages and uploaded logos.
 */
export const WIDGET_ROUTES = new Set([
  'GET /widget/chatbots/{id}',
  'POST /conversations',
  'POST /chat-stream',
  'GET /conversations/{id}/messages',
  'GET /images/{file}',
])

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Conversation-Token, Accept-Language',
  'Access-Control-Max-Age': '600',
} as const

export function isWidgetRoute(method: string, template: string): boolean {
  return WIDGET_ROUTES.has(`${method.toUpperCase()} ${template}`)
}
