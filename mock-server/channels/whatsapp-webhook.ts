import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import { recordInbound } from './channel-inbox'

type WebhookPayload = components['schemas']['WhatsAppWebhookPayload']

/** The parts of Meta's `messages` change value we read (the rest of the envelope is ignored). */
interface ChangeValue {
  metadata?: { phone_number_id?: unknown }
  contacts?: { wa_id?: unknown; profile?: { name?: unknown } }[]
  messages?: { from?: unknown; type?: unknown; text?: { body?: unknown } }[]
}

/**
 * Records inbound WhatsApp text messages sent to an enabled number as user messages of a
 * `whatsapp` conversation of its chatbot. Unknown numbers, disabled numbers, statuses and
 * non-text messages are ignored. Returns how many messages were stored.
 * No reply is generated or sent here: sending needs Graph API credentials, which are not configured.
 */
export async function recordWhatsAppWebhook(ctx: ServerContext, payload: WebhookPayload): Promise<number> {
  let stored = 0
  for (const entry of payload.entry) {
    const changes = Array.isArray(entry.changes) ? (entry.changes as { value?: ChangeValue }[]) : []
    for (const change of changes) {
      const value = change?.value
      const phoneNumberId = value?.metadata?.phone_number_id
      if (typeof phoneNumberId !== 'string') continue
      const number = ctx.db.first('whatsappNumbers', (row) => row.phone_number_id === phoneNumberId && row.status)
      const chatbot = number ? ctx.db.byId('chatbots', number.chatbot_id) : undefined
      if (!chatbot) continue
      for (const message of Array.isArray(value?.messages) ? value.messages : []) {
        const text = message?.type === 'text' && typeof message.text?.body === 'string' ? message.text.body.trim() : ''
        if (typeof message?.from !== 'string' || !text) continue
        const contact = value?.contacts?.find((c) => c?.wa_id === message.from)
        const name = typeof contact?.profile?.name === 'string' && contact.profile.name.trim() ? contact.profile.name.trim() : message.from
        await recordInbound(ctx, { chatbot, channel: 'whatsapp', senderKey: message.from, senderName: name, text })
        stored++
      }
    }
  }
  return stored
}
