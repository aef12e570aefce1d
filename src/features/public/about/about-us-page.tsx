import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'
import { COMPANY_DETAILS } from '../content/company'
import { PageHeader } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'
import { usePageTitle } from '../shared/use-page-title'
import './about.css'

interface Value {
  TITLE: string
  TEXT: string
}

/** /about-us (000 §2): mission, values, and the company's fixed tax code, representative and address (fictional). */
export function AboutUsPage() {
  const { t } = useTranslation()
  usePageTitle(t('ABOUT_US.TITLE'))
  const values = useTranslatedList<Value>('ABOUT_US.VALUES')
  const details: Array<[string, React.ReactNode]> = [
    [t('ABOUT_US.COMPANY_NAME'), t('COMPANY.NAME')],
    [t('ABOUT_US.TAX_CODE'), COMPANY_DETAILS.TAX_CODE],
    [t('ABOUT_US.REPRESENTATIVE'), t('COMPANY.REPRESENTATIVE')],
    [t('ABOUT_US.ADDRESS'), t('COMPANY.ADDRESS')],
    [t('ABOUT_US.EMAIL'), <a href={`mailto:${COMPANY_DETAILS.SUPPORT_EMAIL}`}>{COMPANY_DETAILS.SUPPORT_EMAIL}</a>],
    [t('ABOUT_US.PHONE'), <a href={COMPANY_DETAILS.PHONE_HREF}>{COMPANY_DETAILS.PHONE_DISPLAY}</a>],
  ]

  return (
    <>
      <PageHeader title={t('ABOUT_US.TITLE')} lead={t('ABOUT_US.LEAD')} />
      <div className="container page-body about">
        <section className="about__block" aria-labelledby="about-mission">
          <h2 id="about-mission">{t('ABOUT_US.MISSION_TITLE')}</h2>
          <p className="about__mission">{t('ABOUT_US.MISSION')}</p>
        </section>
        <section className="about__block" aria-labelledby="about-values">
          <h2 id="about-values">{t('ABOUT_US.VALUES_TITLE')}</h2>
          <ul className="card-grid card-grid--fit">
            {values.map((value) => (
              <li key={value.TITLE} className="card info-card">
                <h3 className="info-card__title">{value.TITLE}</h3>
                <p className="info-card__text">{value.TEXT}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="about__block card" aria-labelledby="about-company">
          <h2 id="about-company">{t('ABOUT_US.COMPANY_TITLE')}</h2>
          <dl className="company-details">
            {details.map(([label, value]) => (
              <div key={label} className="company-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <Link to="/contact" className={buttonClass()}>
              {t('ABOUT_US.CONTACT')}
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}
