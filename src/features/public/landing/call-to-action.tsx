import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'

/** Try free (/register) and Contact (000 §2). */
export function CallToAction() {
  const { t } = useTranslation()
  return (
    <section className="public-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <h2 className="cta-band__title" id="cta-title">
            {t('LANDING.CTA.TITLE')}
          </h2>
          <p className="cta-band__text">{t('LANDING.CTA.TEXT')}</p>
          <div className="cta-band__actions">
            <Link to="/register" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('LANDING.CTA.TRY_FREE')}
            </Link>
            <Link to="/contact" className={buttonClass({ variant: 'ghost', size: 'lg', className: 'cta-band__ghost' })}>
              {t('LANDING.CTA.CONTACT')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
