import { useTranslation } from 'react-i18next'
import { ContactForm } from '../../contact/contact-form'
import { COMPANY_DETAILS } from '../content/company'
import { Icon } from '../shared/icon'
import { PageHeader } from '../shared/section'
import { usePageTitle } from '../shared/use-page-title'
import './contact-page.css'

/** /contact (000 §2): the support email and phone as mailto and tel links, then the contact form. */
export function ContactPage() {
  const { t } = useTranslation()
  usePageTitle(t('CONTACT.TITLE'))
  return (
    <>
      <PageHeader title={t('CONTACT.TITLE')} lead={t('CONTACT.LEAD')} />
      <div className="container page-body contact-page">
        <ul className="contact-channels" aria-label={t('CONTACT.TITLE')}>
          <li className="card contact-channel">
            <Icon name="mail" />
            <span>
              <span className="contact-channel__label">{t('CONTACT.EMAIL')}</span>
              <a href={`mailto:${COMPANY_DETAILS.SUPPORT_EMAIL}`}>{COMPANY_DETAILS.SUPPORT_EMAIL}</a>
            </span>
          </li>
          <li className="card contact-channel">
            <Icon name="telephone" />
            <span>
              <span className="contact-channel__label">{t('CONTACT.PHONE')}</span>
              <a href={COMPANY_DETAILS.PHONE_HREF}>{COMPANY_DETAILS.PHONE_DISPLAY}</a>
            </span>
          </li>
          <li className="card contact-channel">
            <Icon name="clock" />
            <span>
              <span className="contact-channel__label">{t('CONTACT.HOURS')}</span>
              {t('COMPANY.HOURS')}
            </span>
          </li>
          <li className="card contact-channel">
            <Icon name="pin" />
            <span>
              <span className="contact-channel__label">{t('CONTACT.ADDRESS')}</span>
              {t('COMPANY.ADDRESS')}
            </span>
          </li>
        </ul>
        <ContactForm />
      </div>
    </>
  )
}
