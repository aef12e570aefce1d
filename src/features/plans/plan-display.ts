import type { components } from '../../api/schema'
import type { SelectedPlan } from '../../../machines/payment-order.machine'
import { PLAN_COLOURS } from '../../config/constants'
import { formatPlanPrice, type Currency } from '../../lib/price'

export type ServerPlan = components['schemas']['Plan']
export type PlanColour = 'green' | 'blue' | 'gray'

export interface PlanFeature {
  name: string
  nameEn: string
  included: boolean
}

/** 000 §3 "Plan for display", with the raw amount and currency kept for the selected plan. */
export interface DisplayPlan {
  id: number
  name: string
  nameEn: string
  description: string
  descriptionEn: string
  /** 'Miễn phí' / '$29/tháng' (000 §5, src/lib/price.ts). */
  price: string
  priceEn: string
  /** The per-month suffix is part of `price` already (src/lib/price.ts), so no separate period. */
  period: string | null
  popular: boolean
  features: PlanFeature[]
  buttonText: string
  buttonTextEn: string
  colour: PlanColour
  /** 0 for free, `null` for "contact us". */
  amount: number | null
  currency: Currency
}

/** 000 §9 button texts. */
const BUTTON_TEXT = {
  free: { vi: 'Bắt đầu miễn phí', en: 'Start free' },
  paid: { vi: 'Mua gói này', en: 'Buy this plan' },
} as const

/**
 * Splits a comma-separated feature text. A comma between two digits is a thousands separator
 * ('5,000 messages'), not a list separator (decision 402); blanks are dropped.
 */
export function splitFeatures(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/(?<!\d),|,(?!\d)/)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** 000 §9: professional green (and popular), enterprise blue, the others gray; by name, any case. */
function tierOf(name: string): { colour: PlanColour; popular: boolean } {
  const key = name.trim().toLowerCase()
  const colour = key === 'professional' || key === 'enterprise' ? PLAN_COLOURS[key] : PLAN_COLOURS.OTHERS
  return { colour, popular: key === 'professional' }
}

/** The contract's marker of a feature the plan does not include: a leading '!' (openapi.yaml `Plan`). */
const EXCLUDED_MARK = '!'

function readFeature(text: string): { text: string; excluded: boolean } {
  const excluded = text.startsWith(EXCLUDED_MARK)
  return { text: excluded ? text.slice(EXCLUDED_MARK.length).trim() : text, excluded }
}

/**
 * 000 §3 "Plan for display" from a server plan. `features` and `features_en` are paired by
 * position; an item marked '!' in either language is excluded (a cross), the rest included
 * (decision 402). The server has one subtitle and one name, used in both languages.
 */
export function toDisplayPlan(plan: ServerPlan): DisplayPlan {
  const vi = splitFeatures(plan.features).map(readFeature)
  const en = splitFeatures(plan.features_en).map(readFeature)
  const count = Math.max(vi.length, en.length)
  const features = Array.from({ length: count }, (_, i) => {
    const name = (vi[i] ?? en[i]).text
    const excluded = Boolean(vi[i]?.excluded || en[i]?.excluded)
    return { name, nameEn: en[i]?.text ?? name, included: !excluded }
  }).filter((feature) => feature.name)
  const free = plan.price_amount === 0
  const { colour, popular } = tierOf(plan.name)
  return {
    id: plan.id,
    name: plan.name,
    nameEn: plan.name,
    description: plan.subtitle,
    descriptionEn: plan.subtitle,
    price: formatPlanPrice(plan.price_amount, plan.price_currency, 'vi'),
    priceEn: formatPlanPrice(plan.price_amount, plan.price_currency, 'en'),
    period: null,
    popular,
    features,
    buttonText: free ? BUTTON_TEXT.free.vi : BUTTON_TEXT.paid.vi,
    buttonTextEn: free ? BUTTON_TEXT.free.en : BUTTON_TEXT.paid.en,
    colour,
    amount: plan.price_amount,
    currency: plan.price_currency,
  }
}

/**
 * 000 §3 "Selected plan for payment": price_amount 0 and VND for a free plan, otherwise the plan's
 * own amount and currency (taken from the plan, not parsed back out of the price text).
 */
export function toSelectedPlan(plan: DisplayPlan): SelectedPlan {
  const free = plan.amount === 0
  return {
    id: plan.id,
    name: plan.name,
    price_amount: free ? 0 : plan.amount,
    price_currency: free ? 'VND' : plan.currency,
    subtitle: plan.description,
  }
}

/** The text of a vi/en pair in the interface language. */
export function inLanguage(language: string, vi: string, en: string): string {
  return language.startsWith('en') ? en : vi
}

/** 000 §7: the built-in plans, used when GET /subscriptions/plans fails. */
export const BUILT_IN_PLANS: ServerPlan[] = [
  {
    id: 1,
    name: 'Starter',
    subtitle: 'Dùng thử miễn phí cho cá nhân và cửa hàng nhỏ',
    price_amount: 0,
    price_currency: 'VND',
    features: '1 chatbot,100 tin nhắn mỗi tháng,Nhúng vào website,Hỗ trợ qua email,!Kết nối Zalo và Facebook,!Thu thập khách hàng tiềm năng',
    features_en: '1 chatbot,100 messages a month,Website embed,Email support,!Zalo and Facebook channels,!Lead capture',
  },
  {
    id: 2,
    name: 'Professional',
    subtitle: 'Cho doanh nghiệp đang tăng trưởng',
    price_amount: 29,
    price_currency: 'USD',
    features: '5 chatbot,5.000 tin nhắn mỗi tháng,Nhúng vào website,Kết nối Zalo và Facebook,Thu thập khách hàng tiềm năng,Hỗ trợ ưu tiên,!Kết nối WhatsApp',
    features_en: '5 chatbots,5000 messages a month,Website embed,Zalo and Facebook channels,Lead capture,Priority support,!WhatsApp channel',
  },
  {
    id: 3,
    name: 'Enterprise',
    subtitle: 'Cho chuỗi cửa hàng và doanh nghiệp lớn',
    price_amount: 99,
    price_currency: 'USD',
    features: 'Không giới hạn chatbot,50.000 tin nhắn mỗi tháng,Tất cả các kênh,Thu thập khách hàng tiềm năng,Quản lý tài khoản riêng,Cam kết SLA 99.9%',
    features_en: 'Unlimited chatbots,50000 messages a month,Every channel,Lead capture,Dedicated account manager,99.9% SLA',
  },
]
