import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { UrlTab, urlListMachine } from '../../../../machines/knowledge-bulk-crawl.machine'
import { ContentTypeBadge } from '../../../components/badge/content-type-badge'
import { RelativeDate } from '../../../components/date/relative-date'
import { LinkDisplay } from '../../../components/link/link-display'
import { Pagination } from '../../../components/pagination/pagination'
import { ListState, listPhase } from '../shared/list-state'
import type { BulkCrawlActor } from './bulk-crawl-tool'

export type UrlListActor = ActorRefFrom<typeof urlListMachine>

/** One bulk-crawl tab: its URLs with checkboxes, select-all (waiting and failed only) and pagination. */
export function UrlListPanel({ tab, list, bulk }: { tab: UrlTab; list: UrlListActor; bulk: BulkCrawlActor }) {
  const { t } = useTranslation()
  const phase = useSelector(list, listPhase)
  const { items, page, pageSize, total } = useSelector(list, (s) => s.context)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const selected = useSelector(bulk, (s) => s.context.selected)
  const locked = useSelector(bulk, (s) => s.matches({ batch: 'running' }))

  if (phase) {
    return (
      <ListState phase={phase} failedText={t('KNOWLEDGE.BULK.LIST_FAILED')} onRetry={() => list.send({ type: 'RELOAD' })}>
        <p>{t(`KNOWLEDGE.BULK.EMPTY_${tab}`)}</p>
      </ListState>
    )
  }
  const ids = items.map((crawl) => crawl.id)
  const allTicked = ids.length > 0 && ids.every((id) => selected.includes(id))
  return (
    <div className="knowledge-list" aria-busy={loading || undefined}>
      <table className="knowledge-table url-table">
        <thead>
          <tr>
            <th scope="col" className="url-table__check">
              {tab === 'success' ? null : (
                <label className="url-table__select-all">
                  <input
                    type="checkbox"
                    aria-label={t('KNOWLEDGE.BULK.SELECT_PAGE')}
                    checked={allTicked}
                    disabled={locked}
                    onChange={() => bulk.send({ type: 'TOGGLE_PAGE', tab, ids })}
                  />
                  <span className="url-table__select-all-text" aria-hidden="true">
                    {t('KNOWLEDGE.BULK.SELECT_PAGE')}
                  </span>
                </label>
              )}
            </th>
            <th scope="col">{t('KNOWLEDGE.BULK.URL')}</th>
            <th scope="col">{t('KNOWLEDGE.SOURCE.TYPE')}</th>
            <th scope="col">{t('KNOWLEDGE.UPDATED')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((crawl) => (
            <tr key={crawl.id}>
              <td className="url-table__check">
                <input
                  type="checkbox"
                  aria-label={t('KNOWLEDGE.BULK.SELECT_URL', { url: crawl.url })}
                  checked={selected.includes(crawl.id)}
                  disabled={locked}
                  onChange={() => bulk.send({ type: 'TOGGLE_URL', id: crawl.id })}
                />
              </td>
              <td data-label={t('KNOWLEDGE.BULK.URL')} className="knowledge-table__link">
                <LinkDisplay url={crawl.url} maxLength={56} />
              </td>
              <td data-label={t('KNOWLEDGE.SOURCE.TYPE')}>
                <ContentTypeBadge type={crawl.type} />
              </td>
              <td data-label={t('KNOWLEDGE.UPDATED')}>
                <RelativeDate value={crawl.updated_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={(next) => list.send({ type: 'GO_TO_PAGE', page: next })} />
    </div>
  )
}
