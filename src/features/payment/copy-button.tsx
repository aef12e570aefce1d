import { useTranslation } from 'react-i18next'
import { showToast } from '../../components/toast/toast-store'

/** Copies one payment detail (account number, transfer content) and says so in a toast. */
export function CopyButton({ value, field }: { value: string; field: string }) {
  const { t } = useTranslation()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      showToast({ type: 'success', message: t('PAYMENT.COPIED', { field }) })
    } catch {
      // No clipboard permission (or an insecure origin): the value stays on screen to copy by hand.
      showToast({ type: 'warning', message: t('PAYMENT.COPY_FAILED') })
    }
  }
  return (
    <button type="button" className="payment__copy" onClick={() => void copy()} aria-label={t('PAYMENT.COPY_FIELD', { field })}>
      {t('PAYMENT.COPY')}
    </button>
  )
}
