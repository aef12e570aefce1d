import { useActorRef, useSelector } from '@xstate/react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import {
  knowledgeBulkCrawlMachine,
  URL_LIST_IDS,
  URL_TABS,
  urlListMachine,
  type UrlTab,
} from '../../../../machines/knowledge-bulk-crawl.machine'
import { quietApi } from '../../../api/client'
import { Button } from '../../../components/button/button'
import { Modal } from '../../../components/modal/modal'
import { Spinner } from '../../../components/spinner/spinner'
import { showToast } from '../../../components/toast/toast-store'
import type { CatalogType } from '../catalogs'
import { crawlSocketActor } from '../crawl-socket'
import { knowledgeActors } from '../knowledge-actors'
import { TypeSelect } from '../shared/type-select'
import { NewListModal } from './new-list-modal'
import { UrlListPanel, type UrlListActor } from './url-list-panel'

export type BulkCrawlActor = ActorRefFrom<typeof knowledgeBulkCrawlMachine>

interface BulkCrawlToolProps {
  chatbotId: number
  catalogs: readonly CatalogType[]
  onKnowledgeChanged: () => void
  /** The socket.io connection; the live one on this page's origin unless a test gives another. */
  socket?: ReturnType<typeof crawlSocketActor>
}

/** The bulk-crawl button and modal (001 §2.3, §4 "Bulk crawl", §7, §8), shown for TU_VAN bots only. */
export function BulkCrawlTool({ chatbotId, catalogs, onKnowledgeChanged, socket }: BulkCrawlToolProps) {
  const { t, i18n } = useTranslation()
  const actors = knowledgeActors(quietApi)
  const actor = useActorRef(
    knowledgeBulkCrawlMachine.provide({
      actors: {
        urlList: urlListMachine.provide({
          actors: { loadPage: actors.loadUrlPage },
          // 001 §8: a failed crawl-result fetch shows an empty list with total 0; it is logged.
          actions: { logLoadError: (_, { error }) => console.error('Failed to load a URL list', error) },
        }),
        createList: actors.createList,
        crawlBatch: actors.crawlBatch,
        crawlSocket: socket ?? crawlSocketActor(window.location.origin),
      },
      actions: {
        notifyListCreated: () => showToast({ type: 'success', message: i18n.t('KNOWLEDGE.BULK.CREATED') }),
        notifyCreateFailed: (_, { error }) => {
          console.error('Failed to create the crawl list', error)
          showToast({ type: 'error', title: i18n.t('KNOWLEDGE.BULK.CREATE_FAILED_TITLE'), message: i18n.t('KNOWLEDGE.BULK.CREATE_FAILED') })
        },
        notifyJoinFailed: () => showToast({ type: 'error', message: i18n.t('KNOWLEDGE.BULK.JOIN_FAILED') }),
        notifyDiscoveryFinished: (_, { found }) => showToast({ type: 'info', message: i18n.t('KNOWLEDGE.BULK.DISCOVERY_DONE', { count: found }) }),
        notifyDiscoveryFailed: (_, { error }) => showToast({ type: 'warning', message: i18n.t('KNOWLEDGE.BULK.DISCOVERY_FAILED', { error }) }),
        notifyBatchDone: (_, { result }) => {
          const succeeded = result.tasks.filter((task) => task.status === 'success').length
          showToast({
            type: succeeded > 0 ? 'success' : 'warning',
            message: i18n.t('KNOWLEDGE.BULK.BATCH_DONE', { success: succeeded, failed: result.tasks.length - succeeded }),
          })
          onKnowledgeChanged()
        },
        logBatchError: (_, { error }) => console.error('The batch crawl failed', error),
      },
    }),
    { input: { chatbotId } },
  )
  return (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: 'OPEN' })}>
        {t('KNOWLEDGE.SOURCE.BULK_CRAWL')}
      </Button>
      <BulkCrawlModal actor={actor} catalogs={catalogs} />
      <NewListModal actor={actor} />
    </>
  )
}

