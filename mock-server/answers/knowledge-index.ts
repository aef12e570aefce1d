import MiniSearch from 'minisearch'
import type { ServerContext } from '../context'
import type { Database } from '../db/database'
import type { Row } from '../db/schemas'
import { indexTokensOf, isBigram, queryTokensOf, SYNONYMS, textTokensOf } from './normalize'
import { passagesOf, quoteFrom } from './passages'

/** One searchable unit: an FAQ (question and answer) or a passage of a knowledge item. */
interface IndexedDoc {
  id: string
  kind: 'faq' | 'passage'
  /** The FAQ's or knowledge item's id. */
  sourceId: number
  /** FAQ question, or the knowledge item's name. */
  heading: string
  /** FAQ answer, or the passage. */
  text: string
}

/** What MiniSearch indexes of a document: its tokens, already cut (so texts are tokenised once). */
interface SearchFields {
  id: string
  heading: string
  text: string
}

/** A document that matches a question, with how much of the question it covers. */
export interface KnowledgeHit {
  kind: 'faq' | 'passage'
  sourceId: number
  heading: string
  text: string
  /** MiniSearch's BM25 score (ranking only). */
  score: number
  /**
   * The share of the question the document covers, 0–1: its words weighted by how rare they are
   * in this bot's knowledge (a word no document has weighs most), bigrams counting a fifth.
   */
  confidence: number
}

/** Below this confidence a hit is not an answer (decision 802). */
export const ANSWER_CONFIDENCE = 0.5
/** Hits looked at for the best confidence. */
const CANDIDATES = 30
/**
 * Only question words found in at most this share of the documents are searched with (the rare,
 * telling ones); the common ones still count in the confidence. Keeps a search over a large
 * catalogue from scoring every document that says "giá".
 */
const SELECTIVE_SHARE = 0.2
/** Searched with anyway when every question word is common: this many of the rarest. */
const RAREST_TERMS = 3
/** Weight of the bigram share in the confidence when the question has bigrams. */
const BIGRAM_SHARE = 0.2

const newMiniSearch = () =>
  new MiniSearch<SearchFields>({
    fields: ['heading', 'text'],
    idField: 'id',
    tokenize: (tokens) => tokens.split(' '),
    processTerm: (term) => term || null,
    searchOptions: { boost: { heading: 2 }, combineWith: 'OR' },
  })

/**
 * The retrieval index of one chatbot: its FAQs and its knowledge items' passages in MiniSearch,
 * plus document frequencies for the confidence. `sync` brings it up to date with the store by
 * comparing each source's text with what was indexed, so any change (API, import, crawl, reseed)
 * shows in the next search without hooks.
 */
export class ChatbotIndex {
  private readonly search = newMiniSearch()
  private readonly docs = new Map<string, IndexedDoc>()
  private readonly docTokens = new Map<string, ReadonlySet<string>>()
  private readonly documentFrequency = new Map<string, number>()
  /** Source key (faq:ID, k:ID) → the texts it was indexed with and its documents. */
  private readonly sources = new Map<string, { heading: string; text: string; docIds: string[] }>()
  /** Bumped whenever a source is added, changed or removed. */
  version = 0

  sync(faqs: readonly Row<'faqs'>[], items: readonly Row<'knowledge'>[]): void {
    const seen = new Set<string>()
    const unchanged = (key: string, heading: string, text: string) => {
      seen.add(key)
      const source = this.sources.get(key)
      return source !== undefined && source.heading === heading && source.text === text
    }
    for (const faq of faqs) {
      const key = `faq:${faq.id}`
      if (unchanged(key, faq.question, faq.answer)) continue
      this.replaceSource(key, faq.question, faq.answer, [{ id: key, kind: 'faq', sourceId: faq.id, heading: faq.question, text: faq.answer }])
    }
    for (const item of items) {
      const key = `k:${item.id}`
      if (unchanged(key, item.name, item.full_text)) continue
      const docs = passagesOf(item.full_text).map(
        (text, n): IndexedDoc => ({ id: `${key}:${n}`, kind: 'passage', sourceId: item.id, heading: item.name, text }),
      )
      this.replaceSource(key, item.name, item.full_text, docs)
    }
    for (const key of [...this.sources.keys()]) if (!seen.has(key)) this.removeSource(key)
  }

  get documentCount(): number {
    return this.docs.size
  }

  /** Every indexed document's heading and text, e.g. to find the business's phone number. */
  *texts(): Generator<{ heading: string; text: string }> {
    for (const doc of this.docs.values()) yield { heading: doc.heading, text: doc.text }
  }

  /** How informative a token is here: BM25's inverse document frequency (a token no document has weighs most). */
  weight(token: string): number {
    const n = this.docs.size
    const df = this.documentFrequency.get(token) ?? 0
    return Math.log(1 + (n - df + 0.5) / (df + 0.5))
  }

