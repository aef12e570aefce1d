import { emailsIn, phonesIn } from './contact-details'
import type { ChatbotIndex } from './knowledge-index'
import { foldText } from './normalize'
import type { BusinessContact } from './replies'

/** A page about contacting the business ("Liên hệ", "Contact us"). */
const CONTACT_PAGE = /lien he|contact|hotline/
/** A line that reads like contact details ("Hotline: …", "Email: …"). */
const CONTACT_LINE = /hotline|lien he|dien thoai|sdt|so dt|email|e-mail|contact|phone|call|tel\b|zalo/
/** A line about something else than reaching the business (job applications). */
const OTHER_PURPOSE = /tuyen dung|ho so|ung tuyen|recruit|career|job|apply/

const cache = new WeakMap<ChatbotIndex, { version: number; contact: BusinessContact }>()

/**
 * The business's phone number and email as its own knowledge gives them, each the best placed
 * (on a contact page, on a contact line, not about job applications; earlier first); null when none.
 */
export function businessContactOf(index: ChatbotIndex): BusinessContact {
  const cached = cache.get(index)
  if (cached?.version === index.version) return cached.contact
  let best: Record<keyof BusinessContact, { value: string; score: number } | null> = { phone: null, email: null }
  const consider = (kind: keyof BusinessContact, value: string, score: number) => {
    if (!best[kind] || score > best[kind]!.score) best = { ...best, [kind]: { value, score } }
  }
  for (const { heading, text } of index.texts()) {
    const page = CONTACT_PAGE.test(foldText(heading)) ? 2 : 0
    for (const line of text.split('\n')) {
      const folded = foldText(line)
      const score = page + (CONTACT_LINE.test(folded) ? 1 : 0) - (OTHER_PURPOSE.test(folded) ? 3 : 0)
      for (const phone of phonesIn(line)) consider('phone', phone.value, score)
      for (const email of emailsIn(line)) consider('email', email.value, score)
    }
  }
  const contact = { phone: best.phone?.value ?? null, email: best.email?.value ?? null }
  cache.set(index, { version: index.version, contact })
  return contact
}
