import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ActorRefFrom } from 'xstate'
import { chatbotDeleteMachine } from '../../../../machines/chatbot-delete.machine'
import type { Chatbot } from '../../../../machines/chatbot-save.machine'
import { createPagedListMachine } from '../../../../machines/paged-list.machine'
import { quietApi } from '../../../api/client'
import { useCurrentUser } from '../../../app/session'
import { Button, buttonClass } from '../../../components/button/button'
import { RelativeDate } from '../../../components/date/relative-date'
import { Pagination } from '../../../components/pagination/pagination'
import { Spinner } from '../../../components/spinner/spinner'
import { showToast } from '../../../components/toast/toast-store'
import { PAGE_SIZE } from '../../../config/constants'
import { chatbotDeleter, chatbotPageLoader } from '../chatbot-actors'
import { ChatbotStatus } from './chatbot-status'
import { DeleteChatbotModal } from './delete-chatbot-modal'
import './chatbot-list.css'

export const chatbotListMachine = createPagedListMachine<Chatbot, null>()
type ListActor = ActorRefFrom<typeof chatbotListMachine>
type DeleteActor = ActorRefFrom<typeof chatbotDeleteMachine>

/** /app/chatbot-settings (001 §2.5): the owner's chatbots, paged, with typed-confirmation delete. */
export function ChatbotListPage() {
  const { t, i18n } = useTranslation()
  // RequireUser guards /app, so there is a user here.
  const userId = useCurrentUser()?.id ?? 0
  const list = useActorRef(
    chatbotListMachine.provide({
      actors: { loadPage: chatbotPageLoader(quietApi, userId) },
      // 001 §8: a failed list load is logged only; the page shows an honest empty list with a retry.
      actions: { logLoadError: (_, { error }) => console.error('Failed to load chatbots', error) },
    }),
    { input: { pageSize: PAGE_SIZE.CHATBOTS, params: null } },
  )
  const remover = useActorRef(
    chatbotDeleteMachine.provide({
      actors: { deleteChatbot: chatbotDeleter(quietApi) },
      actions: {
        notifyDeleted: () => showToast({ type: 'success', message: i18n.t('CHATBOTS.DELETE.SUCCESS') }),
        notifyDeleteFailed: (_, { message }) =>
          showToast({ type: 'error', title: i18n.t('CHATBOTS.DELETE.ERROR_TITLE'), message: message ?? i18n.t('CHATBOTS.DELETE.ERROR_GENERAL') }),
        reloadList: () => list.send({ type: 'RELOAD' }),
      },
    }),
  )

  return (
    <div className="chatbot-list">
      <header className="chatbot-list__header">
        <div>
          <h1 className="chatbot-list__title">{t('PAGES.CHATBOTS.TITLE')}</h1>
          <p className="chatbot-list__subtitle">{t('CHATBOTS.LIST.SUBTITLE')}</p>
        </div>
        <Link to="/app/chatbot-settings/new" className={buttonClass()}>
          <span aria-hidden="true">+</span> {t('CHATBOTS.LIST.NEW')}
        </Link>
      </header>
      <ChatbotTable list={list} remover={remover} />
      <DeleteChatbotModal actor={remover} />
    </div>
  )
}

function ChatbotTable({ list, remover }: { list: ListActor; remover: DeleteActor }) {
  const { t } = useTranslation()
  const { items, page, pageSize, total } = useSelector(list, (s) => s.context)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const failed = useSelector(list, (s) => s.matches('failed'))
  const empty = useSelector(list, (s) => s.matches('empty'))

  if (loading && items.length === 0) {
    return (
      <div className="card chatbot-list__state" role="status">
        <Spinner size={20} />
        <span>{t('CHATBOTS.LIST.LOADING')}</span>
      </div>
    )
  }
  if (failed) {
    return (
      <div className="card chatbot-list__state chatbot-list__state--failed" role="alert">
        <p>{t('CHATBOTS.LIST.LOAD_FAILED')}</p>
        <Button variant="secondary" onClick={() => list.send({ type: 'RELOAD' })}>
          {t('CHATBOTS.LIST.RETRY')}
        </Button>
      </div>
    )
  }
  if (empty) {
    return (
      <div className="card chatbot-list__state chatbot-list__state--empty">
        <h2 className="chatbot-list__empty-title">{t('CHATBOTS.LIST.EMPTY_TITLE')}</h2>
        <p>{t('CHATBOTS.LIST.EMPTY_TEXT')}</p>
        <Link to="/app/chatbot-settings/new" className={buttonClass()}>
          {t('CHATBOTS.LIST.NEW')}
        </Link>
      </div>
    )
  }

  return (
    <section className="card chatbot-list__card" aria-busy={loading || undefined}>
      <table className="chatbot-table" aria-label={t('CHATBOTS.LIST.TABLE_LABEL')}>
        <thead>
          <tr>
            <th scope="col">{t('CHATBOTS.LIST.ID')}</th>
            <th scope="col">{t('CHATBOTS.LIST.NAME')}</th>
            <th scope="col">{t('CHATBOTS.LIST.STATUS')}</th>
            <th scope="col">{t('CHATBOTS.LIST.CREATED')}</th>
            <th scope="col" className="chatbot-table__actions-head">
              {t('CHATBOTS.LIST.ACTIONS')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((chatbot) => (
            <tr key={chatbot.id}>
              <td data-label={t('CHATBOTS.LIST.ID')} className="chatbot-table__id">
                {chatbot.id}
              </td>
              <td data-label={t('CHATBOTS.LIST.NAME')} className="chatbot-table__name">
                {chatbot.name}
              </td>
              <td data-label={t('CHATBOTS.LIST.STATUS')}>
                <ChatbotStatus status={chatbot.status} />
              </td>
              <td data-label={t('CHATBOTS.LIST.CREATED')}>
                <RelativeDate value={chatbot.created_at} />
              </td>
              <td className="chatbot-table__actions">
                <Link
                  to={`/app/chatbot-settings/${chatbot.id}`}
                  className={buttonClass({ variant: 'secondary' })}
                  aria-label={t('CHATBOTS.LIST.EDIT_LABEL', { name: chatbot.name })}
                >
                  {t('CHATBOTS.LIST.EDIT')}
                </Link>
                <Button
                  variant="danger"
                  aria-label={t('CHATBOTS.LIST.DELETE_LABEL', { name: chatbot.name })}
                  onClick={() => remover.send({ type: 'OPEN', chatbot: { id: chatbot.id, name: chatbot.name } })}
                >
                  {t('CHATBOTS.LIST.DELETE')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(next) => list.send({ type: 'GO_TO_PAGE', page: next })}
        onPageSizeChange={(size) => list.send({ type: 'SET_PAGE_SIZE', pageSize: size })}
      />
    </section>
  )
}
