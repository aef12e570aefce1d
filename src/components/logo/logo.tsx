import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import './logo.css'

/** The product mark and name, linking home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation()
  return (
    <Link to="/" className={['logo', className].filter(Boolean).join(' ')} onClick={onClick} aria-label={t('LOGO.HOME')}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M9 11.5a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-4.5L11 24v-3.6A3 3 0 0 1 9 17.5z" fill="#fff" />
        <circle cx="13.5" cy="14.5" r="1.3" fill="currentColor" />
        <circle cx="18.5" cy="14.5" r="1.3" fill="currentColor" />
      </svg>
      <span className="logo__name">{t('APP.NAME')}</span>
    </Link>
  )
}
