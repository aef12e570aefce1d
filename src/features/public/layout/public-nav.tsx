import { useEffect, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../../app/session'
import { buttonClass } from '../../../components/button/button'
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher'
import { Logo } from '../../../components/logo/logo'

/** The public navigation bar's links (000 §2); each is highlighted only on an exact URL match. */
export const NAV_LINKS = [
  { to: '/', labelKey: 'NAV.HOME' },
  { to: '/features', labelKey: 'NAV.FEATURES' },
  { to: '/pricing', labelKey: 'NAV.PRICING' },
  { to: '/about-company', labelKey: 'NAV.ABOUT_COMPANY' },
  { to: '/about-us', labelKey: 'NAV.ABOUT_US' },
] as const

/**
 * Navigation bar (000 §2): logo, links, Login + Try free (signed out) or Dashboard (signed in),
 * the language switcher, and on small screens a slide-in menu with a backdrop that any link,
 * the backdrop or Escape closes.
 */
export function PublicNav() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  // View toggle: the slide-in menu on small screens.
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLElement>(null)
  const close = () => setMenuOpen(false)
  /** Closed without choosing a page: focus goes back to the menu button. */
  const closeAndReturn = () => {
    setMenuOpen(false)
    toggle.current?.focus()
  }

  useEffect(() => {
    if (!menuOpen) return
    drawer.current?.querySelector<HTMLElement>('a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    // The page behind the open menu does not scroll.
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [menuOpen])

  const links = (
    <ul className="public-nav__links">
      {NAV_LINKS.map((link) => (
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
    <>
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
              ref={toggle}
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
      </header>
      {/* Outside the header: its backdrop blur would otherwise confine these fixed layers to the bar. */}
      {menuOpen ? (
        <>
          <div className="public-nav__backdrop" data-testid="public-menu-backdrop" aria-hidden="true" onClick={closeAndReturn} />
          <nav className="public-nav__drawer" id="public-menu" ref={drawer} aria-label={t('NAV.LABEL')}>
            <button type="button" className="public-nav__drawer-close" onClick={closeAndReturn}>
              <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
              <span className="visually-hidden">{t('NAV.CLOSE_MENU')}</span>
            </button>
            {links}
            <div className="public-nav__drawer-actions">{actions}</div>
          </nav>
        </>
      ) : null}
    </>
  )
}
