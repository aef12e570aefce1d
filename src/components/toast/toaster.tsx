import { useSyncExternalStore } from 'react'
import { Toast } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { TOAST_POSITIONS } from '../../config/constants'
import { StatusIcon } from '../status-icon/status-icon'
import { DEFAULT_TOAST_POSITION, dismissToast, getToasts, subscribeToToasts, type ToastPosition } from './toast-store'
import './toast.css'

function swipeDirectionOf(position: ToastPosition) {
  if (position.endsWith('right')) return 'right'
  if (position.endsWith('left')) return 'left'
  return position.startsWith('top') ? 'up' : 'down'
}

/** Renders the toast store with radix Toast: one viewport per screen corner in use. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts)
  const { t } = useTranslation()
  const positions = TOAST_POSITIONS.filter(
    (position) => position === DEFAULT_TOAST_POSITION || toasts.some((toast) => toast.position === position),
  )

  return positions.map((position) => (
    <Toast.Provider key={position} swipeDirection={swipeDirectionOf(position)} label={t('TOAST.REGION')}>
      {toasts
        .filter((toast) => toast.position === position)
        .map((toast) => (
          <Toast.Root
            key={toast.id}
            className={`toast toast--${toast.type}`}
            duration={toast.duration}
            type={toast.type === 'error' ? 'foreground' : 'background'}
            open
            onOpenChange={(open) => {
              if (!open) dismissToast(toast.id)
            }}
          >
            <StatusIcon status={toast.type} size={22} />
            <div className="toast__body">
              {toast.title ? <Toast.Title className="toast__title">{toast.title}</Toast.Title> : null}
              <Toast.Description className="toast__message">{toast.message}</Toast.Description>
            </div>
            <Toast.Close className="toast__close" aria-label={t('TOAST.CLOSE')}>
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        ))}
      <Toast.Viewport className={`toast-viewport toast-viewport--${position}`} />
    </Toast.Provider>
  ))
}
