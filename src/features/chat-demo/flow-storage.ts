import { CHAT_DEMO } from '../../config/constants'
import type { DemoStep } from './demo-step'

/**
 * An edited flow survives a reload in localStorage (decision 910). What is read back is checked
 * step by step: anything that is not a list of well-formed steps counts as nothing stored.
 */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isWholeNumber = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1

function isStep(value: unknown): value is DemoStep {
  if (!value || typeof value !== 'object') return false
  const step = value as Record<string, unknown>
  return (
    isWholeNumber(step.id) &&
    typeof step.userMessage === 'string' &&
    typeof step.botResponse === 'string' &&
    Array.isArray(step.triggers) &&
    step.triggers.every((trigger) => typeof trigger === 'string') &&
    (step.nextStepId === undefined || isWholeNumber(step.nextStepId))
  )
}

export function loadStoredFlow(store: Store): DemoStep[] | null {
  try {
    const stored: unknown = JSON.parse(store.getItem(CHAT_DEMO.STORAGE_KEY) ?? 'null')
    return Array.isArray(stored) && stored.every(isStep) ? stored : null
  } catch {
    return null
  }
}

/** Storage may be full or blocked (private mode): the demo then simply does not remember. */
export function storeFlow(store: Store, steps: readonly DemoStep[]): void {
  try {
    store.setItem(CHAT_DEMO.STORAGE_KEY, JSON.stringify(steps))
  } catch {
    /* not remembered */
  }
}

export function forgetStoredFlow(store: Store): void {
  try {
    store.removeItem(CHAT_DEMO.STORAGE_KEY)
  } catch {
    /* nothing to forget */
  }
}
