import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { knowledgeDeleteMachine } from '../../../../machines/knowledge-delete.machine'
import { knowledgeItemEditMachine, type KnowledgeItem } from '../../../../machines/knowledge-item-edit.machine'
import { createPagedListMachine } from '../../../../machines/paged-list.machine'
import { quietApi } from '../../../api/client'
import { showToast } from '../../../components/toast/toast-store'
import { PAGE_SIZE } from '../../../config/constants'
import { BulkCrawlTool } from '../bulk/bulk-crawl-tool'
import type { CatalogType } from '../catalogs'
import { SingleCrawlTool } from '../crawl/single-crawl-tool'
import { ImportTool } from '../import/import-tool'
import { knowledgeActors, type KnowledgeListParams } from '../knowledge-actors'
import { DeleteConfirm } from '../shared/delete-confirm'
import { TypeSelect } from '../shared/type-select'
import { KnowledgeEditDialog } from './knowledge-edit-dialog'
import { KnowledgeTable } from './knowledge-table'

export const knowledgeListMachine = createPagedListMachine<KnowledgeItem, KnowledgeListParams>()
export type KnowledgeListActor = ActorRefFrom<typeof knowledgeListMachine>

interface DataSourceTabProps {
  chatbotId: number
  /** 001 §2.3: the type filter, document upload, link import and bulk crawl are for TU_VAN bots only. */
  showTools: boolean
  catalogs: readonly CatalogType[]
  crawlCatalogs: readonly CatalogType[]
}

/** The data-source sub-tab (001 §2.3): the loaded knowledge, its tools and the crawl modals. */
export function DataSourceTab({ chatbotId, showTools, catalogs, crawlCatalogs }: DataSourceTabProps) {
  const { t, i18n } = useTranslation()
  const actors = knowledgeActors(quietApi)
  const list = useActorRef(
    knowledgeListMachine.provide({
      actors: { loadPage: actors.loadKnowledgePage },
      actions: {
        logLoadError: (_, { error }) => {
          console.error('Failed to load products', error)
          showToast({ type: 'error', message: i18n.t('KNOWLEDGE.SOURCE.LOAD_FAILED') })
        },
      },
    }),
    { input: { pageSize: PAGE_SIZE.PRODUCTS, params: { chatbotId, type: null } } },
  )
  const reloadList = () => list.send({ type: 'RELOAD' })
  const editor = useActorRef(
    knowledgeItemEditMachine.provide({
      actors: { updateItem: actors.updateItem },
      actions: { reloadList, logUpdateError: (_, { error }) => console.error('Failed to update product', error) },
    }),
  )
  const remover = useActorRef(
    knowledgeDeleteMachine.provide({
      actors: { deleteRow: actors.deleteItem },
      actions: { reloadList, logDeleteError: (_, { error }) => console.error('Failed to delete product', error) },
    }),
  )
  const typeFilter = useSelector(list, (s) => s.context.params.type)

  return (
    <section className="knowledge-panel card" aria-labelledby="data-source-title">
      <header className="knowledge-panel__header">
        <div>
          <h2 id="data-source-title" className="knowledge-panel__title">
            {t('KNOWLEDGE.SOURCE.TITLE')}
          </h2>
          <p className="knowledge-panel__text">{t('KNOWLEDGE.SOURCE.TEXT')}</p>
        </div>
        <div className="knowledge-tools">
          {showTools ? (
            <>
              <ImportTool kind="document" chatbotId={chatbotId} catalogs={catalogs} buttonLabel={t('KNOWLEDGE.SOURCE.UPLOAD')} onImported={reloadList} />
              <ImportTool kind="links" chatbotId={chatbotId} catalogs={crawlCatalogs} buttonLabel={t('KNOWLEDGE.SOURCE.IMPORT')} onImported={() => {}} />
              <BulkCrawlTool chatbotId={chatbotId} catalogs={crawlCatalogs} onKnowledgeChanged={reloadList} />
            </>
          ) : null}
          <SingleCrawlTool chatbotId={chatbotId} catalogs={crawlCatalogs} onKnowledgeChanged={reloadList} />
        </div>
      </header>
      {showTools ? (
        <div className="knowledge-filter">
          <TypeSelect
            label={t('KNOWLEDGE.SOURCE.TYPE_FILTER')}
            catalogs={catalogs}
            value={typeFilter ?? ''}
            allOption={t('KNOWLEDGE.TYPE_ALL')}
            onChange={(type) => list.send({ type: 'SET_PARAMS', params: { chatbotId, type: type || null } })}
          />
        </div>
      ) : null}
      <KnowledgeTable list={list} editor={editor} remover={remover} />
      <KnowledgeEditDialog actor={editor} catalogs={catalogs} />
      <DeleteConfirm
        actor={remover}
        title={t('KNOWLEDGE.SOURCE.DELETE_TITLE')}
        question={t('KNOWLEDGE.SOURCE.DELETE_CONFIRM')}
        failedText={t('KNOWLEDGE.SOURCE.DELETE_FAILED')}
      />
    </section>
  )
}
