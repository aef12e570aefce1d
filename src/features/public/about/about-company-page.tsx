import { useTranslation } from 'react-i18next'
import { COMPANY_DETAILS } from '../content/company'
import { Icon, type IconName } from '../shared/icon'
import { initialOf } from '../shared/initial'
import { PageHeader } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'
import { usePageTitle } from '../shared/use-page-title'
import './about.css'

interface Member {
  NAME: string
  ROLE: string
  BIO: string
}
interface Item {
  NAME: string
  TEXT: string
}
interface Pilot {
  INDUSTRY: string
  STATUS: string
  TEXT: string
}

const HARDWARE_ICONS: IconName[] = ['chip', 'bolt', 'search']

/** /about-company (000 §2): four team members, three language models, three hardware types, three pilot industries. */
export function AboutCompanyPage() {
  const { t } = useTranslation()
  usePageTitle(t('ABOUT_COMPANY.TITLE'))
  const team = useTranslatedList<Member>('ABOUT_COMPANY.TEAM')
  const models = useTranslatedList<Item>('ABOUT_COMPANY.MODELS')
  const hardware = useTranslatedList<Item>('ABOUT_COMPANY.HARDWARE')
  const pilots = useTranslatedList<Pilot>('ABOUT_COMPANY.PILOTS')

  return (
    <>
      <PageHeader title={t('ABOUT_COMPANY.TITLE')} lead={t('ABOUT_COMPANY.LEAD')} />
      <div className="container page-body about">
        <section className="about__block" aria-labelledby="about-team" id="team">
          <h2 id="about-team">{t('ABOUT_COMPANY.TEAM_TITLE')}</h2>
          <ul className="card-grid card-grid--fit">
            {team.map((member) => (
              <li key={member.NAME} className="card team-member">
                <span className="team-member__avatar" aria-hidden="true">
                  {initialOf(member.NAME)}
                </span>
                <h3 className="info-card__title">{member.NAME}</h3>
                <p className="team-member__role">{member.ROLE}</p>
                <p className="info-card__text">{member.BIO}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="about__block" aria-labelledby="about-models">
          <h2 id="about-models">{t('ABOUT_COMPANY.MODELS_TITLE')}</h2>
          <ul className="card-grid card-grid--fit">
            {models.map((model) => (
              <li key={model.NAME} className="card info-card">
                <span className="info-card__icon">
                  <Icon name="sparkles" />
                </span>
                <h3 className="info-card__title">{model.NAME}</h3>
                <p className="info-card__text">{model.TEXT}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="about__block" aria-labelledby="about-hardware">
          <h2 id="about-hardware">{t('ABOUT_COMPANY.HARDWARE_TITLE')}</h2>
          <ul className="card-grid card-grid--fit">
            {hardware.map((item, index) => (
              <li key={item.NAME} className="card info-card">
                <span className="info-card__icon">
                  <Icon name={HARDWARE_ICONS[index % HARDWARE_ICONS.length]} />
                </span>
                <h3 className="info-card__title">{item.NAME}</h3>
                <p className="info-card__text">{item.TEXT}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="about__block" aria-labelledby="about-pilots">
          <h2 id="about-pilots">{t('ABOUT_COMPANY.PILOTS_TITLE')}</h2>
          <ol className="pilots">
            {pilots.map((pilot) => (
              <li key={pilot.INDUSTRY} className="card pilots__item">
                <div className="pilots__head">
                  <h3 className="info-card__title">{pilot.INDUSTRY}</h3>
                  <span className="chip">{pilot.STATUS}</span>
                </div>
                <p className="info-card__text">{pilot.TEXT}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="about__block card careers" aria-labelledby="careers-title" id="careers">
          <h2 id="careers-title">{t('ABOUT_COMPANY.CAREERS_TITLE')}</h2>
          <p>{t('ABOUT_COMPANY.CAREERS_TEXT')}</p>
          <p>
            <a className="text-link" href={`mailto:${COMPANY_DETAILS.CAREERS_EMAIL}`}>
              <Icon name="mail" size={18} />
              {t('ABOUT_COMPANY.CAREERS_LINK')}: {COMPANY_DETAILS.CAREERS_EMAIL}
            </a>
          </p>
        </section>
      </div>
    </>
  )
}
