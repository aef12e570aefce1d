import { contentWordsOf, foldText } from './normalize'

/** Contact details found in a text. */
export interface ContactDetails {
  name: string | null
  phone: string | null
  email: string | null
}

/** A match of a contact detail: what it says and where it stands in the text. */
interface Found {
  value: string
  start: number
  end: number
}

const PHONE_PATTERNS = [
  // Vietnamese mobile (03, 05, 07, 08, 09) and landline (02x) numbers, with +84 / 84 / 0.
  /(?<![\d+])(?:\+84|84|0)[\s.-]?[35789](?:[\s.-]?\d){8}(?!\d)/g,
  /(?<![\d+])(?:\+84|84|0)[\s.-]?2(?:[\s.-]?\d){9}(?!\d)/g,
  // Vietnamese hotlines 1800 / 1900 + 4 or 6 digits.
  /(?<![\d.,])1[89]00(?:[\s.-]?\d){4}(?:(?:[\s.-]?\d){2})?(?![\d.,]\d)/g,
  // International with a +, and North American (555) 123-4567.
  /(?<![\d+])\+(?!84)\d{1,3}(?:[\s.-]?\d){7,12}(?!\d)/g,
  /(?<!\d)\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}(?!\d)/g,
]
const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

function matchesOf(text: string, pattern: RegExp): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({ value: match[0].trim(), start: match.index!, end: match.index! + match[0].length }))
}

/** Phone numbers in a text, as written, in order (overlapping matches of two patterns once). */
export function phonesIn(text: string): Found[] {
  const found = PHONE_PATTERNS.flatMap((pattern) => matchesOf(text, pattern)).sort((a, b) => a.start - b.start)
  return found.filter((phone, i) => i === 0 || phone.start >= found[i - 1].end)
}

export function emailsIn(text: string): Found[] {
  return matchesOf(text, EMAIL_PATTERN)
}

/** Per-character folding, so positions in the folded text are positions in the text. */
function foldChars(text: string): string {
  return [...text].map((char) => foldText(char) || char).join('')
}

/** "tôi là …", "tên mình là …", "my name is …" (matched on the folded text, so marks are optional). */
const NAME_INTRO =
  /(?:^|[^\p{L}\p{N}])(?:(?:ten\s+(?:cua\s+)?(?:toi|minh|em|anh|chi|to|con|chau)\s+la|(?:toi|minh|em|anh|chi|to|con|chau)\s+ten(?:\s+la)?|(?:toi|minh|em|to|con|chau)\s+la|my\s+name\s+is|my\s+name's|i\s+am|i'm|this\s+is)\s+|(?:ten|ho\s+ten|name)\s*:\s*)/gu
/** Words that end a name ("Lan, số 09…", "Lan and my phone…"). */
const AFTER_NAME = new Set('so sdt dt dien email mail va and phone number my o tu muon can dang ne nhe a day la con voi sinh nam'.split(' '))
/** Words a name does not start with ("tôi là khách hàng mới", "I am interested"). */
const NOT_A_NAME = new Set(
  (
    'khach nguoi sinh hoc nhan giao chu me bo phu ban dang muon can rat o tu den moi mot a an the interested looking from here ' +
    'new customer student calling writing just not so very going trying khong chua co cung dang nguoi da vua ok oke vang yes ' +
    'no thanks thank cam chao hello hi hey alo xin hoi sure fine good'
  ).split(' '),
)

const titleCase = (words: string[]) => words.map((word) => word.charAt(0).toLocaleUpperCase('vi') + word.slice(1)).join(' ')

/** Up to five words of letters from the start of `text`, stopping at a word that is not part of a name. */
function nameWords(text: string): { name: string; length: number } | null {
  const words: string[] = []
  let length = 0
  for (const match of text.matchAll(/(\p{L}+)([^\p{L}\s]*)(\s*)/gu)) {
    if (match.index !== length) break
    const folded = foldText(match[1])
    if (AFTER_NAME.has(folded) || words.length === 5) break
    words.push(match[1])
    length += match[0].length
    if (match[2]) break
  }
  if (words.length === 0 || NOT_A_NAME.has(foldText(words[0]))) return null
  return { name: titleCase(words), length }
}

/** A name the visitor introduces ("tôi là Lan", "my name is John Smith"), with where it stands. */
export function introducedName(text: string): Found | null {
  const normal = text.normalize('NFC')
  const folded = foldChars(normal)
  for (const intro of folded.matchAll(NAME_INTRO)) {
    const start = intro.index! + intro[0].length
    const words = nameWords(normal.slice(start))
    if (words) return { value: words.name, start: intro.index!, end: start + words.length }
  }
  return null
}

/** Short replies that are not names. */
const NOT_NAME_REPLIES = new Set('ok oke okay vang da khong co yes no thanks thank cam on chao hello hi hey alo uh um hmm chua roi sure fine'.split(' '))

/**
 * The message read as nothing but a name ("Nguyễn Thị Lan", "lan"), as a visitor answers right
 * after being asked for it: one to five words of letters, no question, no digits.
 */
export function wholeMessageName(text: string): string | null {
  const trimmed = text.normalize('NFC').trim().replace(/[.!]+$/, '')
  if (!trimmed || trimmed.length > 40 || /[?\d@]/.test(trimmed)) return null
  const words = trimmed.split(/\s+/)
  if (words.length > 5 || !words.every((word) => /^\p{L}+$/u.test(word))) return null
  if (words.some((word) => NOT_NAME_REPLIES.has(foldText(word))) || NOT_A_NAME.has(foldText(words[0]))) return null
  return titleCase(words)
}

/** The contact details in one message (the last of each kind when it gives several). */
export function contactDetailsIn(text: string): ContactDetails {
  return {
    name: introducedName(text)?.value ?? null,
    phone: phonesIn(text).at(-1)?.value ?? null,
    email: emailsIn(text).at(-1)?.value ?? null,
  }
}

/** The message with its phone numbers, emails and introduced name blanked out (what else it asks). */
export function withoutContactDetails(text: string): string {
  const normal = text.normalize('NFC')
  const spans = [...phonesIn(normal), ...emailsIn(normal)]
  const name = introducedName(normal)
  if (name) spans.push(name)
  let rest = normal
  for (const span of spans.sort((a, b) => b.start - a.start)) rest = rest.slice(0, span.start) + ' ' + rest.slice(span.end)
  return rest
}

/** Words that only label the details given ("số điện thoại", "my phone number is", "email"). */
const CONTACT_WORDS = new Set(
  'so dien thoai sdt dt di dong email mail gmail zalo phone number mobile cell tel ten ho lien he contact name la'.split(' '),
)

/**
 * What a message asks besides the contact details it gives ("Tôi là Lan, 09…, spa có chỗ gửi
 * xe không?" → "spa có chỗ gửi xe không?"), or null when it only gives details.
 */
export function questionBesidesContactDetails(text: string): string | null {
  const rest = withoutContactDetails(text)
  return contentWordsOf(rest).some((word) => !CONTACT_WORDS.has(word)) ? rest : null
}
