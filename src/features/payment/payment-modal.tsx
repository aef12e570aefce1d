import { useRef, useState } from 'react'
import { useMachine } from '@xstate/react'
import { QRCodeSVG } from 'qrcode.react'
import { useTranslation } from 'react-i18next'
import {
  paymentOrderMachine,
  type PaymentError,
  type PaymentOrder,
  type SelectedPlan,
} from '../../../machines/payment-order.machine'
import { api } from '../../api/client'
import { Button } from '../../components/button/button'
import { Modal } from '../../components/modal/modal'
import { Spinner } from '../../components/spinner/spinner'
import { PAYMENT } from '../../config/constants'
import { formatMoney } from '../../lib/price'
import { formatCountdown } from './countdown'
import { CopyButton } from './copy-button'
import { paymentActors } from './payment-actors'
import { quietApi } from '../../api/client'
import './payment-modal.css'

export interface PaymentModalProps {
  /** The modal is shown; set to false after the owner dismissed it (it fades out). */
  open: boolean
  plan: SelectedPlan | null
  user: { id: number } | null
  /** GET /demo/status answered 200: show the demo controls. */
  demoControls: boolean
  /** The order is paid: close, clear the plan, go to the dashboard. */
  onSuccess: () => void
  /** Cancel or the X: close and clear the plan. */
  onDismiss: () => void
}

/**
 * 'Thực hiện thanh toán' (000 §2, §4 "Payment order"): renders machines/payment-order.machine.ts.
 * The machine starts when this component mounts; mount a fresh one (a new `key`) for each opening.
 */
export function PaymentModal({ open, plan, user, demoControls, onSuccess, onDismiss }: PaymentModalProps) {
  const { t } = useTranslation()
  const callbacks = useRef({ onSuccess, onDismiss })
  callbacks.current = { onSuccess, onDismiss }
  const [machine] = useState(() =>
    paymentOrderMachine.provide({
      actors: paymentActors(api, quietApi),
      actions: {
        notifySuccess: () => callbacks.current.onSuccess(),
        notifyCancel: () => callbacks.current.onDismiss(),
        logPollError: (_, { error }) => console.warn('payment status poll failed', error),
      },
    }),
  )
  const [state, send, actor] = useMachine(machine, { input: { plan, user, now: Date.now } })

  // The X (after its fade-out): stop the machine's timers and tell the page, unless the order was
  // paid meanwhile, in which case closing is the success.
  const closeFromX = () => {
    actor.send({ type: 'CLOSE' })
    if (!actor.getSnapshot().matches('succeeded')) callbacks.current.onDismiss()
  }

  const { order, error, remainingMs } = state.context
  const shownPlan = state.context.plan
  const waiting = state.matches('pending')
  const paid = state.matches('paid') || state.matches('succeeded')

  return (
    <Modal
      open={open}
      onClose={closeFromX}
      size="lg"
      title={t('PAYMENT.TITLE')}
      description={shownPlan ? `${t('PAYMENT.PLAN')}: ${shownPlan.name}${shownPlan.subtitle ? ` – ${shownPlan.subtitle}` : ''}` : undefined}
      closeLabel={t('PAYMENT.CLOSE')}
      footer={
        paid ? null : (
          <>
            {state.can({ type: 'RETRY' }) ? <Button onClick={() => send({ type: 'RETRY' })}>{t('PAYMENT.RETRY')}</Button> : null}
            <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>
              {t('PAYMENT.CANCEL')}
            </Button>
          </>
        )
      }
    >
      <div className="payment">
        {state.matches('creating') ? (
          <div className="payment__creating">
            <Spinner size={28} label={t('PAYMENT.CREATING')} />
            <span aria-hidden="true">{t('PAYMENT.CREATING')}</span>
          </div>
        ) : null}

        {error ? (
          <p className="payment__error" role="alert">
            {describeError(error, t)}
          </p>
        ) : null}

        {/* The machine keeps the order's status current (PAID, EXPIRED); it stays on screen while the modal fades out. */}
        {order ? <OrderDetails order={order} remainingMs={remainingMs} status={order.status} /> : null}

        {paid ? (
          <p className="payment__paid" role="status">
            {t('PAYMENT.PAID_NOTE')}
          </p>
        ) : null}

        {demoControls && waiting ? (
          <section className="payment__demo" aria-labelledby="payment-demo-title">
            <h3 id="payment-demo-title" className="payment__demo-title">
              {t('PAYMENT.DEMO.TITLE')}
            </h3>
            <p className="payment__demo-note">{t('PAYMENT.DEMO.NOTE')}</p>
            <Button
              variant="secondary"
              loading={state.matches({ pending: { bankTransfer: 'sending' } })}
              loadingLabel={t('PAYMENT.DEMO.SENDING')}
              onClick={() => send({ type: 'SIMULATE_TRANSFER' })}
            >
              {t('PAYMENT.DEMO.SIMULATE')}
            </Button>
          </section>
        ) : null}
      </div>
    </Modal>
  )
}

