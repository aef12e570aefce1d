import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Logo } from '../../../components/logo/logo'
import { SOCIAL_LINKS } from '../content/company'

interface FooterLink {
  labelKey: string
  to: string
  external?: boolean
}

/** The footer columns of 000 §2, each entry leading to the page or section that covers it (decision 504). */
export const FOOTER_COLUMNS: ReadonlyArray<{ titleKey: string; links: FooterLink[] }> = [
  {
    titleKey: 'PUBLIC.FOOTER.PRODUCT',
    links: [
      { labelKey: 'PUBLIC.FOOTER.FEATURES', to: '/features' },
      { labelKey: 'PUBLIC.FOOTER.PRICING', to: '/pricing' },
      { labelKey: 'PUBLIC.FOOTER.INTEGRATION', to: '/features#integration' },
      { labelKey: 'PUBLIC.FOOTER.API', to: '/guide#api' },
      { labelKey: 'PUBLIC.FOOTER.SECURITY', to: '/chinh-sach-bao-mat#security' },
    ],
  },
  {
    titleKey: 'PUBLIC.FOOTER.SUPPORT',
    links: [
      { labelKey: 'PUBLIC.FOOTER.HELP_CENTER', to: '/guide' },
      { labelKey: 'PUBLIC.FOOTER.GUIDES', to: '/guide#tutorials' },
      { labelKey: 'PUBLIC.FOOTER.TUTORIALS', to: '/guide#video' },
      { labelKey: 'PUBLIC.FOOTER.CONTACT', to: '/contact' },
      { labelKey: 'PUBLIC.FOOTER.COMMUNITY', to: SOCIAL_LINKS[0].href, external: true },
    ],
  },
  {
    titleKey: 'PUBLIC.FOOTER.COMPANY',
    links: [
      { labelKey: 'PUBLIC.FOOTER.ABOUT', to: '/about-us' },
      { labelKey: 'PUBLIC.FOOTER.ABOUT_COMPANY', to: '/about-company' },
      { labelKey: 'PUBLIC.FOOTER.CAREERS', to: '/about-company#careers' },
      { labelKey: 'PUBLIC.FOOTER.PRIVACY', to: '/chinh-sach-bao-mat' },
      { labelKey: 'PUBLIC.FOOTER.TERMS', to: '/dieu-khoan-su-dung' },
      { labelKey: 'PUBLIC.FOOTER.DATA_DELETION', to: '/data-deletion' },
    ],
  },
]

/** Footer (000 §2): product, support and company columns; social links; description; copyright. */
export function PublicFooter() {
  const { t } = useTranslation()
  return (
    <footer className="public-footer">
      <div className="container public-footer__inner">
        <div className="public-footer__about">
          <Logo />
          <p>{t('FOOTER.DESCRIPTION')}</p>
          <ul className="public-footer__social" aria-label={t('PUBLIC.FOOTER.SOCIAL')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={t('PUBLIC.FOOTER.SOCIAL_LINK', { network: social.network })}>
                  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.titleKey} className="public-footer__column" aria-label={t(column.titleKey)}>
            <h2 className="public-footer__heading">{t(column.titleKey)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.labelKey}>
                  {link.external ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer">
                      {t(link.labelKey)}
                    </a>
                  ) : (
                    <Link to={link.to}>{t(link.labelKey)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className="public-footer__copyright">{t('FOOTER.COPYRIGHT', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
