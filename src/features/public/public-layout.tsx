import { useState } from 'react'
import { Link, NavLink, Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../app/session'
import { buttonClass } from '../../components/button/button'
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher'
import { Logo } from '../../components/logo/logo'
import './public-layout.css'

/** The public navigation bar's links (000 §2); each is highlighted only on an exact URL match. */
const LINKS = [
  { to: '/', labelKey: 'NAV.HOME' },
  { to: '/features', labelKey: 'NAV.FEATURES' },
  { to: '/pricing', labelKey: 'NAV.PRICING' },
  { to: '/about-company', labelKey: 'NAV.ABOUT_COMPANY' },
  { to: '/about-us', labelKey: 'NAV.ABOUT_US' },
] as const

/** Navigation bar, page, footer: the frame of the public pages. */
export function PublicLayout() {
  return (
    <div className="public">
      <PublicNav />
      <main className="public__main">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  )
}

function PublicNav() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  // View toggle: the slide-in menu on small screens.
  const [menuOpen, setMenuOpen] = useState(false)
  const close = () => setMenuOpen(false)

  const links = (
    <ul className="public-nav__links">
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className="public-nav__link" onClick={close}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
  const actions = user ? (
    <Link to="/app/dashboard" className={buttonClass()} onClick={close}>
      {t('NAV.DASHBOARD')}
    </Link>
  ) : (
    <>
      <Link to="/login" className={buttonClass({ variant: 'ghost' })} onClick={close}>
        {t('NAV.LOGIN')}
      </Link>
      <Link to="/try-free" className={buttonClass()} onClick={close}>
        {t('NAV.TRY_FREE')}
      </Link>
    </>
  )

  return (
    <header className="public-nav">
      <div className="container public-nav__bar">
        <Logo onClick={close} />
        <nav className="public-nav__desktop" aria-label={t('NAV.LABEL')}>
          {links}
        </nav>
        <div className="public-nav__actions">
          <LanguageSwitcher />
          <div className="public-nav__desktop-actions">{actions}</div>
          <button
            type="button"
            className="public-nav__toggle"
            aria-controls="public-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />
            </svg>
            <span className="visually-hidden">{t(menuOpen ? 'NAV.CLOSE_MENU' : 'NAV.OPEN_MENU')}</span>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <>
          <div className="public-nav__backdrop" aria-hidden="true" onClick={close} />
          <nav className="public-nav__drawer" id="public-menu" aria-label={t('NAV.LABEL')}>
            {links}
            <div className="public-nav__drawer-actions">{actions}</div>
          </nav>
        </>
      ) : null}
    </header>
  )
}

function PublicFooter() {
  const { t } = useTranslation()
  return (
    <footer className="public-footer">
      <div className="container public-footer__inner">
        <div className="public-footer__about">
          <strong>{t('APP.NAME')}</strong>
          <p>{t('FOOTER.DESCRIPTION')}</p>
        </div>
        <nav className="public-footer__links" aria-label={t('FOOTER.LABEL')}>
          <Link to="/features">{t('NAV.FEATURES')}</Link>
          <Link to="/pricing">{t('NAV.PRICING')}</Link>
          <Link to="/guide">{t('FOOTER.GUIDE')}</Link>
          <Link to="/contact">{t('FOOTER.CONTACT')}</Link>
          <Link to="/about-company">{t('NAV.ABOUT_COMPANY')}</Link>
          <Link to="/chinh-sach-bao-mat">{t('FOOTER.PRIVACY')}</Link>
          <Link to="/dieu-khoan-su-dung">{t('FOOTER.TERMS')}</Link>
          <Link to="/data-deletion">{t('FOOTER.DATA_DELETION')}</Link>
        </nav>
        <p className="public-footer__copyright">{t('FOOTER.COPYRIGHT', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
