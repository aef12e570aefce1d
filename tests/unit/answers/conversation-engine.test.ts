import { describe, expect, it } from 'vitest'
import { ASKED } from '../../../mock-server/answers/replies'
import { createTestBackend } from '../../support/test-backend'
import { demoBot, type TestBackend } from '../../support/demo-data'

/** A visitor's conversation with a bot through POST /chat-stream, as the widget holds it. */
async function visitorOf(backend: TestBackend, chatbotId: number) {
  const created = await backend.call('POST', '/conversations', { body: { chatbot_id: chatbotId } })
  expect(created.status).toBe(201)
  const { id, visitor_token } = created.body as { id: number; visitor_token: string }
  const say = async (query: string, language = 'vi') => {
    const response = await backend.app.fetch(
      new Request('http://backend.test/v1/chat-stream', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Conversation-Token': visitor_token, 'Accept-Language': language },
        body: JSON.stringify({ conversation_id: id, query }),
      }),
    )
    expect(response.status).toBe(200)
    const events = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => JSON.parse(block.slice('data: '.length)))
    expect(events.at(-1).type).toBe('done')
    return events.filter((event) => event.type === 'delta').map((event) => event.content).join('')
  }
  return { id, say }
}

const asksForContact = (reply: string) => ASKED.contact.some((phrase) => reply.toLowerCase().includes(phrase.toLowerCase()))
const leadsOf = (backend: TestBackend, conversationId: number) => backend.ctx.db.find('leads', (lead) => lead.conversation_id === conversationId)

describe('a TU_VAN bot collects one lead per conversation', () => {
  it('answers, asks for contact details after the first answer, creates exactly one lead and never a second', async () => {
    const backend = await createTestBackend()
    const spa = demoBot(backend, 0)
    const visitor = await visitorOf(backend, spa.id)

    const first = await visitor.say('spa mo cua luc may gio')
    expect(first).toBe('Hoa Sen Spa mở cửa từ 9:00 đến 21:00 tất cả các ngày trong tuần, kể cả ngày lễ.')
    const second = await visitor.say('Giá chăm sóc da mặt bao nhiêu?')
    expect(second).toContain('450.000đ')
    expect(asksForContact(second)).toBe(true)
    expect(leadsOf(backend, visitor.id)).toEqual([])

    const thanks = await visitor.say('Tôi là Nguyễn Thị Lan, số điện thoại 0912 345 678')
    expect(thanks).toMatch(/^Cảm ơn Nguyễn Thị Lan!/)
    expect(thanks).toContain('0912 345 678')
    const leads = leadsOf(backend, visitor.id)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ chatbot_id: spa.id, name: 'Nguyễn Thị Lan', phone_number: '0912 345 678', email: null })
    expect(leads[0].message).toContain('Giá chăm sóc da mặt bao nhiêu?')
    expect(backend.ctx.db.byId('conversations', visitor.id)!.visitor_name).toBe('Nguyễn Thị Lan')

    // The owner sees it in the leads list.
    const owner = await backend.login()
    const listed = await backend.call('GET', `/api/potential-customers?chatbot_id=${spa.id}`, { token: owner.access_token })
    expect(listed.body.data.map((lead: { name: string }) => lead.name)).toContain('Nguyễn Thị Lan')

    const again = await visitor.say('Tên tôi là Lan, sđt 0912345678')
    expect(again).toContain('đã có thông tin liên hệ')
    const later = await visitor.say('Spa có chỗ gửi xe không?')
    expect(later).toContain('bãi gửi xe máy miễn phí')
    expect(asksForContact(later)).toBe(false)
    expect(leadsOf(backend, visitor.id)).toHaveLength(1)
  })

  it('asks at once when the visitor wants to book, then takes the name and the phone from separate messages', async () => {
    const backend = await createTestBackend()
    const visitor = await visitorOf(backend, demoBot(backend, 0).id)
    const booking = await visitor.say('Làm sao để đặt lịch hẹn?')
    expect(asksForContact(booking)).toBe(true)
    const askPhone = await visitor.say('Trần Văn Minh')
    expect(askPhone).toMatch(/^Cảm ơn Trần Văn Minh! Bạn cho mình xin số điện thoại hoặc email/)
    expect(leadsOf(backend, visitor.id)).toEqual([])
    const thanks = await visitor.say('0987654321')
    expect(thanks).toMatch(/^Cảm ơn Trần Văn Minh!/)
    expect(leadsOf(backend, visitor.id)).toMatchObject([{ name: 'Trần Văn Minh', phone_number: '0987654321' }])
  })

  it('asks for the name when only a phone or email comes, in the visitor’s language', async () => {
    const backend = await createTestBackend()
    const visitor = await visitorOf(backend, demoBot(backend, 2).id)
    const unknown = await visitor.say('Do you teach Japanese?')
    expect(unknown).toMatch(/^Sorry, I don't have the information/)
    expect(asksForContact(unknown)).toBe(true)
    expect(await visitor.say('sure: tuan@example.com')).toMatch(/May I also have your name\?/)
    const thanks = await visitor.say("I'm Tuan")
    expect(thanks).toMatch(/^Thank you, Tuan! We have noted your email tuan@example.com/)
    expect(leadsOf(backend, visitor.id)).toMatchObject([{ name: 'Tuan', email: 'tuan@example.com', phone_number: null }])
  })

  it('makes one lead when the same details arrive twice at once', async () => {
    const backend = await createTestBackend()
    const visitor = await visitorOf(backend, demoBot(backend, 0).id)
    await Promise.all([visitor.say('Tôi là Hà, 0911222333'), visitor.say('Tôi là Hà, 0911222333')])
    expect(leadsOf(backend, visitor.id)).toHaveLength(1)
  })
})

