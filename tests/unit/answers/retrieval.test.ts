import { describe, expect, it } from 'vitest'
import { ANSWER_CONFIDENCE, ChatbotIndex } from '../../../mock-server/answers/knowledge-index'
import { passagesOf, sentencesOf } from '../../../mock-server/answers/passages'
import { DEMO_BOTS } from '../../../mock-server/db/seed-data'
import type { Row } from '../../../mock-server/db/schemas'

const faqRows = (index: number): Row<'faqs'>[] =>
  DEMO_BOTS[index].faqs.map(([question, answer], i) => ({
    id: i + 1, chatbot_id: 1, question, answer, catalog_type: 'faq', catalog_id: i + 1, created_time: '', updated_at: '',
  }))

const item = (id: number, name: string, full_text: string): Row<'knowledge'> => ({
  id, chatbot_id: 1, name, url: null, model_type: 'product', status: 'success', full_text, created_at: '', updated_at: '',
})

const BAKERY = [
  item(1, 'Lớp học làm bánh', 'Lớp học làm bánh cuối tuần\nLớp học làm bánh diễn ra vào sáng thứ Bảy hằng tuần, từ 9:00 đến 11:30. Học phí 350.000đ một buổi, tối đa 8 học viên.'),
  item(2, 'Tiramisu', 'Tiramisu hộp\nTiramisu làm từ phô mai mascarpone Ý và cà phê Cầu Đất. Tiramisu của tiệm không dùng rượu nên trẻ em và người lái xe đều dùng được.'),
  item(3, 'Giao hàng', 'Chính sách giao hàng\nMiễn phí giao hàng trong bán kính 5 km cho đơn từ 300.000đ; đơn nhỏ hơn phí giao 20.000đ.'),
  item(4, 'Liên hệ', 'Hotline đặt bánh: 0263 3822 888. Email: xinchao@banhmayvang.example'),
]

/** The index of one bot: a demo bot's FAQs plus the bakery pages. */
function indexOf(bot: number, items = BAKERY) {
  const index = new ChatbotIndex()
  index.sync(faqRows(bot), items)
  return index
}

const answer = (index: ChatbotIndex, question: string) => {
  const best = index.find(question)[0]
  return best && best.confidence >= ANSWER_CONFIDENCE ? index.answerText(best, question) : null
}

describe('retrieval over FAQs and knowledge passages', () => {
  it.each([
    [0, 'spa mo cua may gio', 'Hoa Sen Spa mở cửa từ 9:00'],
    [0, 'Giá chăm sóc da mặt bao nhiêu vậy?', 'Liệu trình chăm sóc da mặt cơ bản'],
    [0, 'co cho gui xe o to khong', 'bãi gửi xe máy miễn phí'],
    [1, 'phi ship bao nhieu', 'Miễn phí giao hàng cho đơn từ 500.000đ'],
    [1, 'doi tra the nao', 'đổi trả miễn phí trong 7 ngày'],
    [2, 'co lop hoc thu ko', 'buổi học thử miễn phí'],
  ])('bot %i: an FAQ asked without diacritics — "%s"', (bot, question, expected) => {
    expect(answer(indexOf(bot), question)).toContain(expected)
  })

  it.each([
    ['lop hoc lam banh vao thu may', 'sáng thứ Bảy hằng tuần'],
    ['hoc phi lop lam banh', '350.000đ'],
    ['tiramisu co ruou khong', 'không dùng rượu'],
    ['giao hang mien phi trong ban kinh bao nhieu km', 'bán kính 5 km'],
    ['so hotline dat banh', '0263 3822 888'],
  ])('a knowledge passage asked without diacritics — "%s"', (question, expected) => {
    expect(answer(indexOf(1), question)).toContain(expected)
  })

  it.each([
    [0, 'Có bán thẻ quà tặng không?'],
    [0, 'có không?'],
    [1, 'tiem co ban xe may khong'],
    [1, 'What is the weather today?'],
    [2, 'Trung tâm có dạy tiếng Nhật không?'],
  ])('bot %i: an untaught topic finds nothing confident enough — "%s"', (bot, question) => {
    expect(answer(indexOf(bot), question)).toBeNull()
  })

  it('quotes the sentences of a passage that answer, not the whole page', () => {
    const long = item(9, 'Trang chủ', ['Chào mừng đến với tiệm.', 'Tiệm có 3 chi nhánh ở Đà Lạt.', 'Bánh mì ra lò lúc 6 giờ sáng.', 'Cảm ơn quý khách.'].join(' '))
    const index = indexOf(1, [long])
    expect(answer(index, 'banh mi ra lo luc may gio')).toBe('Bánh mì ra lò lúc 6 giờ sáng.')
  })

  it('follows every change of the store: added, edited and removed knowledge', () => {
    const index = indexOf(1, [])
    expect(answer(index, 'tiramisu co ruou khong')).toBeNull()
    const version = index.version
    index.sync(faqRows(1), [BAKERY[1]])
    expect(index.version).toBeGreaterThan(version)
    expect(answer(index, 'tiramisu co ruou khong')).toContain('không dùng rượu')
    index.sync(faqRows(1), [{ ...BAKERY[1], full_text: 'Tiramisu có một chút rượu rum.' }])
    expect(answer(index, 'tiramisu co ruou khong')).toBe('Tiramisu có một chút rượu rum.')
    const unchanged = index.version
    index.sync(faqRows(1), [{ ...BAKERY[1], full_text: 'Tiramisu có một chút rượu rum.' }])
    expect(index.version).toBe(unchanged)
    index.sync(faqRows(1), [])
    expect(answer(index, 'tiramisu co ruou khong')).toBeNull()
    expect(index.documentCount).toBe(faqRows(1).length)
  })
})

describe('passages', () => {
  it('cut long texts between sentences and keep prices and abbreviations whole', () => {
    expect(sentencesOf('Giá 450.000đ. Giao tại TP.HCM trong 2 ngày! Hỏi gì?\nDòng mới')).toEqual([
      'Giá 450.000đ.',
      'Giao tại TP.HCM trong 2 ngày!',
      'Hỏi gì?',
      'Dòng mới',
    ])
    const text = Array.from({ length: 40 }, (_, i) => `Câu số ${i} nói về bánh mì và bơ.`).join(' ')
    const passages = passagesOf(text)
    expect(passages.length).toBeGreaterThan(1)
    expect(passages.every((passage) => passage.length <= 600)).toBe(true)
    expect(passages.join('\n').split('\n')).toEqual(sentencesOf(text))
  })
})
