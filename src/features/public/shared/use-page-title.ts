import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** The browser tab reads "<page> – ChatBot AI" while the page is shown, in the current language. */
export function usePageTitle(page: string) {
  const { t } = useTranslation()
  const title = t('PUBLIC.PAGE_TITLE', { page })
  useEffect(() => {
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
