import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { DashboardData } from '../../../machines/dashboard.machine'
import { buttonClass } from '../../components/button/button'
import { formatNumber, textColourOn } from './figures'

/** 000 §2: the owner's chatbots, each with a header in its colour and a Configure link. */
export function ChatbotCards({ chatbots }: { chatbots: DashboardData['chatbots'] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <ul className="dashboard__bots" aria-label={t('DASHBOARD.CHATBOTS.TITLE')}>
      {chatbots.map((bot) => (
        <li key={bot.id} className="bot-card card" data-testid={`chatbot-card-${bot.id}`}>
          <div className="bot-card__header" style={{ background: bot.color, color: textColourOn(bot.color) }}>
            <h3 className="bot-card__name">{bot.name}</h3>
          </div>
          <div className="bot-card__body">
            <p className="bot-card__tagline">{bot.tagline?.trim() || t('DASHBOARD.CHATBOTS.NO_TAGLINE')}</p>
            <dl className="bot-card__counts">
              <div>
                <dt>{t('DASHBOARD.CHATBOTS.CONVERSATIONS')}</dt>
                <dd>{formatNumber(bot.conversation_count, lang)}</dd>
              </div>
              <div>
                <dt>{t('DASHBOARD.CHATBOTS.USERS')}</dt>
                <dd>{formatNumber(bot.users, lang)}</dd>
              </div>
              <div>
                <dt>{t('DASHBOARD.CHATBOTS.SATISFACTION')}</dt>
                <dd>{t('DASHBOARD.STATS.PERCENT', { value: formatNumber(bot.satisfaction_rate, lang, 1) })}</dd>
              </div>
            </dl>
            <Link
              to={`/app/chatbot-settings/${bot.id}`}
              className={buttonClass({ variant: 'secondary', block: true })}
              aria-label={t('DASHBOARD.CHATBOTS.CONFIGURE_LABEL', { name: bot.name })}
            >
              {t('DASHBOARD.CHATBOTS.CONFIGURE')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
