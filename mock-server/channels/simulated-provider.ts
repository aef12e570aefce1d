import type { Row } from '../db/schemas'

/**
 * What the simulated Facebook / WhatsApp account behind the local consent page owns: one page
 * and one business number per chatbot, with stable ids so reconnecting re-enables the same one.
 * Real provider credentials (later) replace this module, not the routes.
 */
export function simulatedFacebookPage(chatbot: Row<'chatbots'>) {
  return {
    page_id: String(100_000_000_000_000 + chatbot.id),
    page_name: `${chatbot.name} - Fanpage`,
    labels: [
      { id: 1, page_label_name: 'Khách hàng mới' },
      { id: 2, page_label_name: 'Cần tư vấn thêm' },
      { id: 3, page_label_name: 'Ngoài phạm vi' },
    ],
  }
}

export function simulatedWhatsAppNumber(chatbot: Row<'chatbots'>) {
  const local = String(900_000_000 + chatbot.id)
  return {
    phone_number_id: String(200_000_000_000_000 + chatbot.id),
    display_phone_number: `+84 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`,
    waba_id: String(300_000_000_000_000 + chatbot.id),
  }
}
