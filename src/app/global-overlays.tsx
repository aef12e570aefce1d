import { lazy, Suspense, useRef, useSyncExternalStore } from 'react'
import { getToasts, subscribeToToasts } from '../components/toast/toast-store'
import { getAlertState, subscribeToAlert } from '../components/alert/alert-store'

const Toaster = lazy(() => import('../components/toast/toaster').then((m) => ({ default: m.Toaster })))
const AlertHost = lazy(() => import('../components/alert/alert-host').then((m) => ({ default: m.AlertHost })))

/**
 * The toaster and the alert modal, loaded the first time something is shown: the public pages'
 * first load stays small (issue 3's 150 KB budget), and once loaded they stay mounted.
 */
export function GlobalOverlays() {
  const hasToast = useSyncExternalStore(subscribeToToasts, () => getToasts().length > 0)
  const hasAlert = useSyncExternalStore(subscribeToAlert, () => getAlertState().alert !== null)
  const toasterNeeded = useRef(false)
  const alertNeeded = useRef(false)
  toasterNeeded.current ||= hasToast
  alertNeeded.current ||= hasAlert
  return (
    <Suspense fallback={null}>
      {toasterNeeded.current ? <Toaster /> : null}
      {alertNeeded.current ? <AlertHost /> : null}
    </Suspense>
  )
}
