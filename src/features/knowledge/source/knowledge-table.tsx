import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { knowledgeItemEditMachine } from '../../../../machines/knowledge-item-edit.machine'
import { ContentTypeBadge } from '../../../components/badge/content-type-badge'
import { Button } from '../../../components/button/button'
import { RelativeDate } from '../../../components/date/relative-date'
import { LinkDisplay } from '../../../components/link/link-display'
import { Pagination } from '../../../components/pagination/pagination'
import { knowledgeStatusOf } from '../crawl-status'
import type { DeleteActor } from '../shared/delete-confirm'
import { ListState, listPhase } from '../shared/list-state'
import type { KnowledgeListActor } from './data-source-tab'

type EditActor = ActorRefFrom<typeof knowledgeItemEditMachine>

/** The loaded knowledge (001 §2.3): ID, Link, Type, Status, Updated, Actions. */
export function KnowledgeTable({ list, editor, remover }: { list: KnowledgeListActor; editor: EditActor; remover: DeleteActor }) {
  const { t } = useTranslation()
  const phase = useSelector(list, listPhase)
  const { items, page, pageSize, total, params } = useSelector(list, (s) => s.context)
  const loading = useSelector(list, (s) => s.hasTag('loading'))

  if (phase) {
    return (
      <ListState phase={phase} failedText={t('KNOWLEDGE.SOURCE.LOAD_FAILED')} onRetry={() => list.send({ type: 'RELOAD' })}>
        {params.type ? (
          <p>{t('KNOWLEDGE.SOURCE.EMPTY_FILTERED')}</p>
        ) : (
          <>
            <h3 className="knowledge-state__title">{t('KNOWLEDGE.SOURCE.EMPTY_TITLE')}</h3>
            <p>{t('KNOWLEDGE.SOURCE.EMPTY_TEXT')}</p>
          </>
        )}
      </ListState>
    )
  }
  return (
    <div className="knowledge-list" aria-busy={loading || undefined}>
      <table className="knowledge-table" aria-label={t('KNOWLEDGE.SOURCE.TABLE_LABEL')}>
        <thead>
          <tr>
            <th scope="col">{t('KNOWLEDGE.SOURCE.ID')}</th>
            <th scope="col">{t('KNOWLEDGE.SOURCE.LINK')}</th>
            <th scope="col">{t('KNOWLEDGE.SOURCE.TYPE')}</th>
            <th scope="col">{t('KNOWLEDGE.SOURCE.STATUS')}</th>
            <th scope="col">{t('KNOWLEDGE.UPDATED')}</th>
            <th scope="col" className="knowledge-table__actions-head">
              {t('KNOWLEDGE.ACTIONS')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const status = knowledgeStatusOf(item.status)
            return (
              <tr key={item.id}>
                <td data-label={t('KNOWLEDGE.SOURCE.ID')} className="knowledge-table__id">
                  {item.id}
                </td>
                <td data-label={t('KNOWLEDGE.SOURCE.LINK')} className="knowledge-table__link">
                  {item.url ? <LinkDisplay url={item.url} maxLength={40} /> : <span className="knowledge-table__name">{item.name}</span>}
                </td>
                <td data-label={t('KNOWLEDGE.SOURCE.TYPE')}>
                  <ContentTypeBadge type={item.model_type} />
                </td>
                <td data-label={t('KNOWLEDGE.SOURCE.STATUS')}>
                  <span className={`knowledge-status knowledge-status--${status}`}>{t(`KNOWLEDGE.STATUS.${status}`)}</span>
                </td>
                <td data-label={t('KNOWLEDGE.UPDATED')}>
                  <RelativeDate value={item.updated_at} />
                </td>
                <td className="knowledge-table__actions">
                  <div className="knowledge-table__buttons">
                    <Button
                      variant="secondary"
                      aria-label={t('KNOWLEDGE.SOURCE.EDIT_LABEL', { id: item.id })}
                      onClick={() => editor.send({ type: 'OPEN', item })}
                    >
                      {t('KNOWLEDGE.EDIT')}
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={t('KNOWLEDGE.SOURCE.DELETE_LABEL', { id: item.id })}
                      onClick={() => remover.send({ type: 'ASK', target: { id: item.id, modelType: item.model_type } })}
                    >
                      {t('KNOWLEDGE.DELETE')}
                    </Button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={(next) => list.send({ type: 'GO_TO_PAGE', page: next })} />
    </div>
  )
}
