import { describe, expect, it } from 'vitest'
import type { DemoStep } from '../../../src/features/chat-demo/demo-step'
import { matchReply } from '../../../src/features/chat-demo/reply-matching'

const DEFAULT = 'Xin lỗi, mình chưa hiểu ý bạn.'
const steps: DemoStep[] = [
  { id: 1, userMessage: 'Xin chào', botResponse: 'Chào bạn!', triggers: ['xin chào', 'hello'] },
  { id: 2, userMessage: 'Giá bao nhiêu?', botResponse: '450.000đ', triggers: ['giá', 'bao nhiêu'] },
  { id: 3, userMessage: 'Phí ship?', botResponse: 'Xem bảng giá', triggers: ['ship'], nextStepId: 2 },
  { id: 4, userMessage: 'Cũ', botResponse: 'Bước cũ', triggers: ['cũ'], nextStepId: 99 },
  { id: 5, userMessage: 'Không từ khóa', botResponse: 'Chỉ tự động', triggers: [] },
]

describe('demo reply matching (000 §5 "Demo reply matching")', () => {
  it('matches a trigger anywhere in the text, whatever the letter case', () => {
    expect(matchReply('HELLO shop ơi', steps, DEFAULT)).toBe('Chào bạn!')
    expect(matchReply('Cho hỏi GIÁ áo này', steps, DEFAULT)).toBe('450.000đ')
  })

  it('lets the first matching step win', () => {
    expect(matchReply('xin chào, giá bao nhiêu?', steps, DEFAULT)).toBe('Chào bạn!')
  })

  it("answers with the next step's reply when the matched step names one", () => {
    expect(matchReply('phí ship thế nào', steps, DEFAULT)).toBe('450.000đ')
  })

  it("falls back to the step's own reply when its next step no longer exists", () => {
    expect(matchReply('hàng cũ', steps, DEFAULT)).toBe('Bước cũ')
  })

  it('gives the default reply when nothing matches, and never matches a step without triggers', () => {
    expect(matchReply('Không từ khóa', steps, DEFAULT)).toBe(DEFAULT)
    expect(matchReply('anything', [], DEFAULT)).toBe(DEFAULT)
  })
})
