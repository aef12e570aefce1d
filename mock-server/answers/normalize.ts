/**
 * Vietnamese-aware text handling for retrieval (decision 802): folding, words, stop words and the
 * tokens (words and syllable bigrams) both the index and the questions are cut into.
 */

/**
 * Lower case, tone and vowel marks removed (NFD + strip combining marks), đ → d:
 * "Giá ĐẶT lịch bao nhiêu?" and "gia dat lich bao nhieu?" fold alike.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
}

/** The lower-cased words (letters and digits) of a text, marks kept. */
export function rawWordsOf(text: string): string[] {
  return text.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The folded words of a text. */
export function wordsOf(text: string): string[] {
  return rawWordsOf(text).map(foldText)
}

/**
 * Function words, written with their marks: a word typed with marks is a stop word when it is
 * here. Question words ("bao nhiêu", "mấy", "lúc") and courtesy words are included: they say how
 * something is asked, not what about.
 */
const VIETNAMESE_STOP_WORDS = new Set(
  (
    'có không ko k là gì nào cho và thì mà ạ à ah nhé nha vậy ơi được như này với các những một khi trong ra vào sao ' +
    'rồi hay hoặc ai mình tôi tớ em anh chị bạn shop ad admin để của ở tại thế bao nhiêu mấy lúc hỏi xin muốn biết cần ' +
    'giúp vui lòng nhỉ hả đâu đó kia ấy vẫn cũng đã đang sẽ bị bởi từ đến theo về nếu thôi luôn lắm rất quá hơn nữa chỉ ' +
    'cả đều mọi chào alo vâng dạ ơn cảm nhá hen hông hok ta chúng họ nó lâu'
  ).split(' '),
)

/**
 * Stop words for words typed without marks. Built by hand, not by folding the list above: a
 * folded syllable can be two words (bán/bạn → ban, máy/mấy → may, chỗ/cho → cho). Only syllables
 * that are function words whatever their marks are here; the ambiguous ones stay in a question,
 * and since the index keeps every word, "may" finds "mấy" as well as "máy" (decision 802).
 */
const FOLDED_STOP_WORDS = new Set(
  (
    'co khong ko k la gi va nhe nha vay oi duoc nhu nay voi cac nhung mot khi trong ra vao sao roi hay hoac ai minh ' +
    'toi em anh shop ad admin o nhieu muon biet giup vui long nhi ha kia ay cung dang se bi boi theo neu thoi luon rat ' +
    'hon nua deu moi chao xin alo vang cam hen hong hok ta chung bn dc'
  ).split(' '),
)

const ENGLISH_STOP_WORDS = new Set(
  (
    'the a is are am was were be been do does did you your i me my we our us it its to of for and or in on at with ' +
    'can could would should will please what how when where which who whom why there this that these those have has ' +
    'had any some about from by as if so than then hi hello hey thanks thank ok okay yes no not tell know want need ' +
    'much many'
  ).split(' '),
)

const HAS_MARKS = /[^\u0000-\u007f]/

/** Whether a lower-cased word (marks kept) only says how something is asked. */
export function isStopWord(rawWord: string): boolean {
  if (HAS_MARKS.test(rawWord)) return VIETNAMESE_STOP_WORDS.has(rawWord)
  return FOLDED_STOP_WORDS.has(rawWord) || ENGLISH_STOP_WORDS.has(rawWord)
}

const meaningful = (word: string) => word.length > 1 || /\d/.test(word)

/** The folded words of a text that carry its topic (function words and single letters dropped). */
export function contentWordsOf(text: string): string[] {
  return rawWordsOf(text)
    .filter((word) => !isStopWord(word) && meaningful(word))
    .map(foldText)
}

/**
 * Chat shorthand and loanwords Vietnamese shoppers type, with the words shops write instead
 * (folded tokens; two-syllable words as bigrams). A question word matches when any of them does.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ship: ['giao_hang', 'van_chuyen'],
  shipping: ['giao_hang', 'van_chuyen'],
  freeship: ['giao_hang', 'van_chuyen'],
  sdt: ['dien_thoai', 'hotline'],
  dt: ['dien_thoai', 'hotline'],
  hotline: ['dien_thoai'],
  sp: ['san_pham'],
  ck: ['chuyen_khoan'],
  order: ['dat_hang'],
}

/** Joins the two syllables of a bigram token. */
export const BIGRAM_JOINER = '_'

export const isBigram = (token: string) => token.includes(BIGRAM_JOINER)

/**
 * Two-syllable question phrases ("bao lâu", "mấy giờ", "thế nào"): typed without marks, both
 * syllables are function words there, whatever each would be alone.
 */
const QUESTION_PHRASES = new Set(
  ['bao lau', 'bao nhieu', 'bao gio', 'may gio', 'the nao', 'o dau', 'khi nao', 'tai sao', 'vi sao', 'la gi', 'ra sao', 'phai khong', 'duoc khong'],
)

/** Which words of a text stand in a question phrase typed without marks. */
function questionPhraseWords(words: string[]): Set<number> {
  const inPhrase = new Set<number>()
  for (let i = 0; i + 1 < words.length; i++) {
    if (HAS_MARKS.test(words[i]) || HAS_MARKS.test(words[i + 1])) continue
    if (QUESTION_PHRASES.has(`${words[i]} ${words[i + 1]}`)) inPhrase.add(i).add(i + 1)
  }
  return inPhrase
}

/** What tokenising needs to know about a word; words repeat a lot, so this is remembered per word. */
interface WordFacts {
  folded: string
  stop: boolean
  meaningful: boolean
}
const wordFacts = new Map<string, WordFacts>()
const WORD_FACTS_LIMIT = 200_000

function factsOf(word: string): WordFacts {
  let facts = wordFacts.get(word)
  if (!facts) {
    if (wordFacts.size >= WORD_FACTS_LIMIT) wordFacts.clear()
    facts = { folded: HAS_MARKS.test(word) ? foldText(word) : word, stop: isStopWord(word), meaningful: meaningful(word) }
    wordFacts.set(word, facts)
  }
  return facts
}

/**
 * The tokens of a text: its folded content words plus a bigram for each pair of content words that
 * stand next to each other ("mở cửa" → mo, cua, mo_cua), and apart, every word including the
 * function words. A function word breaks a pair. Vietnamese words are often two syllables, so
 * bigrams rank "chăm sóc da" above pages that only say "da" and "sóc" apart.
 */
export function textTokensOf(text: string): { content: string[]; all: string[] } {
  const content: string[] = []
  const all: string[] = []
  let previous: string | null = null
  const words = rawWordsOf(text)
  const inPhrase = questionPhraseWords(words)
  for (const [i, word] of words.entries()) {
    const { folded, stop, meaningful } = factsOf(word)
    if (!meaningful) {
      previous = null
      continue
    }
    all.push(folded)
    if (stop || inPhrase.has(i)) {
      previous = null
      continue
    }
    content.push(folded)
    if (previous) {
      const bigram = previous + BIGRAM_JOINER + folded
      content.push(bigram)
      all.push(bigram)
    }
    previous = folded
  }
  return { content, all }
}

/**
 * What the index knows a text contains: every folded word (function words too, so a question
 * typed without marks finds "mấy" when it says "may") and the content bigrams.
 */
export function indexTokensOf(text: string): string[] {
  return textTokensOf(text).all
}

/** What a question is searched with: its folded content words and their bigrams. */
export function queryTokensOf(text: string): string[] {
  return textTokensOf(text).content
}
