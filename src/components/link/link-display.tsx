import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from '../../lib/clipboard'
import { DEFAULT_LINK_LENGTH, isOpenableUrl, truncateMiddle } from '../../lib/links'
import { Button } from '../button/button'
import { Modal, ModalClose } from '../modal/modal'
import './link-display.css'

export interface LinkDisplayProps {
  url: string | null | undefined
  /** Characters shown before the link is shortened in the middle (50 by default). */
  maxLength?: number
}

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * A long link shown short (001 §2.9): it opens in a new tab, and a copy button opens a small dialog
 * with the full URL and a 'Copy' action that confirms 'Copied'.
 */
export function LinkDisplay({ url, maxLength = DEFAULT_LINK_LENGTH }: LinkDisplayProps) {
  const { t } = useTranslation()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [copyState, setCopyState] = useState<CopyState>('idle')
  const full = (url ?? '').trim()
  if (!full) return <span className="link-display link-display--empty">{t('UI.LINK.EMPTY')}</span>

  const shown = truncateMiddle(full, maxLength)
  async function copy() {
    setCopyState((await copyText(full)) ? 'copied' : 'failed')
  }

  return (
    <span className="link-display">
      {isOpenableUrl(full) ? (
        <a className="link-display__link" href={full} target="_blank" rel="noopener noreferrer" title={full}>
          {shown}
          <span className="visually-hidden"> ({t('UI.LINK.OPEN')})</span>
        </a>
      ) : (
        <span className="link-display__link" title={full}>
          {shown}
        </span>
      )}
      <button
        type="button"
        className="link-display__copy"
        aria-label={t('UI.LINK.COPY_URL')}
        title={t('UI.LINK.COPY_URL')}
        onClick={() => {
          setCopyState('idle')
          setDialogOpen(true)
        }}
      >
        <CopyIcon />
      </button>
      <Modal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        size="sm"
        title={t('UI.LINK.DIALOG_TITLE')}
        description={t('UI.LINK.DIALOG_DESCRIPTION')}
        footer={
          <>
            <ModalClose>
              <Button variant="secondary">{t('UI.MODAL.CLOSE')}</Button>
            </ModalClose>
            <Button onClick={copy}>{t('UI.LINK.COPY')}</Button>
          </>
        }
      >
        <textarea
          className="link-display__full"
          aria-label={t('UI.LINK.URL_LABEL')}
          readOnly
          rows={3}
          value={full}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className={`link-display__status${copyState === 'failed' ? ' is-error' : ''}`} role="status">
          {copyState === 'copied' ? `✓ ${t('UI.LINK.COPIED')}` : copyState === 'failed' ? t('UI.LINK.COPY_FAILED') : ''}
        </p>
      </Modal>
    </span>
  )
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  )
}
