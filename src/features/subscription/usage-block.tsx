import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import { Spinner } from '../../components/spinner/spinner'
import { formatDateTime } from '../../lib/dates'
import type { PlansActor } from '../plans/use-plans-actor'

/** The owner's real usage from GET /subscriptions/current (decision 403), not the spec's sample figures. */
export function UsageBlock({ actor }: { actor: PlansActor }) {
  const { t, i18n } = useTranslation()
  const account = useSelector(actor, (snapshot) => snapshot.context.account)
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ account: 'loading' }))
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ account: 'failed' }))
  const language = i18n.language.startsWith('en') ? 'en' : 'vi'

  let body
  if (loading) body = <Spinner size={24} label={t('SUBSCRIPTION.USAGE.LOADING')} />
  else if (failed || !account) {
    body = (
      <div className="usage__failed" role="alert">
        <p>{t('SUBSCRIPTION.USAGE.FAILED')}</p>
        <Button variant="secondary" onClick={() => actor.send({ type: 'RELOAD_ACCOUNT' })}>
          {t('SUBSCRIPTION.USAGE.RETRY')}
        </Button>
      </div>
    )
  } else {
    const { plan, usage, expires_at } = account.current
    const ofLimit = (used: number, limit: number | null) =>
      limit === null ? t('SUBSCRIPTION.USAGE.UNLIMITED', { used }) : t('SUBSCRIPTION.USAGE.OF', { used, limit })
    body = (
      <>
        <p className="usage__plan" data-testid="current-plan">
          <strong>{t('SUBSCRIPTION.USAGE.PLAN', { name: plan.name })}</strong>
          <span>
            {expires_at
              ? t('SUBSCRIPTION.USAGE.EXPIRES', { date: formatDateTime(expires_at, undefined, language) })
              : t('SUBSCRIPTION.USAGE.NO_EXPIRY')}
          </span>
        </p>
        <dl className="usage__figures">
          <UsageFigure label={t('SUBSCRIPTION.USAGE.MESSAGES')} value={ofLimit(usage.messages_used, usage.messages_limit)} used={usage.messages_used} limit={usage.messages_limit} />
          <UsageFigure label={t('SUBSCRIPTION.USAGE.CHATBOTS')} value={ofLimit(usage.chatbots_used, usage.chatbots_limit)} used={usage.chatbots_used} limit={usage.chatbots_limit} />
          <UsageFigure
            label={t('SUBSCRIPTION.USAGE.DAYS')}
            value={usage.days_remaining === null ? t('SUBSCRIPTION.USAGE.DAYS_NONE') : t('SUBSCRIPTION.USAGE.DAYS_VALUE', { count: usage.days_remaining })}
          />
        </dl>
      </>
    )
  }

  return (
    <section aria-labelledby="usage-title" className="subscription__section card usage">
      <h2 id="usage-title" className="subscription__section-title">
        {t('SUBSCRIPTION.USAGE.TITLE')}
      </h2>
      {body}
    </section>
  )
}

function UsageFigure({ label, value, used, limit }: { label: string; value: string; used?: number; limit?: number | null }) {
  const share = used !== undefined && limit ? Math.min(100, Math.round((used / limit) * 100)) : null
  return (
    <div className="usage__figure">
      <dt>{label}</dt>
      <dd>
        <span className="usage__value">{value}</span>
        {share !== null ? (
          <span className="usage__bar" aria-hidden="true">
            <span className={share >= 90 ? 'usage__bar-fill usage__bar-fill--high' : 'usage__bar-fill'} style={{ width: `${share}%` }} />
          </span>
        ) : null}
      </dd>
    </div>
  )
}
