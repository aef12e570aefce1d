import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'
import { EXTRA_FEATURES, MAIN_FEATURES } from '../content/features'
import { Icon } from '../shared/icon'
import { PageHeader, Section } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'
import { usePageTitle } from '../shared/use-page-title'

/** /features (000 §2): the feature grid with benefit chips, the six extra features, and calls to /try-free and /pricing. */
export function FeaturesPage() {
  const { t } = useTranslation()
  usePageTitle(t('FEATURES_PAGE.TITLE'))
  // The card a "Learn more" link pointed at is outlined.
  const target = useLocation().hash.slice(1)

  return (
    <>
      <PageHeader title={t('FEATURES_PAGE.TITLE')} lead={t('FEATURES_PAGE.LEAD')} />
      <Section id="core-features" title={t('FEATURES_PAGE.MAIN_TITLE')}>
        <ul className="card-grid card-grid--pairs">
          {MAIN_FEATURES.map((feature) => (
            <MainFeature key={feature.id} id={feature.id} anchor={feature.anchor} icon={feature.icon} highlighted={target === feature.anchor} />
          ))}
        </ul>
      </Section>
      <Section id="more-features" title={t('FEATURES_PAGE.EXTRA_TITLE')} tone="muted">
        <ul className="card-grid card-grid--wide">
          {EXTRA_FEATURES.map((feature) => (
            <li key={feature.id} id={feature.anchor} className={cardClass(target === feature.anchor)}>
              <span className="info-card__icon">
                <Icon name={feature.icon} />
              </span>
              <h3 className="info-card__title">{t(`FEATURES_PAGE.EXTRA.${feature.id}.TITLE`)}</h3>
              <p className="info-card__text">{t(`FEATURES_PAGE.EXTRA.${feature.id}.DESCRIPTION`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section className="public-section" aria-labelledby="features-cta-title">
        <div className="container">
          <div className="cta-band">
            <h2 className="cta-band__title" id="features-cta-title">
              {t('FEATURES_PAGE.CTA.TITLE')}
            </h2>
            <p className="cta-band__text">{t('FEATURES_PAGE.CTA.TEXT')}</p>
            <div className="cta-band__actions">
              <Link to="/try-free" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                {t('FEATURES_PAGE.CTA.TRY_FREE')}
              </Link>
              <Link to="/pricing" className={buttonClass({ variant: 'ghost', size: 'lg', className: 'cta-band__ghost' })}>
                {t('FEATURES_PAGE.CTA.PRICING')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

function MainFeature({ id, anchor, icon, highlighted }: { id: string; anchor: string; icon: Parameters<typeof Icon>[0]['name']; highlighted: boolean }) {
  const { t } = useTranslation()
  const benefits = useTranslatedList<string>(`FEATURE_LIST.ITEMS.${id}.BENEFITS`)
  return (
    <li id={anchor} className={cardClass(highlighted)}>
      <span className="info-card__icon">
        <Icon name={icon} />
      </span>
      <h3 className="info-card__title">{t(`FEATURE_LIST.ITEMS.${id}.TITLE`)}</h3>
      <p className="info-card__text">{t(`FEATURE_LIST.ITEMS.${id}.DESCRIPTION`)}</p>
      <ul className="chip-list">
        {benefits.map((benefit) => (
          <li key={benefit} className="chip">
            {benefit}
          </li>
        ))}
      </ul>
    </li>
  )
}

const cardClass = (highlighted: boolean) => ['card', 'info-card', highlighted && 'info-card--highlight'].filter(Boolean).join(' ')
