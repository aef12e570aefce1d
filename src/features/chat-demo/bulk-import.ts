import { newStepId, type DemoStep } from './demo-step'

/**
 * Pasted HUMAN:/BOT: lines (000 §5 "Demo bulk data"). A line starting with HUMAN: begins a pair, a
 * line starting with BOT: gives its reply, any other line is added to the part being read with a
 * space. Blank lines are skipped; the labels are read in any letter case and after leading spaces,
 * and lines before the first HUMAN: are ignored (decision 910).
 */
export interface BulkPair {
  userMessage: string
  botResponse: string
}

export type BulkMode = 'add' | 'replace'

/** 000 §3 "Bulk parse result": a success flag and what the message says, as counts or a reason. */
export type BulkResult =
  | { success: true; mode: 'add'; processed: number; added: number; updated: number }
  | { success: true; mode: 'replace'; processed: number }
  | { success: false; reason: 'empty' | 'noPairs' }

const LABEL = /^(HUMAN|BOT):\s*/i

export function parseBulkPairs(text: string): BulkPair[] {
  const pairs: BulkPair[] = []
  let current: BulkPair | null = null
  let part: keyof BulkPair = 'userMessage'
  for (const raw of text.split(/\r\n?|\n/)) {
    const line = raw.trim()
    if (!line) continue
    const label = LABEL.exec(line)
    const rest = label ? line.slice(label[0].length).trim() : line
    if (label?.[1].toUpperCase() === 'HUMAN') {
      if (current) pairs.push(current)
      current = { userMessage: rest, botResponse: '' }
      part = 'userMessage'
    } else if (label && current) {
      part = 'botResponse'
      current.botResponse = [current.botResponse, rest].filter(Boolean).join(' ')
    } else if (current && !label) {
      current[part] = [current[part], rest].filter(Boolean).join(' ')
    }
  }
  if (current) pairs.push(current)
  return pairs.filter((pair) => pair.userMessage && pair.botResponse)
}

/** Add mode: a known user message (any letter case) gets the new reply; any other becomes a step. */
function addPairs(steps: readonly DemoStep[], pairs: BulkPair[]) {
  const next = steps.map((step) => ({ ...step }))
  let added = 0
  let updated = 0
  for (const pair of pairs) {
    const known = next.find((step) => step.userMessage.trim().toLowerCase() === pair.userMessage.toLowerCase())
    if (known) {
      known.botResponse = pair.botResponse
      updated += 1
    } else {
      next.push({ id: newStepId(next), ...pair, triggers: [pair.userMessage.toLowerCase()] })
      added += 1
    }
  }
  return { steps: next, added, updated }
}

/** Replace mode: the pairs become the whole flow, numbered from 1, each step leading to the next. */
function replacePairs(pairs: BulkPair[]): DemoStep[] {
  return pairs.map((pair, index) => ({
    id: index + 1,
    ...pair,
    triggers: [pair.userMessage.toLowerCase()],
    ...(index + 1 < pairs.length ? { nextStepId: index + 2 } : {}),
  }))
}

/** The flow after importing `text`, and the result message's content; a failure leaves the flow as it was. */
export function importBulkText(text: string, steps: readonly DemoStep[], mode: BulkMode): { steps: readonly DemoStep[]; result: BulkResult } {
  if (!text.trim()) return { steps, result: { success: false, reason: 'empty' } }
  const pairs = parseBulkPairs(text)
  if (pairs.length === 0) return { steps, result: { success: false, reason: 'noPairs' } }
  if (mode === 'replace') return { steps: replacePairs(pairs), result: { success: true, mode, processed: pairs.length } }
  const { steps: next, added, updated } = addPairs(steps, pairs)
  return { steps: next, result: { success: true, mode, processed: pairs.length, added, updated } }
}
