import { Suspense, lazy, useState } from 'react'
import { Link } from 'react-router'
import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { dashboardMachine } from '../../../machines/dashboard.machine'
import { api } from '../../api/client'
import { useCurrentUser } from '../../app/session'
import { Button, buttonClass } from '../../components/button/button'
import { PageSpinner, Spinner } from '../../components/spinner/spinner'
import { ChatbotCards } from './chatbot-cards'
import { dashboardActors } from './dashboard-actors'
import { StatCards } from './stat-cards'
import './dashboard.css'

// recharts is large: the figures and cards show while the charts' code arrives.
const DashboardCharts = lazy(() => import('./dashboard-charts').then((module) => ({ default: module.DashboardCharts })))

/** /app/dashboard (000 §2 "Dashboard"): renders machines/dashboard.machine.ts for the signed-in owner. */
export function DashboardPage() {
  const user = useCurrentUser()
  // The /app guard lets only a signed-in user here; a new user gets a fresh machine.
  return user ? <OwnerDashboard key={user.id} userId={user.id} name={user.username} /> : null
}

function OwnerDashboard({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation()
  const [machine] = useState(() => dashboardMachine.provide({ actors: dashboardActors(api) }))
  const [state, send] = useMachine(machine, { input: { userId } })
  const { data, overview, chatbotId } = state.context
  const loading = state.matches({ figures: 'loading' })
  const newChatbot = (
    <Link to="/app/chatbot-settings/new" className={buttonClass()}>
      {t('DASHBOARD.NEW_CHATBOT')}
    </Link>
  )

  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <div className="dashboard__heading">
          <h1 className="dashboard__title">{t('PAGES.DASHBOARD.TITLE')}</h1>
          <p className="dashboard__welcome">{t('PAGES.DASHBOARD.WELCOME', { name })}</p>
          {overview?.planName ? (
            <Link to="/app/subscription" className="dashboard__plan" data-testid="dashboard-plan">
              {t('DASHBOARD.CURRENT_PLAN', { name: overview.planName })}
            </Link>
          ) : null}
        </div>
        <div className="dashboard__actions">
          <label className="dashboard__filter">
            <span>{t('DASHBOARD.FILTER_LABEL')}</span>
            <select
              value={chatbotId ?? ''}
              onChange={(event) => send({ type: 'SELECT_CHATBOT', chatbotId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('DASHBOARD.FILTER_ALL')}</option>
              {overview?.chatbots.map((bot) => (
                <option key={bot.id} value={bot.id}>
                  {bot.name}
                </option>
              ))}
            </select>
          </label>
          {newChatbot}
        </div>
      </header>

      {loading && !data ? <PageSpinner label={t('DASHBOARD.LOADING')} /> : null}
      {loading && data ? <Spinner size={20} label={t('DASHBOARD.LOADING')} /> : null}

      {state.matches({ figures: 'failed' }) ? (
        <div className="dashboard__failed card" role="alert">
          <p>{t('DASHBOARD.FAILED')}</p>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('DASHBOARD.RETRY')}
          </Button>
        </div>
      ) : null}

      {data && !state.matches({ figures: 'failed' }) ? (
        <div className="dashboard__content" aria-busy={loading || undefined}>
          <StatCards data={data} />
          <Suspense fallback={<div className="dashboard__charts-loading" aria-hidden="true" />}>
            <DashboardCharts data={data} />
          </Suspense>
          <section className="dashboard__section" aria-labelledby="dashboard-bots-title">
            <h2 id="dashboard-bots-title" className="dashboard__section-title">
              {t('DASHBOARD.CHATBOTS.TITLE')}
            </h2>
            {data.chatbots.length === 0 ? (
              <div className="dashboard__empty card">
                <h3>{t('DASHBOARD.CHATBOTS.EMPTY_TITLE')}</h3>
                <p>{t('DASHBOARD.CHATBOTS.EMPTY_TEXT')}</p>
                {newChatbot}
              </div>
            ) : (
              <ChatbotCards chatbots={data.chatbots} />
            )}
          </section>
        </div>
      ) : null}
    </div>
  )
}
