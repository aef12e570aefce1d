import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'
import { LazyPlanGrid } from '../shared/plan-grid-lazy'
import { PageHeader } from '../shared/section'
import { usePageTitle } from '../shared/use-page-title'
import { FaqList } from './faq-list'

/** /pricing (000 §2): the plan cards (with the payment modal), the FAQ, and a call to action. */
export function PricingPage() {
  const { t } = useTranslation()
  usePageTitle(t('PRICING_PAGE.TITLE'))
  return (
    <>
      <PageHeader title={t('PRICING_PAGE.TITLE')} lead={t('PRICING_PAGE.LEAD')} />
      <div className="container page-body">
        <LazyPlanGrid />
      </div>
      <FaqList />
      <section className="public-section" aria-labelledby="pricing-cta-title">
        <div className="container">
          <div className="cta-band">
            <h2 className="cta-band__title" id="pricing-cta-title">
              {t('PRICING_PAGE.CTA.TITLE')}
            </h2>
            <p className="cta-band__text">{t('PRICING_PAGE.CTA.TEXT')}</p>
            <div className="cta-band__actions">
              <Link to="/contact" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                {t('PRICING_PAGE.CTA.CONTACT')}
              </Link>
              <Link to="/try-free" className="cta-band__link">
                {t('PRICING_PAGE.CTA.TRY_FREE')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
