import { useTranslation } from 'react-i18next'
import { PlanGridView } from '../plans/plan-grid'
import { usePlansActor } from '../plans/use-plans-actor'
import { UsageBlock } from './usage-block'
import './subscription.css'

const FAQ = ['CHANGE', 'CANCEL', 'SECURITY', 'LANGUAGES'] as const

/**
 * /app/subscription (000 §2 "Subscription screen"): the plan cards with the current plan marked and
 * the payment modal, the owner's real usage (decision 403) and the FAQ claims.
 */
export function SubscriptionPage() {
  const { t } = useTranslation()
  // The /app area is signed-in only.
  const actor = usePlansActor(true)
  return (
    <div className="subscription">
      <header className="subscription__header">
        <h1 className="subscription__title">{t('PAGES.SUBSCRIPTION.TITLE')}</h1>
        <p className="subscription__subtitle">{t('SUBSCRIPTION.SUBTITLE')}</p>
      </header>

      <section aria-labelledby="subscription-plans-title" className="subscription__section">
        <h2 id="subscription-plans-title" className="visually-hidden">
          {t('SUBSCRIPTION.PLANS_TITLE')}
        </h2>
        <PlanGridView actor={actor} />
      </section>

      <UsageBlock actor={actor} />

      <section aria-labelledby="subscription-faq-title" className="subscription__section card">
        <h2 id="subscription-faq-title" className="subscription__section-title">
          {t('SUBSCRIPTION.FAQ.TITLE')}
        </h2>
        <dl className="subscription__faq">
          {FAQ.map((item) => (
            <div key={item} className="subscription__faq-item">
              <dt>{t(`SUBSCRIPTION.FAQ.${item}_Q`)}</dt>
              <dd>{t(`SUBSCRIPTION.FAQ.${item}_A`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
