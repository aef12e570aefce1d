import { describe, expect, it } from 'vitest'
import { importBulkText, parseBulkPairs } from '../../../src/features/chat-demo/bulk-import'
import type { DemoStep } from '../../../src/features/chat-demo/demo-step'
import en from '../../../src/features/chat-demo/i18n/en.json'
import vi from '../../../src/features/chat-demo/i18n/vi.json'

const existing: DemoStep[] = [
  { id: 1, userMessage: 'Xin chào', botResponse: 'Chào bạn!', triggers: ['xin chào'] },
  { id: 4, userMessage: 'Giá bao nhiêu?', botResponse: 'Cũ', triggers: ['giá'] },
]

describe('bulk data parsing (000 §5 "Demo bulk data")', () => {
  it('reads HUMAN:/BOT: pairs and appends unlabelled lines to the part being read with a space', () => {
    const text = 'HUMAN: Shop mở cửa\nmấy giờ?\nBOT: Từ 8:00\nđến 21:00.\n\nHUMAN: Có đổi trả không?\nBOT: Có, trong 7 ngày.'
    expect(parseBulkPairs(text)).toEqual([
      { userMessage: 'Shop mở cửa mấy giờ?', botResponse: 'Từ 8:00 đến 21:00.' },
      { userMessage: 'Có đổi trả không?', botResponse: 'Có, trong 7 ngày.' },
    ])
  })

  it('skips lines before the first HUMAN:, pairs without a reply, and reads labels in any case and after spaces', () => {
    const text = 'Ghi chú\nBOT: lạc\nHUMAN: chỉ hỏi\nHUMAN: hỏi\n  bot:  đáp \r\nhuman: Hai\nBot: Đáp hai'
    expect(parseBulkPairs(text)).toEqual([
      { userMessage: 'hỏi', botResponse: 'đáp' },
      { userMessage: 'Hai', botResponse: 'Đáp hai' },
    ])
  })

  it("refuses blank text with 'Vui lòng nhập dữ liệu vào textarea'", () => {
    expect(importBulkText('  \n ', existing, 'add')).toEqual({ steps: existing, result: { success: false, reason: 'empty' } })
    expect(vi.CHAT_DEMO.TEXT.EMPTY).toBe('Vui lòng nhập dữ liệu vào textarea')
    expect(en.CHAT_DEMO.TEXT.EMPTY).toBe('Please enter data in the textarea')
  })

  it("refuses text without a valid pair with 'Không tìm thấy cặp HUMAN:/BOT: hợp lệ trong dữ liệu'", () => {
    expect(importBulkText('HUMAN: chỉ có câu hỏi', existing, 'replace')).toEqual({ steps: existing, result: { success: false, reason: 'noPairs' } })
    expect(vi.CHAT_DEMO.TEXT.NO_PAIRS).toBe('Không tìm thấy cặp HUMAN:/BOT: hợp lệ trong dữ liệu')
    expect(en.CHAT_DEMO.TEXT.NO_PAIRS).toBe('No valid HUMAN:/BOT: pairs found in the data')
  })

  it('in add mode updates a known user message (any letter case) and adds the others with their lowercase message as trigger', () => {
    const { steps, result } = importBulkText('HUMAN: GIÁ BAO NHIÊU?\nBOT: 450.000đ\nHUMAN: Ship COD?\nBOT: Có ạ', existing, 'add')
    expect(result).toEqual({ success: true, mode: 'add', processed: 2, added: 1, updated: 1 })
    expect(steps).toEqual([
      existing[0],
      { ...existing[1], botResponse: '450.000đ' },
      { id: 5, userMessage: 'Ship COD?', botResponse: 'Có ạ', triggers: ['ship cod?'] },
    ])
    expect(existing[1].botResponse).toBe('Cũ')
  })

  it('in replace mode numbers the pairs from 1, each leading to the next and the last to none', () => {
    const { steps, result } = importBulkText('HUMAN: A\nBOT: 1\nHUMAN: B\nBOT: 2\nHUMAN: C\nBOT: 3', existing, 'replace')
    expect(result).toEqual({ success: true, mode: 'replace', processed: 3 })
    expect(steps).toEqual([
      { id: 1, userMessage: 'A', botResponse: '1', triggers: ['a'], nextStepId: 2 },
      { id: 2, userMessage: 'B', botResponse: '2', triggers: ['b'], nextStepId: 3 },
      { id: 3, userMessage: 'C', botResponse: '3', triggers: ['c'] },
    ])
  })

  it('counts pairs processed, new and updated in the result message, in both languages', () => {
    expect(vi.CHAT_DEMO.TEXT.ADDED).toBe('Đã xử lý {{processed}} cặp: {{added}} bước mới, {{updated}} bước được cập nhật')
    expect(en.CHAT_DEMO.TEXT.ADDED).toBe('Processed {{processed}} pairs: {{added}} new steps, {{updated}} steps updated')
  })
})
