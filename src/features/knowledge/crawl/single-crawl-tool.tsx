import { useId } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { knowledgeSingleCrawlMachine, recentCrawlsMachine } from '../../../../machines/knowledge-single-crawl.machine'
import { quietApi } from '../../../api/client'
import { Button } from '../../../components/button/button'
import { TextField } from '../../../components/form/form-field'
import { Modal } from '../../../components/modal/modal'
import type { CatalogType } from '../catalogs'
import { knowledgeActors } from '../knowledge-actors'
import { useAccessToken } from '../shared/access-token'
import { TypeSelect } from '../shared/type-select'
import { RecentCrawls, type RecentCrawlsActor } from './recent-crawls'

type SingleCrawlActor = ActorRefFrom<typeof knowledgeSingleCrawlMachine>

/** The always-shown single-link crawl button and its modal (001 §2.3, §5, §8). */
export function SingleCrawlTool({
  chatbotId,
  catalogs,
  onKnowledgeChanged,
}: {
  chatbotId: number
  catalogs: readonly CatalogType[]
  onKnowledgeChanged: () => void
}) {
  const { t } = useTranslation()
  const actors = knowledgeActors(quietApi)
  const actor = useActorRef(
    knowledgeSingleCrawlMachine.provide({
      actors: {
        crawlPage: actors.crawlPage,
        recentCrawls: recentCrawlsMachine.provide({
          actors: { loadPage: actors.loadRecentCrawls },
          actions: { logLoadError: (_, { error }) => console.error('Failed to load the recent crawls', error) },
        }),
      },
      actions: { reloadKnowledge: onKnowledgeChanged },
    }),
    { input: { chatbotId } },
  )
  return (
    <>
      <Button onClick={() => actor.send({ type: 'OPEN' })}>{t('KNOWLEDGE.SOURCE.SINGLE_CRAWL')}</Button>
      <SingleCrawlModal actor={actor} catalogs={catalogs} />
    </>
  )
}

function SingleCrawlModal({ actor, catalogs }: { actor: SingleCrawlActor; catalogs: readonly CatalogType[] }) {
  const { t } = useTranslation()
  const urlId = useId()
  const token = useAccessToken()
  const open = useSelector(actor, (s) => !s.matches('closed'))
  const crawling = useSelector(actor, (s) => s.matches({ open: { result: 'crawling' } }))
  const noUrl = useSelector(actor, (s) => s.matches({ open: { form: 'noUrl' } }))
  const { url, type } = useSelector(actor, (s) => s.context)
  const recent = useSelector(actor, (s) => s.children.recentCrawls as RecentCrawlsActor | undefined)

  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={t('KNOWLEDGE.SINGLE.TITLE')}
      description={t('KNOWLEDGE.SINGLE.TEXT')}
      size="lg"
      dismissible={!crawling}
    >
      <form
        className="knowledge-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'START', token })
        }}
      >
        <div className="knowledge-form__row">
          <TextField
            id={urlId}
            label={t('KNOWLEDGE.SINGLE.URL')}
            markRequired
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('KNOWLEDGE.SINGLE.URL_PLACEHOLDER')}
            value={url}
            disabled={crawling}
            onChange={(event) => actor.send({ type: 'CHANGE_URL', url: event.target.value })}
          />
          <TypeSelect
            label={t('KNOWLEDGE.TYPE_LABEL')}
            required
            catalogs={catalogs}
            value={type}
            disabled={crawling}
            onChange={(contentType) => actor.send({ type: 'CHANGE_TYPE', contentType })}
          />
        </div>
        <div className="knowledge-form__actions">
          <Button type="submit" disabled={noUrl} loading={crawling} loadingLabel={t('KNOWLEDGE.SINGLE.CRAWLING')}>
            {t('KNOWLEDGE.SINGLE.START')}
          </Button>
        </div>
        <CrawlOutcome actor={actor} />
      </form>
      {recent ? <RecentCrawls list={recent} /> : null}
    </Modal>
  )
}

/** The line under Start Crawl: the required-fields message, the missing token, success or the failure. */
function CrawlOutcome({ actor }: { actor: SingleCrawlActor }) {
  const { t } = useTranslation()
  const result = useSelector(actor, (s) =>
    (['incomplete', 'notHttp', 'noToken', 'succeeded', 'failed'] as const).find((name) => s.matches({ open: { result: name } })),
  )
  const failure = useSelector(actor, (s) => s.context.failure)
  if (!result) return null
  if (result === 'succeeded') {
    return (
      <p className="knowledge-notice knowledge-notice--success" role="status">
        {t('KNOWLEDGE.SINGLE.SUCCESS')}
      </p>
    )
  }
  const text =
    result === 'incomplete'
      ? t('KNOWLEDGE.SINGLE.REQUIRED')
      : result === 'notHttp'
        ? t('KNOWLEDGE.NOT_HTTP')
        : result === 'noToken'
          ? t('KNOWLEDGE.NO_TOKEN')
          : (failure ?? t('KNOWLEDGE.SINGLE.FAILED'))
  return (
    <p className="knowledge-notice knowledge-notice--error" role="alert">
      {text}
    </p>
  )
}
