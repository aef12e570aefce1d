import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import type { ReplyLanguage } from './engine'
import { contactDetailsIn, questionBesidesContactDetails, wholeMessageName, type ContactDetails } from './contact-details'
import { contentWordsOf, foldText } from './normalize'
import { alreadyNoted, askForName, askForPhoneOrEmail, asks, thanksForContact } from './replies'

/** What the lead capture of a TU_VAN bot makes of the visitor's latest message (decision 803). */
export interface LeadStep {
  /** What is left to answer from knowledge once contact details are taken out; null = nothing. */
  question: string | null
  /** Said after the answer: thanks, or a request for the missing detail. */
  followUp: string | null
  /** The bot has not asked for contact details yet and has no lead for this conversation. */
  mayAsk: boolean
  /** Now is a good moment to ask: the visitor wants to buy / book / register, or this is their second question. */
  shouldAsk: boolean
}

/** Folded phrases that show the visitor wants to act (book, buy, register, be contacted). */
const INTENT =
  /\b(dat lich|dat hen|dang ky|dang ki|mua|tu van|lien he|bao gia|dat hang|dat ban|dat banh|dat cho|giu cho|hoc thu|goi lai|book|booking|register|sign up|buy|purchase|order|contact me|call me|quote|appointment|reserve|reservation)\b/

/** Per store, the conversations whose lead is being written right now (two quick messages must not make two). */
const writingByStore = new WeakMap<object, Set<number>>()
function writingIn(ctx: ServerContext): Set<number> {
  let writing = writingByStore.get(ctx.db)
  if (!writing) writingByStore.set(ctx.db, (writing = new Set()))
  return writing
}

interface VisitorMessage {
  text: string
  details: ContactDetails
  /** What it asks besides giving contact details (the message itself when it gives none); null = nothing. */
  question: string | null
}

/**
 * A visitor message read for contact details. A name counts when it is introduced ("tôi là Lan")
 * in a message that also gives a phone or email or after the bot asked, or when the whole message
 * is a name right after the bot asked for one.
 */
function readVisitorMessage(text: string, previousBot: string | null, askedBefore: boolean): VisitorMessage {
  const found = contactDetailsIn(text)
  const justAsked = previousBot !== null && (asks(previousBot, 'contact') || asks(previousBot, 'name'))
  const hasContact = Boolean(found.phone || found.email)
  let name = hasContact || askedBefore ? found.name : null
  const bareName = !hasContact && !name && justAsked ? wholeMessageName(text) : null
  name ??= bareName
  const details = { ...found, name }
  const gave = Boolean(name || hasContact)
  const question = bareName ? null : gave ? questionBesidesContactDetails(text) : contentWordsOf(text).length ? text : null
  return { text, details, question }
}

const latest = (messages: VisitorMessage[], key: keyof ContactDetails) =>
  messages.reduce<string | null>((value, message) => message.details[key] ?? value, null)

/**
 * Reads the conversation (its messages, oldest first, the visitor's latest last) and, when the
 * visitor has given a name and a phone number or email, creates the conversation's one lead.
 */
export async function leadStep(
  ctx: ServerContext,
  chatbot: Row<'chatbots'>,
  conversation: Row<'conversations'>,
  history: readonly Row<'messages'>[],
  language: ReplyLanguage,
): Promise<LeadStep> {
  const visitor: VisitorMessage[] = []
  const botSaid: string[] = []
  let previousBot: string | null = null
  for (const message of history) {
    if (message.role === 'bot') {
      botSaid.push(message.content)
      previousBot = message.content
      continue
    }
    const askedBefore = botSaid.some((said) => asks(said, 'contact') || asks(said, 'name') || asks(said, 'phoneOrEmail'))
    visitor.push(readVisitorMessage(message.content, previousBot, askedBefore))
    previousBot = null
  }
  const current = visitor.at(-1)
  if (!current) return { question: null, followUp: null, mayAsk: false, shouldAsk: false }

  const asked = (what: Parameters<typeof asks>[1]) => botSaid.some((said) => asks(said, what))
  const gaveNow = Boolean(current.details.name || current.details.phone || current.details.email)
  // A message that neither gives details nor has content words ("ok", "xin chào") still gets a reply.
  const question = gaveNow ? current.question : (current.question ?? current.text)
  const lead = ctx.db.first('leads', (row) => row.conversation_id === conversation.id)
  const questions = visitor.filter((message) => message.question !== null).length
  const mayAsk = !lead && !asked('contact')
  const step = (followUp: string | null): LeadStep => ({
    question,
    followUp,
    mayAsk: mayAsk && followUp === null,
    shouldAsk: mayAsk && followUp === null && question !== null && (INTENT.test(foldText(current.text)) || questions >= 2),
  })

  if (lead || writingIn(ctx).has(conversation.id)) return step(gaveNow ? alreadyNoted(chatbot.name, language) : null)
  const name = latest(visitor, 'name')
  const phone = latest(visitor, 'phone')
  const email = latest(visitor, 'email')
  if (phone || email) {
    if (name || asked('name')) {
      // Asked for a name and not given one: the phone or email is what matters; the lead is named after the conversation.
      await createLead(ctx, chatbot, conversation, { name: name ?? conversation.visitor_name ?? `Khách #${conversation.id}`, phone, email }, visitor)
      return step(thanksForContact(chatbot.name, name, phone, email, language))
    }
    return step(gaveNow ? askForName(language) : null)
  }
  if (name && current.details.name && !asked('phoneOrEmail')) return step(askForPhoneOrEmail(name, language))
  return step(null)
}

async function createLead(
  ctx: ServerContext,
  chatbot: Row<'chatbots'>,
  conversation: Row<'conversations'>,
  contact: { name: string; phone: string | null; email: string | null },
  visitor: VisitorMessage[],
): Promise<void> {
  const writing = writingIn(ctx)
  writing.add(conversation.id)
  try {
    const asked = visitor.filter((message) => message.question !== null).map((message) => message.question!.trim())
    const message = asked.join(' / ').slice(0, 1000) || null
    await ctx.db.insert('leads', {
      chatbot_id: chatbot.id,
      conversation_id: conversation.id,
      name: contact.name,
      email: contact.email,
      phone_number: contact.phone,
      interested_courses: null,
      message,
      created_at: ctx.now().toISOString(),
    })
    if (!conversation.visitor_name) await ctx.db.update('conversations', conversation.id, { visitor_name: contact.name })
  } finally {
    writing.delete(conversation.id)
  }
}
