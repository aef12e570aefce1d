import { describe, expect, it } from 'vitest'
import {
  draftFromStep,
  EMPTY_STEP_DRAFT,
  newStepId,
  splitTriggers,
  stepFromDraft,
  stepProblems,
  type DemoStep,
} from '../../../src/features/chat-demo/demo-step'

const step = (id: number, extra: Partial<DemoStep> = {}): DemoStep => ({ id, userMessage: `u${id}`, botResponse: `b${id}`, triggers: [], ...extra })

describe('demo steps (000 §5 "Demo step add or save", §9 new step id)', () => {
  it('splits triggers on commas and trims them, dropping empty ones', () => {
    expect(splitTriggers(' giá ,bao nhiêu,  , price ')).toEqual(['giá', 'bao nhiêu', 'price'])
  })

  it('gives an empty trigger list when none are given', () => {
    expect(splitTriggers('')).toEqual([])
    expect(splitTriggers(' , ')).toEqual([])
  })

  it('numbers a new step one above the highest id, or 1 when there is none', () => {
    expect(newStepId([])).toBe(1)
    expect(newStepId([step(1), step(7), step(3)])).toBe(8)
  })

  it('needs a non-blank user message and a non-blank bot reply, after trimming', () => {
    expect(stepProblems(EMPTY_STEP_DRAFT)).toEqual({ userMessage: 'required', botResponse: 'required' })
    expect(stepProblems({ ...EMPTY_STEP_DRAFT, userMessage: '   ', botResponse: 'Chào bạn' })).toEqual({ userMessage: 'required' })
    expect(stepProblems({ ...EMPTY_STEP_DRAFT, userMessage: 'Xin chào', botResponse: '\n\t ' })).toEqual({ botResponse: 'required' })
    expect(stepProblems({ ...EMPTY_STEP_DRAFT, userMessage: 'Xin chào', botResponse: 'Chào bạn' })).toEqual({})
  })

  it.each(['0', '-2', '1.5', 'abc', '2a'])('refuses %s as a next step id', (nextStepId) => {
    expect(stepProblems({ userMessage: 'a', botResponse: 'b', triggers: '', nextStepId })).toEqual({ nextStepId: 'notAStepId' })
  })

  it('accepts a blank next step or a whole number from 1', () => {
    expect(stepProblems({ userMessage: 'a', botResponse: 'b', triggers: '', nextStepId: '  ' })).toEqual({})
    expect(stepProblems({ userMessage: 'a', botResponse: 'b', triggers: '', nextStepId: ' 12 ' })).toEqual({})
  })

  it('makes a trimmed step from a draft, with its triggers split and the next step as a number', () => {
    expect(stepFromDraft(4, { userMessage: ' Giá? ', botResponse: ' **450.000đ** ', triggers: 'giá, price', nextStepId: ' 2 ' })).toEqual({
      id: 4,
      userMessage: 'Giá?',
      botResponse: '**450.000đ**',
      triggers: ['giá', 'price'],
      nextStepId: 2,
    })
    expect(stepFromDraft(1, { userMessage: 'a', botResponse: 'b', triggers: '', nextStepId: '' })).toEqual({ id: 1, userMessage: 'a', botResponse: 'b', triggers: [] })
  })

  it('turns a step back into form text for editing', () => {
    expect(draftFromStep(step(3, { triggers: ['giá', 'price'], nextStepId: 5 }))).toEqual({ userMessage: 'u3', botResponse: 'b3', triggers: 'giá, price', nextStepId: '5' })
    expect(draftFromStep(step(3)).nextStepId).toBe('')
  })
})
