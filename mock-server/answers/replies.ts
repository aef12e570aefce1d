import type { ReplyLanguage } from './engine'

/** How a visitor can reach the business, as found in the bot's own knowledge. */
export interface BusinessContact {
  phone: string | null
  email: string | null
}

/**
 * The phrases that mark what the bot asked, found again in its stored messages: the lead capture
 * knows what it asked without storing any state of its own (decision 803).
 */
export const ASKED = {
  contact: ['cho mình xin tên và số điện thoại hoặc email', 'could you share your name and phone number or email'],
  name: ['cho mình xin thêm tên của bạn', 'may I also have your name'],
  phoneOrEmail: ['cho mình xin số điện thoại hoặc email', 'could you share a phone number or email'],
} as const

export type Asked = keyof typeof ASKED

/** Whether a bot message asked for `what`. */
export const asks = (message: string, what: Asked) => ASKED[what].some((phrase) => message.toLowerCase().includes(phrase.toLowerCase()))

function reachBy(contact: BusinessContact, language: ReplyLanguage): string | null {
  const ways = [
    contact.phone && (language === 'en' ? `phone ${contact.phone}` : `số điện thoại ${contact.phone}`),
    contact.email && `email ${contact.email}`,
  ].filter(Boolean)
  if (!ways.length) return null
  return ways.join(language === 'en' ? ' or ' : ' hoặc ')
}

/** "Please leave your name and phone or email": the lead capture's question (TU_VAN). */
export function askForContact(botName: string, language: ReplyLanguage): string {
  return language === 'en'
    ? `So that the ${botName} team can advise you further, ${ASKED.contact[1]}?`
    : `Để ${botName} tư vấn kỹ hơn, bạn ${ASKED.contact[0]} nhé.`
}

export function askForName(language: ReplyLanguage): string {
  return language === 'en' ? `Thank you! ${ASKED.name[1].replace(/^m/, 'M')}?` : `Cảm ơn bạn! ${ASKED.name[0].replace(/^c/, 'C')} để tiện liên hệ nhé.`
}

export function askForPhoneOrEmail(name: string, language: ReplyLanguage): string {
  return language === 'en'
    ? `Thank you, ${name}! ${ASKED.phoneOrEmail[1].replace(/^c/, 'C')} so the team can reach you?`
    : `Cảm ơn ${name}! Bạn ${ASKED.phoneOrEmail[0]} để đội ngũ liên hệ lại nhé.`
}

/** The thanks once a lead was created (`name` null: the visitor gave no name). */
export function thanksForContact(botName: string, name: string | null, phone: string | null, email: string | null, language: ReplyLanguage): string {
  if (language === 'en') {
    const noted = [phone && `phone number ${phone}`, email && `email ${email}`].filter(Boolean).join(' and ')
    return `Thank you${name ? `, ${name}` : ''}! We have noted your ${noted}. The ${botName} team will get back to you soon.`
  }
  const noted = [phone && `số điện thoại ${phone}`, email && `email ${email}`].filter(Boolean).join(' và ')
  return `Cảm ơn ${name ?? 'bạn'}! Mình đã ghi nhận ${noted} của bạn. Đội ngũ ${botName} sẽ liên hệ lại với bạn sớm.`
}

/** A visitor who already left their details gives them again. */
export function alreadyNoted(botName: string, language: ReplyLanguage): string {
  return language === 'en'
    ? `We already have your contact details; the ${botName} team will get back to you soon.`
    : `Mình đã có thông tin liên hệ của bạn rồi, đội ngũ ${botName} sẽ liên hệ lại với bạn sớm nhé.`
}

/**
 * The honest reply when the knowledge has no answer, in the visitor's language: it says so, then
 * how to reach the business (its phone or email when the knowledge gives them), and for a TU_VAN
 * bot asks for the visitor's contact details (once per conversation).
 */
export function unknownAnswer(botName: string, language: ReplyLanguage, contact: BusinessContact, askContact: boolean): string {
  const reach = reachBy(contact, language)
  const parts =
    language === 'en'
      ? ["Sorry, I don't have the information to answer that yet."]
      : ['Xin lỗi, mình chưa có thông tin để trả lời câu hỏi này.']
  if (reach) parts.push(language === 'en' ? `You can reach ${botName} directly by ${reach}.` : `Bạn có thể liên hệ trực tiếp ${botName} qua ${reach}.`)
  if (askContact) parts.push(askForContact(botName, language))
  else if (!reach) {
    parts.push(
      language === 'en'
        ? `You can leave your name and phone number or email here in this chat: the team at ${botName} can see this conversation and get back to you.`
        : `Bạn có thể để lại tên và số điện thoại hoặc email ngay trong cuộc trò chuyện này: đội ngũ ${botName} xem được cuộc trò chuyện và sẽ liên hệ lại với bạn.`,
    )
  }
  return parts.join(' ')
}

export function greeting(welcome: string | null, language: ReplyLanguage): string {
  if (language === 'vi' && welcome?.trim()) return welcome.trim()
  return language === 'en' ? 'Hello! How can I help you?' : 'Xin chào! Mình có thể giúp gì cho bạn?'
}

export function youAreWelcome(language: ReplyLanguage): string {
  return language === 'en' ? "You're welcome! Ask me anything else any time." : 'Rất vui được hỗ trợ bạn! Bạn cần hỏi thêm gì cứ nhắn nhé.'
}