function BulkCrawlModal({ actor, catalogs }: { actor: BulkCrawlActor; catalogs: readonly CatalogType[] }) {
  const { t } = useTranslation()
  const open = useSelector(actor, (s) => s.matches({ modal: 'open' }))
  const activeTab = useSelector(actor, (s) => s.context.activeTab)
  const lists = useSelector(actor, (s) => s.children as Partial<Record<string, UrlListActor>>)

  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={t('KNOWLEDGE.BULK.TITLE')}
      description={t('KNOWLEDGE.BULK.TEXT')}
      size="xl"
      footer={<BatchBar actor={actor} catalogs={catalogs} />}
    >
      <div className="bulk-crawl">
        <div className="bulk-crawl__top">
          <Button onClick={() => actor.send({ type: 'OPEN_NEW_LIST' })}>{t('KNOWLEDGE.BULK.COLLECT')}</Button>
        </div>
        <CrawlBanner actor={actor} />
        <Tabs.Root value={activeTab} onValueChange={(tab) => actor.send({ type: 'SELECT_TAB', tab: tab as UrlTab })} className="bulk-crawl__tabs">
          <Tabs.List className="knowledge-subtabs" aria-label={t('KNOWLEDGE.BULK.TABS_LABEL')}>
            {URL_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="knowledge-subtabs__tab">
                <TabTitle tab={tab} list={lists[URL_LIST_IDS[tab]]} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {URL_TABS.map((tab) => {
            const list = lists[URL_LIST_IDS[tab]]
            return (
              <Tabs.Content key={tab} value={tab} className="bulk-crawl__panel">
                {list ? <UrlListPanel tab={tab} list={list} bulk={actor} /> : null}
              </Tabs.Content>
            )
          })}
        </Tabs.Root>
      </div>
    </Modal>
  )
}

/** 'Thành công (N)': the tab's name with its list's total. */
function TabTitle({ tab, list }: { tab: UrlTab; list: UrlListActor | undefined }) {
  const { t } = useTranslation()
  const total = useSelector(list, (s) => s?.context.total ?? 0)
  return <>{t(`KNOWLEDGE.BULK.TAB_${tab}`, { count: total })}</>
}

/** The banner while links are being collected: the URL being crawled and how many were found. */
function CrawlBanner({ actor }: { actor: BulkCrawlActor }) {
  const { t } = useTranslation()
  const running = useSelector(actor, (s) => s.matches({ discovery: 'running' }))
  const url = useSelector(actor, (s) => s.context.crawlingUrl)
  const found = useSelector(actor, (s) => s.context.foundLinks.length)
  if (!running) return null
  return (
    <div className="bulk-banner" role="status" aria-live="polite">
      <Spinner size={16} />
      <span className="bulk-banner__url">{t('KNOWLEDGE.BULK.BANNER', { url })}</span>
      <strong className="bulk-banner__count">{t('KNOWLEDGE.BULK.BANNER_FOUND', { count: found })}</strong>
    </div>
  )
}

/** The selection count, the type the pages are filed under, and start-crawl: in the footer, always in view. */
function BatchBar({ actor, catalogs }: { actor: BulkCrawlActor; catalogs: readonly CatalogType[] }) {
  const { t } = useTranslation()
  const selected = useSelector(actor, (s) => s.context.selected.length)
  const batchType = useSelector(actor, (s) => s.context.batchType)
  const running = useSelector(actor, (s) => s.matches({ batch: 'running' }))
  const canStart = useSelector(actor, (s) => s.can({ type: 'START_BATCH' }))
  return (
    <div className="bulk-crawl__batch">
      <span className="bulk-crawl__selected" aria-live="polite">
        {t('KNOWLEDGE.BULK.SELECTED', { count: selected })}
      </span>
      <div className="bulk-crawl__batch-type">
        <TypeSelect
          label={t('KNOWLEDGE.TYPE_LABEL')}
          catalogs={catalogs}
          value={batchType}
          disabled={running}
          onChange={(contentType) => actor.send({ type: 'SET_BATCH_TYPE', contentType })}
        />
      </div>
      <Button disabled={!canStart} loading={running} loadingLabel={t('KNOWLEDGE.BULK.RUNNING')} onClick={() => actor.send({ type: 'START_BATCH' })}>
        {t('KNOWLEDGE.BULK.START')}
      </Button>
    </div>
  )
}