function OrderDetails({ order, remainingMs, status }: { order: PaymentOrder; remainingMs: number; status: PaymentOrder['status'] }) {
  const { t } = useTranslation()
  const converted = order.currency !== 'VND'
  // Transfer instructions only while the order can still be paid: an expired QR must not be scanned.
  const payable = status === 'PENDING' && Boolean(order.qrCode)
  return (
    <div className={`payment__order payment__order--${status.toLowerCase()}`}>
      {payable ? (
        <figure className="payment__qr">
          <div className="payment__qr-image" data-testid="payment-qr">
            <QRCodeSVG
              value={order.qrCode}
              size={PAYMENT.QR_SIZE_PX}
              marginSize={PAYMENT.QR_MARGIN}
              fgColor="#000000"
              bgColor="#FFFFFF"
              title={t('PAYMENT.QR_LABEL')}
            />
          </div>
          <figcaption className="payment__qr-hint">{t('PAYMENT.SCAN_HINT')}</figcaption>
        </figure>
      ) : null}

      <dl className="payment__facts">
        <div className="payment__fact">
          <dt>{t('PAYMENT.STATUS.LABEL')}</dt>
          {/* The status is announced when it changes; the countdown (a timer) is not, every second. */}
          <dd aria-live="polite">
            <span className={`payment__status payment__status--${status.toLowerCase()}`} data-testid="payment-status">
              {t(`PAYMENT.STATUS.${status}`)}
            </span>
          </dd>
        </div>
        {status === 'PENDING' ? (
          <div className="payment__fact">
            <dt>{t('PAYMENT.TIME_LEFT')}</dt>
            <dd>
              <span className="payment__countdown" data-testid="payment-countdown" role="timer">
                {formatCountdown(remainingMs)}
              </span>
            </dd>
          </div>
        ) : null}
        <div className="payment__fact">
          <dt>{t('PAYMENT.AMOUNT')}</dt>
          <dd className="payment__amount">{formatMoney(order.amount, order.currency)}</dd>
        </div>
        {converted ? (
          <div className="payment__fact">
            <dt>{t('PAYMENT.AMOUNT_VND')}</dt>
            <dd className="payment__amount">{formatMoney(order.amount_vnd, 'VND')}</dd>
          </div>
        ) : null}
        {payable ? (
          <>
            <div className="payment__fact">
              <dt>{t('PAYMENT.BANK')}</dt>
              <dd>{order.bank_name}</dd>
            </div>
            <div className="payment__fact">
              <dt>{t('PAYMENT.ACCOUNT_NUMBER')}</dt>
              <dd className="payment__copyable">
                <span className="payment__mono">{order.account_number}</span>
                <CopyButton value={order.account_number} field={t('PAYMENT.ACCOUNT_NUMBER')} />
              </dd>
            </div>
            <div className="payment__fact">
              <dt>{t('PAYMENT.ACCOUNT_NAME')}</dt>
              <dd>{order.account_name}</dd>
            </div>
            <div className="payment__fact">
              <dt>{t('PAYMENT.TRANSFER_CONTENT')}</dt>
              <dd className="payment__copyable">
                <span className="payment__mono payment__mono--strong">{order.transfer_content}</span>
                <CopyButton value={order.transfer_content} field={t('PAYMENT.TRANSFER_CONTENT')} />
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {payable ? <p className="payment__hint">{t('PAYMENT.KEEP_CONTENT_HINT')}</p> : null}
    </div>
  )
}

function describeError(error: PaymentError, t: (key: string) => string): string {
  return 'key' in error ? t(error.key) : error.message
}
