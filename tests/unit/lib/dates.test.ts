import { describe, expect, it } from 'vitest'
import { formatDateTime, formatLeadDate, formatRelative, parseTimestamp } from '../../../src/lib/dates'

const NOW = new Date('2025-06-15T12:00:00Z')
const before = (ms: number) => new Date(NOW.getTime() - ms)
const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatDateTime', () => {
  it('shows a UTC timestamp in Vietnam time (UTC+7) as dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime('2024-12-31T16:59:00Z')).toBe('31/12/2024 23:59')
    expect(formatDateTime('2024-12-31T17:00:00.000Z')).toBe('01/01/2025 00:00')
  })

  it('treats a timestamp without a zone as UTC', () => {
    expect(formatDateTime('2024-05-01 10:00:00')).toBe('01/05/2024 17:00')
    expect(formatDateTime('2024-05-01T10:00')).toBe('01/05/2024 17:00')
  })

  it('respects an explicit offset and accepts dates and epoch milliseconds', () => {
    expect(formatDateTime('2024-05-01T10:00:00+07:00')).toBe('01/05/2024 10:00')
    expect(formatDateTime(new Date('2024-05-01T00:00:00Z'))).toBe('01/05/2024 07:00')
    expect(formatDateTime(Date.UTC(2024, 4, 1, 0, 0))).toBe('01/05/2024 07:00')
  })

  it('takes another pattern', () => {
    expect(formatDateTime('2024-05-01T00:00:00Z', 'HH:mm')).toBe('07:00')
    expect(formatDateTime('2024-05-01T00:00:00Z', 'yyyy-MM-dd')).toBe('2024-05-01')
  })

  it("says N/A when empty and 'Ngày không hợp lệ' when unreadable", () => {
    expect(formatDateTime(null)).toBe('N/A')
    expect(formatDateTime(undefined)).toBe('N/A')
    expect(formatDateTime('   ')).toBe('N/A')
    expect(formatDateTime('yesterday-ish')).toBe('Ngày không hợp lệ')
    expect(formatDateTime(Number.NaN)).toBe('Ngày không hợp lệ')
    expect(formatDateTime('soon', undefined, 'en')).toBe('Invalid date')
  })
})

describe('formatLeadDate', () => {
  it('shows year-month-day with 12-hour time in Vietnam time', () => {
    expect(formatLeadDate('2024-12-31T16:59:00Z')).toBe('2024-12-31 11:59 PM')
    expect(formatLeadDate('2024-12-31T01:05:00Z')).toBe('2024-12-31 08:05 AM')
    expect(formatLeadDate('2024-12-31T05:00:00Z', 'en')).toBe('2024-12-31 12:00 PM')
  })

  it('says N/A or invalid for bad input', () => {
    expect(formatLeadDate('')).toBe('N/A')
    expect(formatLeadDate('not a date')).toBe('Ngày không hợp lệ')
  })
})

describe('formatRelative (Vietnamese)', () => {
  it.each([
    [0, 'Vừa xong'],
    [59 * SECOND, 'Vừa xong'],
    [60 * SECOND, '1 phút trước'],
    [59 * MINUTE + 59 * SECOND, '59 phút trước'],
    [HOUR, '1 giờ trước'],
    [23 * HOUR + 59 * MINUTE, '23 giờ trước'],
    [DAY, '1 ngày trước'],
    [29 * DAY + 23 * HOUR, '29 ngày trước'],
    [30 * DAY, '1 tháng trước'],
    [364 * DAY, '12 tháng trước'],
    [365 * DAY, '1 năm trước'],
    [3 * 365 * DAY + 10 * DAY, '3 năm trước'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelative(before(elapsed), NOW)).toBe(expected)
  })

  it("reads a future time as 'Sắp tới'", () => {
    expect(formatRelative(new Date(NOW.getTime() + SECOND), NOW)).toBe('Sắp tới')
  })

  it("says N/A when empty and 'Ngày không hợp lệ' when unreadable", () => {
    expect(formatRelative(null, NOW)).toBe('N/A')
    expect(formatRelative('', NOW)).toBe('N/A')
    expect(formatRelative('31/12/2024', NOW)).toBe('Ngày không hợp lệ')
  })

  it('reads zone-less server timestamps as UTC', () => {
    expect(formatRelative('2025-06-15 11:00:00', NOW)).toBe('1 giờ trước')
  })
})

describe('formatRelative (English)', () => {
  it.each([
    [10 * SECOND, 'Just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [30 * DAY, '1 month ago'],
    [90 * DAY, '3 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelative(before(elapsed), NOW, 'en')).toBe(expected)
  })

  it('has English texts for soon, empty and invalid', () => {
    expect(formatRelative(new Date(NOW.getTime() + DAY), NOW, 'en')).toBe('Soon')
    expect(formatRelative(undefined, NOW, 'en')).toBe('N/A')
    expect(formatRelative('nope', NOW, 'en')).toBe('Invalid date')
  })
})

describe('parseTimestamp', () => {
  it('returns null for nothing and an invalid date for garbage', () => {
    expect(parseTimestamp(null)).toBeNull()
    expect(Number.isNaN(parseTimestamp('garbage')!.getTime())).toBe(true)
  })

  it('copies a Date rather than sharing it', () => {
    const date = new Date('2024-01-01T00:00:00Z')
    expect(parseTimestamp(date)).not.toBe(date)
    expect(parseTimestamp(date)!.getTime()).toBe(date.getTime())
  })
})