describe('a TRA_LOI bot', () => {
  it('answers only from its knowledge and never makes leads', async () => {
    const backend = await createTestBackend()
    const shop = demoBot(backend, 1)
    const visitor = await visitorOf(backend, shop.id)
    const reply = await visitor.say('Tôi là Lan, 0912345678. Phí vận chuyển bao nhiêu?')
    expect(reply).toBe('Miễn phí giao hàng cho đơn từ 500.000đ; đơn nhỏ hơn phí 30.000đ toàn quốc.')
    expect(leadsOf(backend, visitor.id)).toEqual([])
    expect(await visitor.say('xin chào')).toBe(shop.initial_prompt)
  })

  it('uses knowledge changes in the very next reply, and says how to reach the business when it does not know', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const shop = demoBot(backend, 1)
    const visitor = await visitorOf(backend, shop.id)
    const before = await visitor.say('cua hang co ban the qua tang khong')
    expect(before).toMatch(/^Xin lỗi, mình chưa có thông tin/)
    expect(before).toContain('để lại tên và số điện thoại')

    const faq = await backend.call('POST', '/faqs', {
      token: owner.access_token,
      body: { chatbot_id: shop.id, question: 'Cửa hàng có bán thẻ quà tặng không?', answer: 'Có, thẻ quà tặng mệnh giá 200.000đ và 500.000đ.', catalog_type: 'faq', catalog_id: 0 },
    })
    expect(await visitor.say('cua hang co ban the qua tang khong')).toBe('Có, thẻ quà tặng mệnh giá 200.000đ và 500.000đ.')
    await backend.call('DELETE', `/faqs/${faq.body.id}`, { token: owner.access_token })
    expect(await visitor.say('cua hang co ban the qua tang khong')).toMatch(/^Xin lỗi/)

    // A contact page in the knowledge: the "I don't know" says how to reach the business.
    await backend.ctx.db.insert('knowledge', {
      chatbot_id: shop.id, name: 'Liên hệ', url: null, model_type: 'about_company', status: 'success',
      full_text: 'Liên hệ Thời Trang Mai\nHotline: 0243 999 8888\nEmail: hotro@thoitrangmai.example', created_at: '', updated_at: '',
    })
    const reach = await visitor.say('Do you sell gift cards?', 'en')
    expect(reach).toBe(`Sorry, I don't have the information to answer that yet. You can reach ${shop.name} directly by phone 0243 999 8888 or email hotro@thoitrangmai.example.`)
  })
})
