import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/dates'
import { COMPANY_DETAILS, LEGAL_LAST_UPDATED } from '../content/company'
import { PageHeader } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'
import { usePageTitle } from '../shared/use-page-title'
import './legal.css'

interface LegalSection {
  ID: string
  HEADING: string
  PARAGRAPHS?: string[]
  ITEMS?: string[]
}

/** The date format of the 'last updated' lines. */
const DATE_PATTERN = 'dd/MM/yyyy'

/** A legal text from the translations (LEGAL.PRIVACY, LEGAL.TERMS): contents, numbered sections, last-updated line. */
export function LegalDocument({ documentKey }: { documentKey: 'PRIVACY' | 'TERMS' }) {
  const { t, i18n } = useTranslation()
  const base = `LEGAL.${documentKey}`
  const values = { company: t('COMPANY.NAME'), email: COMPANY_DETAILS.SUPPORT_EMAIL, address: t('COMPANY.ADDRESS') }
  const sections = useTranslatedList<LegalSection>(`${base}.SECTIONS`, values)
  usePageTitle(t(`${base}.TITLE`))

  return (
    <>
      <PageHeader title={t(`${base}.TITLE`)} lead={t(`${base}.INTRO`, values)}>
        <LastUpdated language={i18n.language} />
      </PageHeader>
      <div className="container page-body legal">
        <nav className="legal__contents card" aria-labelledby="legal-contents">
          <h2 id="legal-contents">{t('LEGAL.CONTENTS')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.ID}>
                <a href={`#${section.ID}`}>{section.HEADING}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose legal__body">
          {sections.map((section) => (
            <section key={section.ID} aria-labelledby={section.ID}>
              <h2 id={section.ID}>{section.HEADING}</h2>
              {(section.PARAGRAPHS ?? []).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.ITEMS?.length ? (
                <ul>
                  {section.ITEMS.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}

/** 'Cập nhật lần cuối: 01/03/2025'. */
export function LastUpdated({ language }: { language: string }) {
  const { t } = useTranslation()
  return (
    <p className="legal__updated">
      {t('LEGAL.LAST_UPDATED', { date: formatDateTime(LEGAL_LAST_UPDATED, DATE_PATTERN, language === 'en' ? 'en' : 'vi') })}
    </p>
  )
}
