/**
 * Knowledge text cut into what retrieval indexes (passages) and what a reply quotes (sentences).
 */

/** A passage is at most about this long; a longer paragraph is cut between sentences. */
export const PASSAGE_CHARS = 600

/** Sentences of a text: lines, then sentence ends followed by a space and a capital or digit. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“(])/u))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/**
 * The passages of a knowledge text: consecutive sentences (a heading line stays with what follows
 * it) up to PASSAGE_CHARS; a single longer sentence is a passage of its own.
 */
export function passagesOf(text: string): string[] {
  const passages: string[] = []
  let current = ''
  for (const sentence of sentencesOf(text)) {
    if (current && current.length + 1 + sentence.length > PASSAGE_CHARS) {
      passages.push(current)
      current = ''
    }
    current = current ? `${current}\n${sentence}` : sentence
  }
  if (current) passages.push(current)
  return passages
}

/** Longest quote a reply takes from a passage. */
const QUOTE_CHARS = 450
/** Most sentences a reply quotes. */
const QUOTE_SENTENCES = 3
/** A "sentence" this short without closing punctuation is a heading: the next sentence comes with it. */
const HEADING_CHARS = 40
const isHeading = (sentence: string) => sentence.length < HEADING_CHARS && !/[.!?…]$/.test(sentence)

/**
 * The part of a passage that answers a question whose tokens weigh `weights`: sentences taken one
 * by one, each time the one that adds the most weight of question tokens not yet covered (so "giá
 * bánh su kem" takes the sentence about the cake and the one with its price), while one adds
 * something, up to QUOTE_SENTENCES sentences and QUOTE_CHARS characters. A heading brings the
 * sentence after it, a question ("Có … không?") the answer after it. In the passage's order.
 */
export function quoteFrom(passage: string, tokensOf: (sentence: string) => string[], weights: ReadonlyMap<string, number>): string {
  const sentences = sentencesOf(passage)
  if (sentences.length <= 1) return sentences[0] ?? ''
  const tokens = sentences.map((sentence) => new Set(tokensOf(sentence).filter((token) => weights.has(token))))
  const covered = new Set<string>()
  const chosen = new Set<number>()
  let length = 0
  const take = (index: number) => {
    if (index < 0 || index >= sentences.length || chosen.has(index) || chosen.size >= QUOTE_SENTENCES) return
    if (chosen.size > 0 && length + 1 + sentences[index].length > QUOTE_CHARS) return
    chosen.add(index)
    length += sentences[index].length + 1
    for (const token of tokens[index]) covered.add(token)
    if (isHeading(sentences[index]) || sentences[index].endsWith('?')) take(index + 1)
  }
  while (chosen.size < QUOTE_SENTENCES) {
    let best = -1
    let bestGain = 0
    tokens.forEach((found, index) => {
      if (chosen.has(index)) return
      let gain = 0
      for (const token of found) if (!covered.has(token)) gain += weights.get(token)!
      if (gain > bestGain) [best, bestGain] = [index, gain]
    })
    if (best < 0) break
    const before = chosen.size
    take(best)
    if (chosen.size === before) break
  }
  if (chosen.size === 0) return sentences[0]
  // A sentence without closing punctuation (a heading) ends its line.
  return [...chosen]
    .sort((a, b) => a - b)
    .map((index) => sentences[index])
    .reduce((quote, sentence) => (quote ? `${quote}${/[.!?…:;)]$/.test(quote) ? ' ' : '\n'}${sentence}` : sentence), '')
}
