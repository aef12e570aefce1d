import type { components } from '../../src/api/schema'
import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { conflict } from '../http/errors'
import { simulatedWhatsAppNumber } from './simulated-provider'

type WhatsAppNumber = components['schemas']['WhatsAppNumber']
type NumberRow = Row<'whatsappNumbers'>

export const NUMBER_NOT_FOUND = { vi: 'Không tìm thấy số WhatsApp', en: 'WhatsApp number not found' }

export function serializeWhatsAppNumber(row: NumberRow): WhatsAppNumber {
  return {
    id: row.id,
    chatbot_id: row.chatbot_id,
    phone_number_id: row.phone_number_id,
    ...(row.display_phone_number ? { display_phone_number: row.display_phone_number } : {}),
    ...(row.waba_id ? { waba_id: row.waba_id } : {}),
    status: row.status,
  }
}

/** Connects (or re-enables) the numbers the simulated WhatsApp Business account grants to a chatbot. */
export async function connectGrantedNumbers(ctx: ServerContext, chatbot: Row<'chatbots'>): Promise<NumberRow[]> {
  const granted = simulatedWhatsAppNumber(chatbot)
  return [await routeNumber(ctx, chatbot.id, granted)]
}

/**
 * Routes a number's inbound messages to a chatbot (creating or re-enabling its connection).
 * 409 when the number is enabled on another chatbot; a disabled connection elsewhere does not block it.
 */
export async function routeNumber(
  ctx: ServerContext,
  chatbotId: number,
  number: { phone_number_id: string; waba_id: string; display_phone_number?: string },
): Promise<NumberRow> {
  const elsewhere = ctx.db.first('whatsappNumbers', (row) => row.phone_number_id === number.phone_number_id && row.chatbot_id !== chatbotId && row.status)
  if (elsewhere) throw conflict({ vi: 'Số WhatsApp này đang được kết nối với chatbot khác', en: 'This WhatsApp number is connected to another chatbot' })
  const existing = ctx.db.first('whatsappNumbers', (row) => row.phone_number_id === number.phone_number_id && row.chatbot_id === chatbotId)
  if (existing) {
    const patch = { status: true, waba_id: number.waba_id, ...(number.display_phone_number ? { display_phone_number: number.display_phone_number } : {}) }
    return (await ctx.db.update('whatsappNumbers', existing.id, patch)) ?? { ...existing, ...patch }
  }
  return ctx.db.insert('whatsappNumbers', {
    chatbot_id: chatbotId,
    phone_number_id: number.phone_number_id,
    display_phone_number: number.display_phone_number ?? '',
    waba_id: number.waba_id,
    status: true,
    created_at: ctx.now().toISOString(),
  })
}
