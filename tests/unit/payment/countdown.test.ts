import { describe, expect, it } from 'vitest'
import { formatCountdown } from '../../../src/features/payment/countdown'

describe('payment countdown text (mm:ss)', () => {
  it('shows minutes and seconds, padded', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00')
    expect(formatCountdown(65_000)).toBe('01:05')
    expect(formatCountdown(9_000)).toBe('00:09')
  })

  it('rounds a part-second up, so 00:00 appears only when the time is up', () => {
    expect(formatCountdown(899_001)).toBe('15:00')
    expect(formatCountdown(1)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
  })

  it('never shows a negative or broken time', () => {
    expect(formatCountdown(-5_000)).toBe('00:00')
    expect(formatCountdown(Number.NaN)).toBe('00:00')
  })

  it('keeps counting minutes past an hour', () => {
    expect(formatCountdown(2 * 3_600_000)).toBe('120:00')
  })
})
