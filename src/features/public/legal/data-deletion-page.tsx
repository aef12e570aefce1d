import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { DATA_DELETION_DAYS } from '../../../config/constants'
import { COMPANY_DETAILS } from '../content/company'
import { PageHeader } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'
import { usePageTitle } from '../shared/use-page-title'
import { LastUpdated } from './legal-document'
import './legal.css'

/** /data-deletion (000 §2): the four steps, the notes, and a 'last updated' line. */
export function DataDeletionPage() {
  const { t, i18n } = useTranslation()
  usePageTitle(t('LEGAL.DATA_DELETION.TITLE'))
  const steps = useTranslatedList<string>('LEGAL.DATA_DELETION.STEPS')
  const notes = useTranslatedList<string>('LEGAL.DATA_DELETION.NOTES', { days: DATA_DELETION_DAYS })
  const email = COMPANY_DETAILS.SUPPORT_EMAIL

  return (
    <>
      <PageHeader title={t('LEGAL.DATA_DELETION.TITLE')} lead={t('LEGAL.DATA_DELETION.INTRO')}>
        <LastUpdated language={i18n.language} />
      </PageHeader>
      <div className="container page-body deletion">
        <section className="card deletion__steps" aria-labelledby="deletion-steps">
          <h2 id="deletion-steps">{t('LEGAL.DATA_DELETION.STEPS_TITLE')}</h2>
          <ol>
            {steps.map((step, index) => (
              <li key={step}>
                <span className="deletion__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="deletion__notes" aria-labelledby="deletion-notes">
          <h2 id="deletion-notes">{t('LEGAL.DATA_DELETION.NOTES_TITLE')}</h2>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
        <p className="deletion__help">
          <Trans i18nKey="LEGAL.DATA_DELETION.HELP" values={{ email }} components={{ mail: <a href={`mailto:${email}`} /> }} />
        </p>
        <p>
          <Link to="/chinh-sach-bao-mat">{t('PUBLIC.FOOTER.PRIVACY')}</Link>
        </p>
      </div>
    </>
  )
}
