/** Number display on the dashboard: vi-VN grouping in Vietnamese, en-US in English. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '0'
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'vi-VN', { maximumFractionDigits }).format(value)
}

export type ChangeTone = 'good' | 'bad' | 'neutral'

/**
 * 000 §2: a change from last month is green when positive and red when negative, inverted for the
 * response time (slower is worse). No change is neither.
 */
export function changeTone(change: number, inverted = false): ChangeTone {
  if (!Number.isFinite(change) || change === 0) return 'neutral'
  const better = inverted ? change < 0 : change > 0
  return better ? 'good' : 'bad'
}

/** '+12%', '-3,5%', '0%'. */
export function formatChange(change: number, language: string): string {
  const value = Number.isFinite(change) ? change : 0
  const sign = value > 0 ? '+' : value < 0 ? '-' : ''
  return `${sign}${formatNumber(Math.abs(value), language, 1)}%`
}

/**
 * White text on a chatbot's colour when it reaches 3:1 (the card header is large bold text, WCAG
 * AA large), otherwise the dark text colour. #rgb or #rrggbb; anything else gets white.
 */
export function textColourOn(background: string): '#ffffff' | '#0f172a' {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background.trim())?.[1]
  if (!hex) return '#ffffff'
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  return 1.05 / (luminance + 0.05) >= 3 ? '#ffffff' : '#0f172a'
}
