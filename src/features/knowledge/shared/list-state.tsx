import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/button/button'
import { Spinner } from '../../../components/spinner/spinner'

/** What a paged list shows instead of rows: its first load, a failed load with a retry, or its empty state. */
export function ListState({
  phase,
  failedText,
  onRetry,
  children,
}: {
  phase: 'loading' | 'failed' | 'empty'
  failedText: string
  onRetry: () => void
  /** The empty state's content. */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  if (phase === 'loading') {
    return (
      <div className="knowledge-state" role="status">
        <Spinner size={20} />
        <span>{t('KNOWLEDGE.LOADING')}</span>
      </div>
    )
  }
  if (phase === 'failed') {
    return (
      <div className="knowledge-state knowledge-state--failed" role="alert">
        <p>{failedText}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('KNOWLEDGE.RETRY')}
        </Button>
      </div>
    )
  }
  return <div className="knowledge-state">{children}</div>
}

/** Which of those a paged-list snapshot is in, or null when it has rows to show. */
export function listPhase(snapshot: { hasTag(tag: string): boolean; matches(state: string): boolean; context: { items: unknown[] } }) {
  if (snapshot.matches('failed')) return 'failed' as const
  if (snapshot.matches('empty')) return 'empty' as const
  if (snapshot.hasTag('loading') && snapshot.context.items.length === 0) return 'loading' as const
  return null
}
