import { useTranslation } from 'react-i18next'
import { formatDateTime, formatRelative, parseTimestamp, type DateInput } from '../../lib/dates'
import { useNow } from './shared-clock'

export interface RelativeDateProps {
  value: DateInput
  className?: string
}

/**
 * 'N phút trước' with the exact date and time (Vietnam time) as a tooltip (001 §2.9, §9). Every
 * instance follows the one shared clock, so a list of 100 rows has one timer.
 */
export function RelativeDate({ value, className }: RelativeDateProps) {
  const { i18n } = useTranslation()
  const now = useNow()
  const language = i18n.language === 'en' ? 'en' : 'vi'
  const date = parseTimestamp(value)
  const valid = date !== null && !Number.isNaN(date.getTime())
  return (
    <time className={className} dateTime={valid ? date.toISOString() : undefined} title={valid ? formatDateTime(date, undefined, language) : undefined}>
      {formatRelative(value, new Date(now), language)}
    </time>
  )
}
