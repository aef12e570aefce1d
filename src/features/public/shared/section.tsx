import type { ReactNode } from 'react'
import './public.css'

interface SectionProps {
  /** The element id (anchor) and the base of the heading's id. */
  id: string
  title: ReactNode
  subtitle?: ReactNode
  /** The band's background. */
  tone?: 'plain' | 'muted' | 'brand'
  children: ReactNode
}

/** A full-width band of a public page with its own h2. */
export function Section({ id, title, subtitle, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} className={`public-section public-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <header className="public-section__header">
          <h2 className="public-section__title" id={headingId}>
            {title}
          </h2>
          {subtitle ? <p className="public-section__subtitle">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}

/** The title band of an inner page: its h1 and one lead paragraph. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container page-header__inner">
        <h1 className="page-header__title">{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  )
}

/** A green tick list. */
export function TickList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={['tick-list', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={index}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
