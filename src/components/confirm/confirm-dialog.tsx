import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/button'
import { Modal, ModalClose } from '../modal/modal'
import './confirm-dialog.css'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** The question, e.g. 'Are you sure you want to delete this FAQ?' (001 §5). */
  message: ReactNode
  /** 'Xác nhận' / 'Confirm' by default. */
  confirmLabel?: string
  /** 'Hủy' / 'Cancel' by default. */
  cancelLabel?: string
  /** A destructive action: the confirm button is red. */
  danger?: boolean
  /** The action is running: the confirm button spins and nothing can close the dialog. */
  busy?: boolean
  onConfirm: () => void
  /** Fires after the close animation, from Cancel, X, backdrop or Escape. */
  onCancel: () => void
}

/** 'Are you sure…?' on top of the shared Modal. The parent closes it (open=false) once the action is done. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      dismissible={!busy}
      className="confirm-dialog"
      role="alertdialog"
      footer={
        <>
          <ModalClose>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel ?? t('UI.CONFIRM.CANCEL')}
            </Button>
          </ModalClose>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            loadingLabel={t('UI.CONFIRM.BUSY')}
            onClick={() => {
              if (!busy) onConfirm()
            }}
          >
            {confirmLabel ?? t('UI.CONFIRM.CONFIRM')}
          </Button>
        </>
      }
    >
      <p className="confirm-dialog__message">{message}</p>
    </Modal>
  )
}
