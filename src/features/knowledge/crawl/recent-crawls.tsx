import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { recentCrawlsMachine } from '../../../../machines/knowledge-single-crawl.machine'
import { ContentTypeBadge } from '../../../components/badge/content-type-badge'
import { RelativeDate } from '../../../components/date/relative-date'
import { LinkDisplay } from '../../../components/link/link-display'
import { Pagination } from '../../../components/pagination/pagination'
import { StatusIcon } from '../../../components/status-icon/status-icon'
import { urlCrawlStatusOf } from '../crawl-status'
import { ListState, listPhase } from '../shared/list-state'

export type RecentCrawlsActor = ActorRefFrom<typeof recentCrawlsMachine>

/** The recent crawls of the single-link modal (001 §2.3): each with a status icon and a type label. */
export function RecentCrawls({ list }: { list: RecentCrawlsActor }) {
  const { t } = useTranslation()
  const phase = useSelector(list, listPhase)
  const { items, page, pageSize, total } = useSelector(list, (s) => s.context)
  const loading = useSelector(list, (s) => s.hasTag('loading'))

  return (
    <section className="recent-crawls" aria-labelledby="recent-crawls-title">
      <h3 id="recent-crawls-title" className="recent-crawls__title">
        {t('KNOWLEDGE.SINGLE.RECENT')}
      </h3>
      {phase ? (
        <ListState phase={phase} failedText={t('KNOWLEDGE.SINGLE.RECENT_FAILED')} onRetry={() => list.send({ type: 'RELOAD' })}>
          <p>{t('KNOWLEDGE.SINGLE.RECENT_EMPTY')}</p>
        </ListState>
      ) : (
        <>
          <ul className="recent-crawls__list" aria-busy={loading || undefined}>
            {items.map((crawl) => {
              const status = urlCrawlStatusOf(crawl.status)
              const label = t(`KNOWLEDGE.STATUS.${status.label}`)
              return (
                <li key={crawl.id} className="recent-crawls__item">
                  <span className="recent-crawls__status" title={label}>
                    <StatusIcon status={status.icon} size={20} />
                    <span className="visually-hidden">{label}</span>
                  </span>
                  <span className="recent-crawls__url">
                    <LinkDisplay url={crawl.url} maxLength={48} />
                  </span>
                  <ContentTypeBadge type={crawl.type} />
                  <RelativeDate className="recent-crawls__date" value={crawl.updated_at} />
                </li>
              )
            })}
          </ul>
          <Pagination page={page} pageSize={pageSize} total={total} onPageChange={(next) => list.send({ type: 'GO_TO_PAGE', page: next })} />
        </>
      )}
    </section>
  )
}
