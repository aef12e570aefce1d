import { describe, expect, it } from 'vitest'
import { bestFaq, chunksOf } from '../../../mock-server/answers/faq-overlap-engine'
import { detectLanguage } from '../../../mock-server/answers/language'
import { contentWordsOf, foldText } from '../../../mock-server/answers/normalize'
import { DEMO_BOTS } from '../../../mock-server/db/seed-data'
import type { Row } from '../../../mock-server/db/schemas'

const faqsOf = (index: number): Row<'faqs'>[] =>
  DEMO_BOTS[index].faqs.map(([question, answer], i) => ({
    id: i + 1, chatbot_id: index + 1, question, answer, catalog_type: 'faq', catalog_id: i + 1, created_time: '', updated_at: '',
  }))

describe('Vietnamese folding', () => {
  it('drops tone and vowel marks and folds đ', () => {
    expect(foldText('Giá ĐẶT lịch bao nhiêu?')).toBe('gia dat lich bao nhieu?')
    expect(contentWordsOf('Spa có chỗ gửi xe không?')).toEqual(['spa', 'gui', 'xe'])
  })
})

describe('bestFaq', () => {
  it.each([
    [0, 'spa mo cua may gio', 'Spa mở cửa lúc mấy giờ?'],
    [0, 'Giá chăm sóc da mặt bao nhiêu vậy?', 'Giá liệu trình chăm sóc da mặt là bao nhiêu?'],
    [1, 'Phí ship bao nhiêu?', 'Phí vận chuyển bao nhiêu?'],
    [1, 'đổi trả thế nào', 'Chính sách đổi trả như thế nào?'],
    [2, 'có lớp học thử ko', 'Có lớp học thử không?'],
  ])('bot %i: "%s" → "%s"', (bot, query, question) => {
    expect(bestFaq(faqsOf(bot), query)?.faq.question).toBe(question)
  })

  it.each([
    [0, 'Có bán thẻ quà tặng không?'],
    [0, 'có không?'],
    [2, 'Trung tâm có dạy tiếng Nhật không?'],
    [1, 'What is the weather today?'],
  ])('bot %i: "%s" has no answer', (bot, query) => {
    expect(bestFaq(faqsOf(bot), query)).toBeNull()
  })
})

describe('detectLanguage', () => {
  it.each([
    ['Giá bao nhiêu?', 'vi'],
    ['gia bao nhieu vay shop', 'vi'],
    ['How much is the massage?', 'en'],
    ['IELTS', 'en'],
  ] as const)('%s → %s', (text, language) => {
    expect(detectLanguage(text, 'en')).toBe(language)
  })
})

describe('chunksOf', () => {
  it('splits into groups of words that join back to the text', () => {
    const text = 'Hoa Sen Spa mở cửa từ 9:00 đến 21:00.'
    const chunks = [...chunksOf(text)]
    expect(chunks.length).toBeGreaterThan(2)
    expect(chunks.join('')).toBe(text)
  })
})