  /** The documents that match `question`, best first: highest confidence, then score. */
  find(question: string, limit = 5): KnowledgeHit[] {
    const asked = [...new Set(queryTokensOf(question))]
    // Each question word is a group: the word, or any of its synonyms (decision 802).
    const groups = (tokens: string[]) => tokens.map((token) => [token, ...(SYNONYMS[token] ?? [])])
    const unigrams = groups(asked.filter((token) => !isBigram(token)))
    const bigrams = groups(asked.filter(isBigram))
    if (unigrams.length === 0 || this.docs.size === 0) return []
    // A group weighs what its most common spelling weighs: a synonym does not make a word rarer.
    const groupWeight = (group: string[]) => Math.min(...group.map((token) => this.weight(token)))
    const total = (list: string[][]) => list.reduce((sum, group) => sum + groupWeight(group), 0)
    const unigramTotal = total(unigrams)
    const bigramTotal = total(bigrams)
    const needed = Math.min(2, unigrams.length)

    const frequency = (token: string) => this.documentFrequency.get(token) ?? 0
    const present = [...new Set([...unigrams, ...bigrams].flat())].filter((token) => frequency(token) > 0).sort((a, b) => frequency(a) - frequency(b))
    let terms = present.filter((token) => frequency(token) <= SELECTIVE_SHARE * this.docs.size)
    if (terms.length === 0) terms = present.slice(0, RAREST_TERMS)
    if (terms.length === 0) return []

    const hits: KnowledgeHit[] = []
    const results = this.search.search(terms.join(' '))
    for (const result of results.slice(0, CANDIDATES)) {
      const doc = this.docs.get(String(result.id))
      const tokens = this.docTokens.get(String(result.id))
      if (!doc || !tokens) continue
      const covered = (list: string[][]) => list.filter((group) => group.some((token) => tokens.has(token)))
      const matchedUnigrams = covered(unigrams)
      if (matchedUnigrams.length < needed) continue
      const unigramShare = total(matchedUnigrams) / unigramTotal
      const bigramShare = bigrams.length ? total(covered(bigrams)) / bigramTotal : 0
      const confidence = bigrams.length ? (1 - BIGRAM_SHARE) * unigramShare + BIGRAM_SHARE * bigramShare : unigramShare
      hits.push({ kind: doc.kind, sourceId: doc.sourceId, heading: doc.heading, text: doc.text, score: result.score, confidence })
    }
    hits.sort((a, b) => b.confidence - a.confidence || b.score - a.score)
    return hits.slice(0, limit)
  }

  /** What a reply says for a hit: an FAQ's answer as written, or the sentences of a passage that answer. */
  answerText(hit: KnowledgeHit, question: string): string {
    if (hit.kind === 'faq') return hit.text
    const weights = new Map<string, number>()
    // A small floor, so words every page has (giá, bánh) still pick their sentence.
    for (const token of queryTokensOf(question)) {
      for (const spelling of [token, ...(SYNONYMS[token] ?? [])]) weights.set(spelling, this.weight(spelling) + 0.1)
    }
    return quoteFrom(hit.text, indexTokensOf, weights)
  }

  private replaceSource(key: string, heading: string, text: string, docs: IndexedDoc[]): void {
    this.removeSource(key)
    const fields: SearchFields[] = []
    for (const doc of docs) {
      // MiniSearch ranks by content words and bigrams; the confidence also sees function words.
      const heading = textTokensOf(doc.heading)
      const body = textTokensOf(doc.text)
      const tokens = new Set([...heading.all, ...body.all])
      for (const token of tokens) this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1)
      this.docTokens.set(doc.id, tokens)
      this.docs.set(doc.id, doc)
      fields.push({ id: doc.id, heading: heading.content.join(' '), text: body.content.join(' ') })
    }
    this.search.addAll(fields)
    this.sources.set(key, { heading, text, docIds: docs.map((doc) => doc.id) })
    this.version++
  }

  private removeSource(key: string): void {
    const source = this.sources.get(key)
    if (!source) return
    for (const id of source.docIds) {
      for (const token of this.docTokens.get(id) ?? []) {
        const left = (this.documentFrequency.get(token) ?? 1) - 1
        if (left > 0) this.documentFrequency.set(token, left)
        else this.documentFrequency.delete(token)
      }
      this.docTokens.delete(id)
      this.docs.delete(id)
      this.search.discard(id)
    }
    this.sources.delete(key)
    this.version++
  }
}

/** One set of indexes per store (a server, a test backend), one index per chatbot. */
const indexesByStore = new WeakMap<Database, Map<number, ChatbotIndex>>()

/** The chatbot's index, brought up to date with its FAQs and knowledge items. */
export function chatbotIndex(ctx: ServerContext, chatbotId: number): ChatbotIndex {
  let indexes = indexesByStore.get(ctx.db)
  if (!indexes) indexesByStore.set(ctx.db, (indexes = new Map()))
  let index = indexes.get(chatbotId)
  if (!index) indexes.set(chatbotId, (index = new ChatbotIndex()))
  index.sync(
    ctx.db.find('faqs', (faq) => faq.chatbot_id === chatbotId),
    ctx.db.find('knowledge', (item) => item.chatbot_id === chatbotId && item.full_text.trim() !== ''),
  )
  return index
}
