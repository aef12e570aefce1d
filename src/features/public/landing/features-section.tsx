import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MAIN_FEATURES } from '../content/features'
import { Icon } from '../shared/icon'
import { Section } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'

interface Step {
  TITLE: string
  TEXT: string
}

/** The main features, each with Learn more, and Explore all → /features (000 §2); then the three setup steps (000 §1). */
export function FeaturesSection() {
  const { t } = useTranslation()
  const steps = useTranslatedList<Step>('LANDING.STEPS.ITEMS')
  return (
    <Section id="features" title={t('LANDING.FEATURES.TITLE')} subtitle={t('LANDING.FEATURES.SUBTITLE')} tone="muted">
      <ul className="card-grid">
        {MAIN_FEATURES.map((feature) => {
          const title = t(`FEATURE_LIST.ITEMS.${feature.id}.TITLE`)
          return (
            <li key={feature.id} className="card info-card">
              <span className="info-card__icon">
                <Icon name={feature.icon} />
              </span>
              <h3 className="info-card__title">{title}</h3>
              <p className="info-card__text">{t(`FEATURE_LIST.ITEMS.${feature.id}.DESCRIPTION`)}</p>
              <Link
                to={`/features#${feature.anchor}`}
                className="text-link"
                aria-label={t('LANDING.FEATURES.LEARN_MORE_ABOUT', { title })}
              >
                <span aria-hidden="true">{t('LANDING.FEATURES.LEARN_MORE')}</span>
                <Icon name="arrowRight" size={16} />
              </Link>
            </li>
          )
        })}
      </ul>
      <p className="features-section__all">
        <Link to="/features" className="text-link">
          {t('LANDING.FEATURES.EXPLORE_ALL')}
          <Icon name="arrowRight" size={16} />
        </Link>
      </p>

      <h3 className="steps__title">{t('LANDING.STEPS.TITLE')}</h3>
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.TITLE} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h4 className="steps__name">{step.TITLE}</h4>
              <p className="steps__text">{step.TEXT}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
