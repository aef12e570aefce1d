import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/spinner/spinner'

const PlanGrid = lazy(() => import('../../plans/plan-grid').then((module) => ({ default: module.PlanGrid })))

/** The plan cards of the plans feature, with a spinner while their code arrives. */
export function LazyPlanGrid() {
  return (
    <Suspense fallback={<PlansLoading />}>
      <PlanGrid />
    </Suspense>
  )
}

export function PlansLoading() {
  const { t } = useTranslation()
  return (
    <div className="plans-loading">
      <Spinner size={28} label={t('LANDING.PRICING.LOADING')} />
    </div>
  )
}
