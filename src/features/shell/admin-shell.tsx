import { useState } from 'react'
import { NavLink, Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useCurrentUser, useSessionActor } from '../../app/session'
import { LAYOUT } from '../../config/constants'
import { Logo } from '../../components/logo/logo'
import { NavIcon } from './nav-icon'
import { ProfileDialog, initialOf } from './profile-dialog'
import { SIDEBAR_ENTRIES } from './sidebar-entries'
import './admin-shell.css'

/** The signed-in area's frame (000 §2 "Admin shell"). The /app guard sits above it in the router. */
export function AdminShell() {
  const { t } = useTranslation()
  const session = useSessionActor()
  const user = useCurrentUser()
  // Two view toggles, no flow: the mobile sidebar and the profile modal.
  const [menuOpen, setMenuOpen] = useState(false)
  const [profileOpen, setProfileOpen] = useState(false)

  // Under 1024 px the sidebar slides over the page and closes when the user navigates.
  const closeMenuIfNarrow = () => {
    if (window.innerWidth < LAYOUT.SIDEBAR_COLLAPSE_BELOW_PX) setMenuOpen(false)
  }

  const logout = () => {
    setProfileOpen(false)
    // The session clears storage and goes to /login (machines/session.machine.ts).
    session.send({ type: 'LOGOUT' })
  }

  return (
    <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
      <header className="shell__topbar">
        <button
          type="button"
          className="shell__menu-toggle"
          aria-controls="admin-sidebar"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <NavIcon name={menuOpen ? 'close' : 'menu'} size={22} />
          <span className="visually-hidden">{t(menuOpen ? 'SHELL.CLOSE_MENU' : 'SHELL.OPEN_MENU')}</span>
        </button>
        <Logo onClick={closeMenuIfNarrow} />
      </header>

      <aside className="shell__sidebar" id="admin-sidebar">
        <div className="shell__brand">
          <Logo onClick={closeMenuIfNarrow} />
        </div>
        <nav className="shell__nav" aria-label={t('SHELL.NAV.LABEL')}>
          <ul>
            {SIDEBAR_ENTRIES.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end} className="shell__nav-link" onClick={closeMenuIfNarrow}>
                  <NavIcon name={entry.icon} />
                  <span>{t(entry.labelKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <button type="button" className="shell__user" onClick={() => setProfileOpen(true)} aria-haspopup="dialog">
            <span className="shell__avatar" aria-hidden="true">
              {initialOf(user.username)}
            </span>
            <span className="shell__user-text">
              <span className="shell__user-name">{user.username}</span>
              <span className="shell__user-email">{user.email}</span>
            </span>
            <span className="visually-hidden">{t('SHELL.PROFILE.OPEN')}</span>
          </button>
        ) : null}
      </aside>

      {menuOpen ? <div className="shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}

      <main className="shell__content">
        <Outlet />
      </main>

      {user ? <ProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} onLogout={logout} /> : null}
    </div>
  )
}
