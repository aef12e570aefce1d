import { describe, expect, it } from 'vitest'
import { contactDetailsIn, emailsIn, introducedName, phonesIn, wholeMessageName, withoutContactDetails } from '../../../mock-server/answers/contact-details'

const phones = (text: string) => phonesIn(text).map((found) => found.value)

describe('phone numbers', () => {
  it.each([
    ['sđt của mình là 0912345678 nhé', ['0912345678']],
    ['gọi 0912 345 678 hoặc 0987.654.321', ['0912 345 678', '0987.654.321']],
    ['+84 912 345 678', ['+84 912 345 678']],
    ['84912345678', ['84912345678']],
    ['Hotline: 0263 3822 888', ['0263 3822 888']],
    ['tổng đài 1900 1234', ['1900 1234']],
    ['call me at (555) 123-4567', ['(555) 123-4567']],
    ['my number is +44 20 7946 0958', ['+44 20 7946 0958']],
  ])('%s', (text, expected) => {
    expect(phones(text)).toEqual(expected)
  })

  it.each([['Giá 12.000.000đ cho 4 tháng'], ['Mã đơn 123456'], ['năm 2024, 350.000đ một buổi'], ['19.000.000 đồng'], ['0123']])('are not prices or codes: %s', (text) => {
    expect(phones(text)).toEqual([])
  })
})

describe('emails and names', () => {
  it('finds emails', () => {
    expect(emailsIn('email: lan.nguyen+spa@example.com.vn, cảm ơn').map((e) => e.value)).toEqual(['lan.nguyen+spa@example.com.vn'])
  })

  it.each([
    ['Tôi là Nguyễn Thị Lan, số 0912345678', 'Nguyễn Thị Lan'],
    ['tên mình là lan nhé', 'Lan'],
    ['ten toi la tran van minh sdt 0987654321', 'Tran Van Minh'],
    ['Mình tên Hà', 'Hà'],
    ['My name is John Smith and my phone is 0912345678', 'John Smith'],
    ["I'm Anna.", 'Anna'],
  ])('introduced: %s → %s', (text, name) => {
    expect(introducedName(text)?.value).toBe(name)
  })

  it.each([['tôi là khách hàng mới'], ['I am interested in the massage'], ['em là sinh viên'], ['tôi muốn đặt lịch']])('not a name: %s', (text) => {
    expect(introducedName(text)).toBeNull()
  })

  it('reads a whole message as a name only when it looks like one', () => {
    expect(wholeMessageName('Nguyễn Thị Lan')).toBe('Nguyễn Thị Lan')
    expect(wholeMessageName('minh.')).toBe('Minh')
    for (const text of ['ok', 'vâng', 'giá bao nhiêu?', '0912345678', 'a b c d e f', 'cảm ơn']) expect(wholeMessageName(text)).toBeNull()
  })

  it('takes the details out of a message to see what else it asks', () => {
    const text = 'Tôi là Lan, 0912345678, spa có chỗ gửi xe không?'
    expect(contactDetailsIn(text)).toEqual({ name: 'Lan', phone: '0912345678', email: null })
    const rest = withoutContactDetails(text)
    expect(rest).toContain('spa có chỗ gửi xe không?')
    expect(rest).not.toMatch(/Lan|\d/)
  })
})
