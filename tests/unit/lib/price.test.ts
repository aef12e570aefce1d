import { describe, expect, it } from 'vitest'
import { formatMoney, formatPlanPrice } from '../../../src/lib/price'

describe('formatPlanPrice', () => {
  it('shows a zero price as free, in each language', () => {
    expect(formatPlanPrice(0, 'VND', 'vi')).toBe('Miễn phí')
    expect(formatPlanPrice(0, 'USD', 'en')).toBe('Free')
  })

  it('shows a missing price as the contact text', () => {
    expect(formatPlanPrice(null, 'VND', 'vi')).toBe('Liên hệ')
    expect(formatPlanPrice(null, 'USD', 'en')).toBe('Contact us')
  })

  it('puts đ after a dong amount with vi-VN grouping and a per-month suffix', () => {
    expect(formatPlanPrice(725_000, 'VND', 'vi')).toBe('725.000 đ/tháng')
    expect(formatPlanPrice(1_500_000, 'VND', 'en')).toBe('1.500.000 đ/month')
  })

  it('puts $ before a dollar amount', () => {
    expect(formatPlanPrice(29, 'USD', 'en')).toBe('$29/month')
    expect(formatPlanPrice(99, 'USD', 'vi')).toBe('$99/tháng')
    expect(formatPlanPrice(1_299.5, 'USD', 'en')).toBe('$1.299,5/month')
  })

  it('reads a negative or non-numeric amount as the contact text, never a nonsense figure', () => {
    expect(formatPlanPrice(-1, 'VND', 'vi')).toBe('Liên hệ')
    expect(formatPlanPrice(Number.NaN, 'USD', 'en')).toBe('Contact us')
  })
})

describe('formatMoney', () => {
  it('formats order amounts without the per-month suffix', () => {
    expect(formatMoney(725_000, 'VND')).toBe('725.000 đ')
    expect(formatMoney(29, 'USD')).toBe('$29')
    expect(formatMoney(0, 'VND')).toBe('0 đ')
  })

  it('rounds dong to whole units and keeps two decimals for dollars', () => {
    expect(formatMoney(1234.6, 'VND')).toBe('1.235 đ')
    expect(formatMoney(29.999, 'USD')).toBe('$30')
    expect(formatMoney(29.99, 'USD')).toBe('$29,99')
  })

  it('keeps the sign of a negative amount in front', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$5')
    expect(formatMoney(-50_000, 'VND')).toBe('-50.000 đ')
  })

  it('gives an empty text for a non-numeric amount', () => {
    expect(formatMoney(Number.NaN, 'VND')).toBe('')
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD')).toBe('')
  })
})
