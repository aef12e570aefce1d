/**
 * The one date helper (001 §9): timestamps are UTC and shown in Asia/Ho_Chi_Minh; relative times use
 * the bands of 001 §9; empty reads 'N/A' and unparsable 'Ngày không hợp lệ' (001 §8). Pure: the
 * language and the current time come in as arguments.
 */
import { format, type Locale } from 'date-fns'
import { enUS, vi } from 'date-fns/locale'
import { tz } from '@date-fns/tz'
import { RELATIVE_DATE } from '../config/constants'

export type DateInput = string | number | Date | null | undefined
export type DateLanguage = 'vi' | 'en'

export const DEFAULT_DATE_TIME_PATTERN = 'dd/MM/yyyy HH:mm'
/** Leads detail: year-month-day with 12-hour time (001 §9). */
export const LEAD_DATE_PATTERN = 'yyyy-MM-dd hh:mm a'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year'

const TEXT = {
  vi: {
    empty: 'N/A',
    invalid: 'Ngày không hợp lệ',
    justNow: 'Vừa xong',
    soon: 'Sắp tới',
    ago: (n: number, unit: Unit) => `${n} ${{ minute: 'phút', hour: 'giờ', day: 'ngày', month: 'tháng', year: 'năm' }[unit]} trước`,
  },
  en: {
    empty: 'N/A',
    invalid: 'Invalid date',
    justNow: 'Just now',
    soon: 'Soon',
    ago: (n: number, unit: Unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
  },
} as const

// An ISO-like date-time with no zone designator: the server's timestamps are UTC (001 §9).
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

/** Parses a timestamp; `null` for empty input, an invalid Date for anything unparsable. */
export function parseTimestamp(value: DateInput): Date | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return new Date(value.getTime())
  if (typeof value === 'number') return new Date(Number.isFinite(value) ? value : Number.NaN)
  const text = value.trim()
  if (!text) return null
  return new Date(ZONELESS_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text)
}

function textOf(language: DateLanguage) {
  return TEXT[language] ?? TEXT.vi
}

/** A timestamp in Vietnam time, by default '31/12/2024 23:59'. 'N/A' when empty, the invalid-date text when unparsable. */
export function formatDateTime(value: DateInput, pattern: string = DEFAULT_DATE_TIME_PATTERN, language: DateLanguage = 'vi'): string {
  return formatInVietnam(value, pattern, language, language === 'en' ? enUS : vi)
}

/** A lead's date: '2024-12-31 11:59 PM' in Vietnam time (001 §7, §9), with AM/PM in both languages. */
export function formatLeadDate(value: DateInput, language: DateLanguage = 'vi'): string {
  return formatInVietnam(value, LEAD_DATE_PATTERN, language, enUS)
}

function formatInVietnam(value: DateInput, pattern: string, language: DateLanguage, locale: Locale): string {
  const date = parseTimestamp(value)
  const text = textOf(language)
  if (!date) return text.empty
  if (Number.isNaN(date.getTime())) return text.invalid
  return format(date, pattern, { in: tz(RELATIVE_DATE.TIME_ZONE), locale })
}

/**
 * How long ago, in the bands of 001 §9: under 60 s 'Vừa xong', under an hour 'N phút trước', under a
 * day 'N giờ trước', under 30 days 'N ngày trước', under 365 days 'N tháng trước' (30-day months),
 * then 'N năm trước'. A time after `now` is 'Sắp tới'.
 */
export function formatRelative(value: DateInput, now: Date = new Date(), language: DateLanguage = 'vi'): string {
  const date = parseTimestamp(value)
  const text = textOf(language)
  if (!date) return text.empty
  if (Number.isNaN(date.getTime())) return text.invalid
  const elapsed = now.getTime() - date.getTime()
  if (elapsed < 0) return text.soon
  if (elapsed < MINUTE) return text.justNow
  if (elapsed < HOUR) return text.ago(Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return text.ago(Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < 30) return text.ago(days, 'day')
  if (days < 365) return text.ago(Math.floor(days / 30), 'month')
  return text.ago(Math.floor(days / 365), 'year')
}
