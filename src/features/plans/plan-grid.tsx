import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../app/session'
import { Spinner } from '../../components/spinner/spinner'
import { PaymentModal } from '../payment/payment-modal'
import { PlanCard } from './plan-card'
import { toDisplayPlan, toSelectedPlan } from './plan-display'
import { usePlansActor, type PlansActor } from './use-plans-actor'
import './plan-grid.css'

/**
 * The plan cards with the Plan button rule of 000 §4, self-contained for the landing page and
 * /pricing: signed out → /login; signed in → the payment modal with the plan; the current plan is
 * marked for a signed-in owner.
 */
export function PlanGrid() {
  const user = useCurrentUser()
  return <OwnPlanGrid key={user?.id ?? 'visitor'} signedIn={user !== null} />
}

function OwnPlanGrid({ signedIn }: { signedIn: boolean }) {
  return <PlanGridView actor={usePlansActor(signedIn)} />
}

/** The cards and the payment modal of a plans actor the page owns (the subscription screen shares it with its usage block). */
export function PlanGridView({ actor }: { actor: PlansActor }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const state = useSelector(actor, (snapshot) => snapshot)
  const { plans, account, selected, attempt } = state.context
  const currentPlanId = account?.current.plan.id ?? null

  if (state.matches({ catalogue: 'loading' })) {
    return (
      <div className="plan-grid plan-grid--loading">
        <Spinner size={28} label={t('PLANS.LOADING')} />
      </div>
    )
  }

  return (
    <div className="plan-grid-wrap">
      {state.matches({ catalogue: 'builtIn' }) ? <p className="plan-grid__note">{t('PLANS.BUILT_IN_NOTE')}</p> : null}
      <div className="plan-grid" role="list" aria-label={t('PLANS.LIST_LABEL')}>
        {plans.map(toDisplayPlan).map((plan) => (
          <div role="listitem" key={plan.id} className="plan-grid__item">
            <PlanCard
              plan={plan}
              current={plan.id === currentPlanId}
              onChoose={(chosen) => actor.send({ type: 'CHOOSE_PLAN', plan: toSelectedPlan(chosen) })}
            />
          </div>
        ))}
      </div>
      {attempt > 0 ? (
        <PaymentModal
          key={attempt}
          open={state.matches({ selection: 'paying' })}
          plan={selected}
          user={user}
          demoControls={account?.demoControls ?? false}
          onSuccess={() => actor.send({ type: 'PAYMENT_SUCCEEDED' })}
          onDismiss={() => actor.send({ type: 'PAYMENT_DISMISSED' })}
        />
      ) : null}
    </div>
  )
}
