import { useTranslation } from 'react-i18next'

interface PlaceholderPageProps {
  /** Translation key of the page title. */
  titleKey: string
  /** Translation key of the one sentence saying what the page is for. */
  descriptionKey: string
  /** Interpolation values for the description (e.g. a route parameter). */
  values?: Record<string, string | number | undefined>
  className?: string
}

/**
 * A titled page whose content comes in a later issue. It says what it is and that it is not
 * finished yet, rather than pretending.
 */
export function PlaceholderPage({ titleKey, descriptionKey, values, className }: PlaceholderPageProps) {
  const { t } = useTranslation()
  return (
    <section className={['placeholder-page', className].filter(Boolean).join(' ')} aria-labelledby="placeholder-title">
      <span className="placeholder-page__badge">{t('PLACEHOLDER.BADGE')}</span>
      <h1 className="placeholder-page__title" id="placeholder-title">
        {t(titleKey)}
      </h1>
      <p className="placeholder-page__text">{t(descriptionKey, values)}</p>
      <p className="placeholder-page__text">{t('PLACEHOLDER.NOTICE')}</p>
    </section>
  )
}
