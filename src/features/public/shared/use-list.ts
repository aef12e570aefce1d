import { useTranslation } from 'react-i18next'

/**
 * A list from the translations (`"POINTS": ["…", "…"]`), in the current language. A key that is
 * missing or not a list gives an empty list rather than showing the key.
 */
export function useTranslatedList<T>(key: string, values?: Record<string, unknown>): T[] {
  const { t } = useTranslation()
  const list = t(key, { ...values, returnObjects: true }) as unknown
  return Array.isArray(list) ? (list as T[]) : []
}
