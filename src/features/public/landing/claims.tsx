import { useTranslation } from 'react-i18next'
import { MARKETING_CLAIMS } from '../../../config/constants'

/** The marketing claims of 000 §1, as a strip of figures under the hero. */
export function Claims() {
  const { t } = useTranslation()
  const claims = [
    { value: `+${MARKETING_CLAIMS.CONVERSION_UP_PERCENT}%`, label: t('LANDING.CLAIMS.CONVERSION') },
    { value: `-${MARKETING_CLAIMS.RESPONSE_TIME_DOWN_PERCENT}%`, label: t('LANDING.CLAIMS.RESPONSE_TIME') },
    { value: `-${MARKETING_CLAIMS.COST_DOWN_PERCENT}%`, label: t('LANDING.CLAIMS.COST') },
    { value: `+${MARKETING_CLAIMS.CLOSE_RATE_UP_PERCENT}%`, label: t('LANDING.CLAIMS.CLOSE_RATE') },
    { value: t('LANDING.CLAIMS.UNDER_SECONDS', { seconds: MARKETING_CLAIMS.RESPONSE_UNDER_SECONDS }), label: t('LANDING.CLAIMS.RESPONSE_SPEED') },
    { value: `${MARKETING_CLAIMS.SATISFACTION_PERCENT}%`, label: t('LANDING.CLAIMS.SATISFACTION') },
  ]
  return (
    <section className="claims" aria-labelledby="claims-title">
      <div className="container">
        <h2 className="visually-hidden" id="claims-title">
          {t('LANDING.CLAIMS.TITLE')}
        </h2>
        <dl className="claims__list">
          {claims.map((claim) => (
            <div className="claims__item" key={claim.label}>
              <dt className="claims__label">{claim.label}</dt>
              <dd className="claims__value">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
