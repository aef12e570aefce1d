import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../app/session'
import { buttonClass } from '../../components/button/button'

/** /app/dashboard for now: a greeting; the figures and charts of 000 §2 "Dashboard" come later. */
export function DashboardPage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  return (
    <section className="placeholder-page" aria-labelledby="dashboard-title">
      <span className="placeholder-page__badge">{t('PLACEHOLDER.BADGE')}</span>
      <h1 className="placeholder-page__title" id="dashboard-title">
        {t('PAGES.DASHBOARD.TITLE')}
      </h1>
      <p className="placeholder-page__text">{t('PAGES.DASHBOARD.WELCOME', { name: user?.username ?? '' })}</p>
      <p className="placeholder-page__text">{t('PAGES.DASHBOARD.DESCRIPTION')}</p>
      <div>
        <Link to="/app/chatbot-settings/new" className={buttonClass()}>
          {t('PAGES.DASHBOARD.NEW_CHATBOT')}
        </Link>
      </div>
    </section>
  )
}
