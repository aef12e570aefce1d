/**
 * Vietnamese-aware folding for matching: lower case, tone and vowel marks removed
 * (NFD + strip combining marks), đ → d. "Giá bao nhiêu?" and "gia bao nhieu" fold alike.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
}

/** The folded words (letters and digits) of a text. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * Folded function words that say nothing about the topic ("có … không", "cho", "the", "is"…).
 * Folding merges some syllables (chỗ/cho, thẻ/the); the loss is accepted for a word-overlap matcher.
 */
const STOP_WORDS = new Set([
  // Vietnamese
  'co', 'khong', 'ko', 'k', 'la', 'gi', 'nao', 'cho', 'va', 'thi', 'ma', 'a', 'ah', 'nhe', 'nha', 'vay', 'oi',
  'duoc', 'nhu', 'nay', 'voi', 'cac', 'nhung', 'mot', 'khi', 'trong', 'ra', 'vao', 'sao', 'lam', 'roi', 'hay',
  'hoac', 'ai', 'u', 'minh', 'toi', 'em', 'anh', 'chi', 'shop', 'ad', 'de',
  // English
  'the', 'an', 'is', 'are', 'am', 'do', 'does', 'did', 'you', 'your', 'i', 'me', 'my', 'we', 'our', 'it', 'its',
  'to', 'of', 'for', 'and', 'or', 'in', 'on', 'at', 'with', 'be', 'can', 'could', 'please', 'what', 'how', 'when',
  'where', 'which', 'who', 'why', 'there', 'this', 'that',
])

/** The folded words of a text that carry its topic (function words dropped). */
export function contentWordsOf(text: string): string[] {
  return wordsOf(text).filter((word) => !STOP_WORDS.has(word))
}
