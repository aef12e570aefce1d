import { useTranslation } from 'react-i18next'
import './content-type-badge.css'

/** The knowledge content types with their own label and colour (001 §9). */
export const CONTENT_TYPES = ['product', 'promotion', 'about_company', 'policy', 'faq'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value)
}

/** A coloured badge for a content type; an unknown type is shown as it is, in a neutral colour. */
export function ContentTypeBadge({ type }: { type: string | null | undefined }) {
  const { t } = useTranslation()
  const value = (type ?? '').trim()
  if (!value) return null
  const known = isContentType(value)
  return (
    <span className={`content-type-badge content-type-badge--${known ? value : 'other'}`}>
      {known ? t(`UI.CONTENT_TYPE.${value}`) : value}
    </span>
  )
}
