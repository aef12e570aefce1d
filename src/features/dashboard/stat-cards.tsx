import { useTranslation } from 'react-i18next'
import type { DashboardData } from '../../../machines/dashboard.machine'
import { changeTone, formatChange, formatNumber } from './figures'

/** The four stat cards of 000 §2, each with its change from last month. */
export function StatCards({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const cards = [
    { key: 'CONVERSATIONS', value: formatNumber(data.total_conversations, lang), change: data.growth.conversations, inverted: false },
    { key: 'ACTIVE_USERS', value: formatNumber(data.active_users, lang), change: data.growth.users, inverted: false },
    {
      key: 'SATISFACTION',
      value: t('DASHBOARD.STATS.PERCENT', { value: formatNumber(data.satisfaction_rate, lang, 1) }),
      change: data.growth.satisfaction,
      inverted: false,
    },
    {
      key: 'RESPONSE_TIME',
      value: t('DASHBOARD.STATS.SECONDS', { value: formatNumber(data.avg_response_time, lang, 2) }),
      change: data.growth.response_time,
      inverted: true,
    },
  ] as const
  return (
    <div className="dashboard__stats-wrap">
      <ul className="dashboard__stats" aria-label={t('DASHBOARD.STATS.LABEL')}>
        {cards.map((card) => (
          <li key={card.key} className="stat-card" data-testid={`stat-${card.key.toLowerCase()}`}>
            <span className="stat-card__label">{t(`DASHBOARD.STATS.${card.key}`)}</span>
            <strong className="stat-card__value">{card.value}</strong>
            <span className={`stat-card__change stat-card__change--${changeTone(card.change, card.inverted)}`}>
              {t('DASHBOARD.STATS.CHANGE', { change: formatChange(card.change, lang) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="dashboard__note">{t('DASHBOARD.STATS.NOT_MEASURED')}</p>
    </div>
  )
}
