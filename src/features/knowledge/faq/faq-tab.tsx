import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { knowledgeDeleteMachine } from '../../../../machines/knowledge-delete.machine'
import { knowledgeFaqFormMachine, type Faq } from '../../../../machines/knowledge-faq-form.machine'
import { createPagedListMachine } from '../../../../machines/paged-list.machine'
import { quietApi } from '../../../api/client'
import { Button } from '../../../components/button/button'
import { RelativeDate } from '../../../components/date/relative-date'
import { Pagination } from '../../../components/pagination/pagination'
import { PAGE_SIZE } from '../../../config/constants'
import type { CatalogType } from '../catalogs'
import { ImportTool } from '../import/import-tool'
import { knowledgeActors, type FaqListParams } from '../knowledge-actors'
import { DeleteConfirm, type DeleteActor } from '../shared/delete-confirm'
import { ListState, listPhase } from '../shared/list-state'
import { FaqFormModal } from './faq-form-modal'

export const faqListMachine = createPagedListMachine<Faq, FaqListParams>()
type FaqListActor = ActorRefFrom<typeof faqListMachine>
type FaqFormActor = ActorRefFrom<typeof knowledgeFaqFormMachine>

/**
 * The FAQ sub-tab (001 §2.3, §4 "FAQ", §8): the FAQs, PAGE_SIZE.FAQ a page, with Import and
 * 'Create New FAQ'. List, create, update and delete failures are logged only (§8); the screen
 * still says that a list could not be loaded, and the modals keep what was typed.
 */
export function FaqTab({ chatbotId, catalogs }: { chatbotId: number; catalogs: readonly CatalogType[] }) {
  const { t } = useTranslation()
  const actors = knowledgeActors(quietApi)
  const list = useActorRef(
    faqListMachine.provide({
      actors: { loadPage: actors.loadFaqPage },
      actions: { logLoadError: (_, { error }) => console.error('Failed to load FAQs', error) },
    }),
    { input: { pageSize: PAGE_SIZE.FAQ, params: { chatbotId } } },
  )
  const reloadList = () => list.send({ type: 'RELOAD' })
  const form = useActorRef(
    knowledgeFaqFormMachine.provide({
      actors: { saveFaq: actors.saveFaq },
      actions: { reloadList, logSaveError: (_, { error }) => console.error('Failed to save the FAQ', error) },
    }),
    { input: { chatbotId } },
  )
  const remover = useActorRef(
    knowledgeDeleteMachine.provide({
      actors: { deleteRow: actors.deleteFaq },
      actions: { reloadList, logDeleteError: (_, { error }) => console.error('Failed to delete the FAQ', error) },
    }),
  )

  return (
    <section className="knowledge-panel card" aria-labelledby="faq-title">
      <header className="knowledge-panel__header">
        <div>
          <h2 id="faq-title" className="knowledge-panel__title">
            {t('KNOWLEDGE.FAQ.TITLE')}
          </h2>
          <p className="knowledge-panel__text">{t('KNOWLEDGE.FAQ.TEXT')}</p>
        </div>
        <div className="knowledge-tools">
          <ImportTool kind="faq" chatbotId={chatbotId} catalogs={catalogs} buttonLabel={t('KNOWLEDGE.FAQ.IMPORT')} onImported={reloadList} />
          <Button onClick={() => form.send({ type: 'OPEN_CREATE' })}>
            <span aria-hidden="true">+</span> {t('KNOWLEDGE.FAQ.CREATE_NEW')}
          </Button>
        </div>
      </header>
      <FaqTable list={list} form={form} remover={remover} />
      <FaqFormModal actor={form} catalogs={catalogs} />
      <DeleteConfirm
        actor={remover}
        title={t('KNOWLEDGE.FAQ.DELETE_TITLE')}
        question={t('KNOWLEDGE.FAQ.DELETE_CONFIRM')}
        failedText={t('KNOWLEDGE.FAQ.DELETE_FAILED')}
      />
    </section>
  )
}

function FaqTable({ list, form, remover }: { list: FaqListActor; form: FaqFormActor; remover: DeleteActor }) {
  const { t } = useTranslation()
  const phase = useSelector(list, listPhase)
  const { items, page, pageSize, total } = useSelector(list, (s) => s.context)
  const loading = useSelector(list, (s) => s.hasTag('loading'))

  if (phase) {
    return (
      <ListState phase={phase} failedText={t('KNOWLEDGE.FAQ.LOAD_FAILED')} onRetry={() => list.send({ type: 'RELOAD' })}>
        <h3 className="knowledge-state__title">{t('KNOWLEDGE.FAQ.EMPTY_TITLE')}</h3>
        <p>{t('KNOWLEDGE.FAQ.EMPTY_TEXT')}</p>
      </ListState>
    )
  }
  return (
    <div className="knowledge-list" aria-busy={loading || undefined}>
      <table className="knowledge-table" aria-label={t('KNOWLEDGE.FAQ.TABLE_LABEL')}>
        <thead>
          <tr>
            <th scope="col">{t('KNOWLEDGE.FAQ.QUESTION')}</th>
            <th scope="col">{t('KNOWLEDGE.FAQ.ANSWER')}</th>
            <th scope="col">{t('KNOWLEDGE.UPDATED')}</th>
            <th scope="col" className="knowledge-table__actions-head">
              {t('KNOWLEDGE.ACTIONS')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((faq) => (
            <tr key={faq.id}>
              <td data-label={t('KNOWLEDGE.FAQ.QUESTION')} className="knowledge-table__strong">
                {faq.question}
              </td>
              <td data-label={t('KNOWLEDGE.FAQ.ANSWER')} className="knowledge-table__long">
                {faq.answer}
              </td>
              <td data-label={t('KNOWLEDGE.UPDATED')}>
                <RelativeDate value={faq.updated_time ?? faq.created_time} />
              </td>
              <td className="knowledge-table__actions">
                <div className="knowledge-table__buttons">
                  <Button
                    variant="secondary"
                    aria-label={t('KNOWLEDGE.FAQ.EDIT_LABEL', { question: faq.question })}
                    onClick={() => form.send({ type: 'OPEN_EDIT', faq })}
                  >
                    {t('KNOWLEDGE.EDIT')}
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={t('KNOWLEDGE.FAQ.DELETE_LABEL', { question: faq.question })}
                    onClick={() => remover.send({ type: 'ASK', target: { id: faq.id } })}
                  >
                    {t('KNOWLEDGE.DELETE')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={(next) => list.send({ type: 'GO_TO_PAGE', page: next })} />
    </div>
  )
}
