/**
 * The one price formatter (000 §5 "Price display"): free when the amount is 0, contact when it is
 * null, otherwise the amount in vi-VN number formatting with its currency symbol and, for plans,
 * a per-month suffix. Pure: the language comes in as an argument.
 */
export type Currency = 'VND' | 'USD'
export type PriceLanguage = 'vi' | 'en'

const TEXT = {
  vi: { free: 'Miễn phí', contact: 'Liên hệ', perMonth: '/tháng' },
  en: { free: 'Free', contact: 'Contact us', perMonth: '/month' },
} as const

// VND has no minor unit; dollars keep up to two decimals ($29, $29,5, $29,99 in vi-VN style).
const NUMBER = {
  VND: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
  USD: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }),
} as const

/** An amount with its currency symbol: '725.000 đ', '$29', '-$5'. */
export function formatMoney(amount: number, currency: Currency): string {
  if (!Number.isFinite(amount)) return ''
  const sign = amount < 0 ? '-' : ''
  const digits = NUMBER[currency].format(Math.abs(amount))
  return currency === 'VND' ? `${sign}${digits} đ` : `${sign}$${digits}`
}

/**
 * A plan's price: 'Miễn phí' / 'Free' for 0, 'Liên hệ' / 'Contact us' for null, otherwise
 * '725.000 đ/tháng' or '$29/month'. An amount that is not a usable price (negative, NaN) reads as
 * the contact text rather than showing a nonsense figure.
 */
export function formatPlanPrice(amount: number | null, currency: Currency, language: PriceLanguage): string {
  const text = TEXT[language] ?? TEXT.vi
  if (amount === 0) return text.free
  if (amount === null || !Number.isFinite(amount) || amount < 0) return text.contact
  return `${formatMoney(amount, currency)}${text.perMonth}`
}
