import type { ReactNode } from 'react'
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher'
import { Logo } from '../../components/logo/logo'
import './auth.css'

/** Login and register: a pitch panel on the left (hidden on small screens), the form on the right. */
export function AuthLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="auth">
      <aside className="auth__aside">{aside}</aside>
      <main className="auth__main">
        <header className="auth__header">
          <Logo />
          <LanguageSwitcher />
        </header>
        <div className="auth__card">{children}</div>
      </main>
    </div>
  )
}

/** A tick-marked list item of the pitch panel. */
export function PitchItem({ children }: { children: ReactNode }) {
  return (
    <li className="auth-pitch__item">
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.18" />
        <path d="M6 10.5l2.6 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{children}</span>
    </li>
  )
}
