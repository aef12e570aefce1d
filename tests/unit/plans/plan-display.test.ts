import { describe, expect, it } from 'vitest'
import { BUILT_IN_PLANS, splitFeatures, toDisplayPlan, toSelectedPlan, type ServerPlan } from '../../../src/features/plans/plan-display'

const professional: ServerPlan = {
  id: 2,
  name: 'Professional',
  subtitle: 'Cho doanh nghiệp đang tăng trưởng',
  price_amount: 29,
  price_currency: 'USD',
  features: '5 chatbot, 5.000 tin nhắn mỗi tháng ,Hỗ trợ ưu tiên',
  features_en: '5 chatbots,5,000 messages a month,Priority support',
}

describe('plan for display (000 §3)', () => {
  it('pairs the Vietnamese and English features by position, all included', () => {
    expect(toDisplayPlan(professional).features).toEqual([
      { name: '5 chatbot', nameEn: '5 chatbots', included: true },
      { name: '5.000 tin nhắn mỗi tháng', nameEn: '5,000 messages a month', included: true },
      { name: 'Hỗ trợ ưu tiên', nameEn: 'Priority support', included: true },
    ])
  })

  it('a comma between digits is a thousands separator, not a new feature', () => {
    expect(splitFeatures('50,000 messages,Lead capture, ,')).toEqual(['50,000 messages', 'Lead capture'])
    expect(splitFeatures('')).toEqual([])
    expect(splitFeatures(null)).toEqual([])
  })

  it('a missing translation falls back to the other language instead of dropping the feature', () => {
    const plan = toDisplayPlan({ ...professional, features: 'A,B', features_en: 'A en' })
    expect(plan.features).toEqual([
      { name: 'A', nameEn: 'A en', included: true },
      { name: 'B', nameEn: 'B', included: true },
    ])
  })

  it("an item marked '!' in either language is shown as excluded, without the mark", () => {
    const plan = toDisplayPlan({ ...professional, features: 'A,!B,C, ! D', features_en: 'A en,!B en,!C en,D en' })
    expect(plan.features).toEqual([
      { name: 'A', nameEn: 'A en', included: true },
      { name: 'B', nameEn: 'B en', included: false },
      { name: 'C', nameEn: 'C en', included: false },
      { name: 'D', nameEn: 'D en', included: false },
    ])
  })

  it('the built-in Starter plan crosses out what only paid plans have', () => {
    const starter = toDisplayPlan(BUILT_IN_PLANS[0])
    expect(starter.features.filter((f) => !f.included).map((f) => f.nameEn)).toEqual(['Zalo and Facebook channels', 'Lead capture'])
    expect(starter.features.filter((f) => f.included).map((f) => f.nameEn)).toContain('Website embed')
  })

  it('professional is popular and green, enterprise blue, others gray', () => {
    const display = toDisplayPlan(professional)
    expect(display).toMatchObject({ popular: true, colour: 'green' })
    expect(toDisplayPlan({ ...professional, name: 'Enterprise' })).toMatchObject({ popular: false, colour: 'blue' })
    expect(toDisplayPlan({ ...professional, name: 'Starter' })).toMatchObject({ popular: false, colour: 'gray' })
  })

  it("prices: 'Miễn phí' and 'start free' for a free plan, the monthly price and 'buy this plan' otherwise", () => {
    expect(toDisplayPlan(professional)).toMatchObject({
      price: '$29/tháng',
      priceEn: '$29/month',
      buttonText: 'Mua gói này',
      buttonTextEn: 'Buy this plan',
    })
    const free = toDisplayPlan({ ...professional, name: 'Starter', price_amount: 0, price_currency: 'VND' })
    expect(free).toMatchObject({ price: 'Miễn phí', priceEn: 'Free', buttonText: 'Bắt đầu miễn phí', buttonTextEn: 'Start free' })
    expect(toDisplayPlan({ ...professional, price_amount: 725_000, price_currency: 'VND' }).price).toBe('725.000 đ/tháng')
    expect(toDisplayPlan({ ...professional, price_amount: null }).price).toBe('Liên hệ')
  })

  it('keeps the name and description in both languages (the server has one of each)', () => {
    expect(toDisplayPlan(professional)).toMatchObject({
      name: 'Professional',
      nameEn: 'Professional',
      description: 'Cho doanh nghiệp đang tăng trưởng',
      descriptionEn: 'Cho doanh nghiệp đang tăng trưởng',
    })
  })
})

describe('selected plan for payment (000 §3)', () => {
  it('carries the id, name, amount, currency and the description as subtitle', () => {
    expect(toSelectedPlan(toDisplayPlan(professional))).toEqual({
      id: 2,
      name: 'Professional',
      price_amount: 29,
      price_currency: 'USD',
      subtitle: 'Cho doanh nghiệp đang tăng trưởng',
    })
  })

  it('a free plan is 0 VND', () => {
    const free = toDisplayPlan({ ...professional, price_amount: 0, price_currency: 'USD' })
    expect(toSelectedPlan(free)).toMatchObject({ price_amount: 0, price_currency: 'VND' })
  })
})

describe('built-in plans (000 §7)', () => {
  it('are Starter (free), Professional ($29 a month) and Enterprise ($99 a month)', () => {
    expect(BUILT_IN_PLANS.map(toDisplayPlan).map((plan) => [plan.name, plan.priceEn])).toEqual([
      ['Starter', 'Free'],
      ['Professional', '$29/month'],
      ['Enterprise', '$99/month'],
    ])
  })
})
