import type { ReactNode } from 'react'
import { LanguageSwitcher } from '../language-switcher/language-switcher'
import { Logo } from '../logo/logo'
import './bare-layout.css'

/** For pages without the navigation bar and footer: the logo and the language switcher above the page. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bare-page">
      <div className="container">
        <div className="bare-page__header">
          <Logo />
          <LanguageSwitcher />
        </div>
        {children}
      </div>
    </div>
  )
}
