import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CASE_STUDIES, type CaseStudy } from '../content/case-studies'
import { Icon } from '../shared/icon'
import { Section } from '../shared/section'
import { CASE_STUDIES_ID } from './hero'

// The modal's code arrives on the first "View demo", not with the page.
const CaseVideoModal = lazy(() => import('./case-video-modal').then((module) => ({ default: module.CaseVideoModal })))

/**
 * The case-study grid of 000 §1 (fifteen industries) and its video modal (000 §4 "Case study":
 * clicking a card opens the modal; closing clears it).
 */
export function CaseStudies() {
  const { t } = useTranslation()
  // View state, not a flow: which case's video is open.
  const [open, setOpen] = useState<CaseStudy | null>(null)

  return (
    <Section id={CASE_STUDIES_ID} title={t('LANDING.CASES.TITLE')} subtitle={t('LANDING.CASES.SUBTITLE')} tone="muted">
      <ul className="case-grid">
        {CASE_STUDIES.map((caseStudy) => {
          const title = t(`LANDING.CASES.ITEMS.${caseStudy.id}.TITLE`)
          return (
            <li key={caseStudy.id} className="case-card">
              <span className="case-card__icon">
                <Icon name={caseStudy.icon} />
              </span>
              <h3 className="case-card__title">{title}</h3>
              <p className="case-card__text">{t(`LANDING.CASES.ITEMS.${caseStudy.id}.DESCRIPTION`)}</p>
              <button
                type="button"
                className="case-card__action"
                aria-label={t('LANDING.CASES.VIEW_DEMO_OF', { title })}
                aria-haspopup="dialog"
                onClick={() => setOpen(caseStudy)}
              >
                <Icon name="play" size={16} />
                <span aria-hidden="true">{t('LANDING.CASES.VIEW_DEMO')}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          {/* The modal fades out, then reports the close: only then is the case cleared. */}
          <CaseVideoModal caseStudy={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Section>
  )
}
