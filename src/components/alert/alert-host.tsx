import { useSyncExternalStore, type CSSProperties } from 'react'
import { Dialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { ALERT } from '../../config/constants'
import { Button } from '../button/button'
import { StatusIcon } from '../status-icon/status-icon'
import { closeAlert, getAlertState, subscribeToAlert } from './alert-store'
import './alert.css'

// The CSS fade lasts exactly as long as the store waits before removing the alert.
const fadeStyle = { '--alert-fade-ms': `${ALERT.FADE_OUT_MS}ms` } as CSSProperties

/** Renders the alert store as a modal (radix Dialog) that fades out in 200 ms. */
export function AlertHost() {
  const { alert, closing } = useSyncExternalStore(subscribeToAlert, getAlertState, getAlertState)
  const { t } = useTranslation()
  if (!alert) return null
  const close = () => closeAlert(alert.id)

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`alert-overlay${closing ? ' is-closing' : ''}`} style={fadeStyle} />
        <Dialog.Content className={`alert alert--${alert.type}${closing ? ' is-closing' : ''}`} role="alertdialog" style={fadeStyle}>
          <StatusIcon status={alert.type} size={48} />
          <Dialog.Title className="alert__title">{alert.title ?? t(`ALERT.TITLE.${alert.type.toUpperCase()}`)}</Dialog.Title>
          <Dialog.Description className="alert__message">{alert.message}</Dialog.Description>
          <Button variant={alert.type === 'error' ? 'danger' : 'primary'} onClick={close} block>
            {alert.buttonText ?? t('ALERT.CLOSE')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
