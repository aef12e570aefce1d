import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import { inLanguage, type DisplayPlan } from './plan-display'

interface PlanCardProps {
  plan: DisplayPlan
  /** The owner is on this plan now. */
  current: boolean
  onChoose: (plan: DisplayPlan) => void
}

/** One plan card (000 §2 "Pricing page"): badge, name, description, price, ticks and crosses, button. */
export function PlanCard({ plan, current, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation()
  const text = (vi: string, en: string) => inLanguage(i18n.language, vi, en)
  const name = text(plan.name, plan.nameEn)
  const action = text(plan.buttonText, plan.buttonTextEn)
  const classes = ['plan-card', `plan-card--${plan.colour}`, plan.popular && 'plan-card--popular', current && 'plan-card--current']
  // Re-choosing the free plan one is already on would change nothing (decision 402).
  const nothingToBuy = current && plan.amount === 0
  const label = nothingToBuy ? t('PLANS.CURRENT') : action
  return (
    <article className={classes.filter(Boolean).join(' ')} aria-labelledby={`plan-${plan.id}-name`}>
      <div className="plan-card__badges">
        {plan.popular ? <span className="plan-card__badge plan-card__badge--popular">{t('PLANS.POPULAR')}</span> : null}
        {current ? <span className="plan-card__badge plan-card__badge--current">{t('PLANS.CURRENT')}</span> : null}
      </div>
      <h3 className="plan-card__name" id={`plan-${plan.id}-name`}>
        {name}
      </h3>
      <p className="plan-card__description">{text(plan.description, plan.descriptionEn)}</p>
      <p className="plan-card__price">
        {text(plan.price, plan.priceEn)}
        {plan.period ? <span className="plan-card__period">{plan.period}</span> : null}
      </p>
      <ul className="plan-card__features" aria-label={t('PLANS.FEATURES', { name })}>
        {plan.features.map((feature, index) => (
          <li key={index} className={feature.included ? 'plan-card__feature' : 'plan-card__feature plan-card__feature--excluded'}>
            <FeatureMark included={feature.included} />
            <span className="visually-hidden">{feature.included ? t('PLANS.INCLUDED') : t('PLANS.EXCLUDED')}: </span>
            <span>{text(feature.name, feature.nameEn)}</span>
          </li>
        ))}
      </ul>
      <Button
        className="plan-card__button"
        variant={plan.popular ? 'primary' : 'secondary'}
        block
        disabled={nothingToBuy}
        aria-label={t('PLANS.CHOOSE', { action: label, name })}
        onClick={() => onChoose(plan)}
      >
        {label}
      </Button>
    </article>
  )
}

function FeatureMark({ included }: { included: boolean }) {
  return included ? (
    <svg className="plan-card__mark plan-card__mark--tick" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path d="M5 10.5l3.2 3.2L15 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg className="plan-card__mark plan-card__mark--cross" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path d="M6 6l8 8M14 6l-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}
