import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'
import { Icon } from '../shared/icon'
import { PageHeader, TickList } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'
import { usePageTitle } from '../shared/use-page-title'
import './try-free.css'

interface Step {
  TITLE: string
  TEXT: string
}

/** /try-free (000 §2): what the free trial gives, the three setup steps, and the way in (register). */
export function TryFreePage() {
  const { t } = useTranslation()
  usePageTitle(t('TRY_FREE_PAGE.TITLE'))
  const benefits = useTranslatedList<string>('TRY_FREE_PAGE.GET')
  const steps = useTranslatedList<Step>('LANDING.STEPS.ITEMS')
  const trust = ['FREE', 'NO_CARD', 'QUICK'] as const

  return (
    <>
      <PageHeader title={t('TRY_FREE_PAGE.TITLE')} lead={t('TRY_FREE_PAGE.LEAD')}>
        <ul className="trust-points">
          {trust.map((key) => (
            <li key={key}>
              <Icon name="check" size={18} />
              {t(`TRY_FREE_PAGE.TRUST.${key}`)}
            </li>
          ))}
        </ul>
      </PageHeader>
      <div className="container page-body try-free">
        <section className="card try-free__get" aria-labelledby="try-free-get">
          <h2 className="try-free__heading" id="try-free-get">
            {t('TRY_FREE_PAGE.GET_TITLE')}
          </h2>
          <TickList items={benefits} />
          <div className="button-row">
            <Link to="/register" className={buttonClass({ size: 'lg' })}>
              {t('TRY_FREE_PAGE.REGISTER')}
            </Link>
            <Link to="/pricing" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('TRY_FREE_PAGE.COMPARE')}
            </Link>
          </div>
          <p className="try-free__login">
            {t('TRY_FREE_PAGE.HAVE_ACCOUNT')} <Link to="/login">{t('TRY_FREE_PAGE.LOGIN')}</Link>
          </p>
        </section>
        <section className="try-free__steps" aria-labelledby="try-free-steps">
          <h2 className="try-free__heading" id="try-free-steps">
            {t('LANDING.STEPS.TITLE')}
          </h2>
          <ol className="try-free__step-list">
            {steps.map((step, index) => (
              <li key={step.TITLE}>
                <span className="try-free__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.TITLE}</h3>
                  <p>{step.TEXT}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  )
}
