import { describe, expect, it } from 'vitest'
import { CHAT_DEMO } from '../../../src/config/constants'
import { forgetStoredFlow, loadStoredFlow, storeFlow } from '../../../src/features/chat-demo/flow-storage'
import { matchReply } from '../../../src/features/chat-demo/reply-matching'
import { sampleSteps } from '../../../src/features/chat-demo/sample-flow'
import en from '../../../src/features/chat-demo/i18n/en.json'
import vi from '../../../src/features/chat-demo/i18n/vi.json'

const translate = (tree: object) => (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key), data }
}

describe('the sample flow (000 §3 "Demo configuration")', () => {
  it.each([
    ['vi', vi],
    ['en', en],
  ])('ships seven steps in %s, each answered by its own reply when typed', (_, tree) => {
    const steps = sampleSteps(translate(tree))
    expect(steps.map((step) => step.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    for (const step of steps) {
      expect(step.userMessage && step.botResponse && step.triggers.length > 0).toBeTruthy()
      expect(matchReply(step.userMessage, steps, 'default'), step.userMessage).toBe(step.botResponse)
    }
  })
})

describe('the stored flow (decision 910)', () => {
  const steps = [{ id: 2, userMessage: 'a', botResponse: 'b', triggers: ['a'], nextStepId: 1 }]

  it('is written, read back and forgotten under its key', () => {
    const store = memoryStore()
    storeFlow(store, steps)
    expect(store.data.has(CHAT_DEMO.STORAGE_KEY)).toBe(true)
    expect(loadStoredFlow(store)).toEqual(steps)
    forgetStoredFlow(store)
    expect(loadStoredFlow(store)).toBeNull()
  })

  it.each(['not json', '{"id":1}', '[{"id":0,"userMessage":"a","botResponse":"b","triggers":[]}]', '[{"id":1,"userMessage":"a","botResponse":"b","triggers":[3]}]'])(
    'counts %s as nothing stored',
    (raw) => {
      expect(loadStoredFlow(memoryStore({ [CHAT_DEMO.STORAGE_KEY]: raw }))).toBeNull()
    },
  )

  it('does not fail when storage refuses to write', () => {
    const full = { ...memoryStore(), setItem: () => { throw new Error('QuotaExceededError') } }
    expect(() => storeFlow(full, steps)).not.toThrow()
  })
})
