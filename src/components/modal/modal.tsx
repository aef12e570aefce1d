import { useEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { MODAL } from '../../config/constants'
import './modal.css'

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', 'full'] as const
export type ModalSize = (typeof MODAL_SIZES)[number]

export interface ModalProps {
  open: boolean
  /** Fires MODAL.CLOSE_ANIMATION_MS after the user closes it (X, backdrop, Escape, a `ModalClose`). */
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  size?: ModalSize
  children?: ReactNode
  footer?: ReactNode
  /** Accessible name of the X button; 'Đóng' / 'Close' by default. */
  closeLabel?: string
  /** `false` while something must not be interrupted (a save in flight): X, backdrop and Escape do nothing. */
  dismissible?: boolean
  className?: string
  /** 'alertdialog' for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog'
}

const animationStyle = { '--modal-animation-ms': `${MODAL.CLOSE_ANIMATION_MS}ms` } as CSSProperties

/**
 * The shared modal (001 §2.9, §4): opening fades in; a close by the user fades out and `onClose`
 * fires after the 300 ms animation, so the parent unmounts it once it is invisible. Under 480 px it
 * is a full-width sheet from the bottom.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  size = 'md',
  children,
  footer,
  closeLabel,
  dismissible = true,
  className,
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation()
  const [closing, setClosing] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  // Opened again after a close: show it fresh rather than still faded out.
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open && closing) setClosing(false)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  function requestClose() {
    if (!dismissible || closing) return
    setClosing(true)
    timer.current = setTimeout(() => onCloseRef.current(), MODAL.CLOSE_ANIMATION_MS)
  }

  const closingClass = closing ? ' is-closing' : ''
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`modal-overlay${closingClass}`} style={animationStyle} />
        <Dialog.Content
          className={['modal', `modal--${size}`, closingClass.trim(), className].filter(Boolean).join(' ')}
          style={animationStyle}
          role={role}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal__header">
            <div className="modal__heading">
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              {description ? <Dialog.Description className="modal__description">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="modal__close" aria-label={closeLabel ?? t('UI.MODAL.CLOSE')} disabled={!dismissible}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          <div className="modal__body">{children}</div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Wraps a button in the footer or body so that it closes the modal the same way the X does. */
export function ModalClose({ children }: { children: ReactElement }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>
}
