import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import type { ActorRefFrom } from 'xstate'
import { chatbotSaveMachine, type FlagName, type SettingsTab } from '../../../../machines/chatbot-save.machine'
import { quietApi } from '../../../api/client'
import { useCurrentUser } from '../../../app/session'
import { showAlert } from '../../../components/alert/alert-store'
import { Button } from '../../../components/button/button'
import { Spinner } from '../../../components/spinner/spinner'
import { showToast } from '../../../components/toast/toast-store'
import { UPLOAD } from '../../../config/constants'
import { chatbotSettingsActors } from '../chatbot-actors'
import { BasicTab } from './basic-tab'
import { DevelopmentTab } from './development-tab'
import { KnowledgeTab } from '../../knowledge/knowledge-tab'
import { NoKnowledgeModal } from './no-knowledge-modal'
import { SettingsHeader } from './settings-header'
import './chatbot-settings.css'

export type SettingsActor = ActorRefFrom<typeof chatbotSaveMachine>

const TOAST_OF_FLAG: Record<FlagName, string> = {
  name: 'CHATBOTS.TOAST.NAME',
  agent: 'CHATBOTS.TOAST.AGENT',
  welcome: 'CHATBOTS.TOAST.WELCOME',
  description: 'CHATBOTS.TOAST.DESCRIPTION',
}

/** The route's id: null for /new; anything that is not a positive whole number names no bot (0). */
export function routeChatbotId(id: string | undefined): number | null {
  if (id === undefined) return null
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : 0
}

/**
 * /app/chatbot-settings/new and /app/chatbot-settings/{id} (001 §2.1): one page for both, so that
 * a creation moving to the edit route keeps the page (and its no-knowledge warning).
 */
export function ChatbotSettingsPage() {
  const { i18n } = useTranslation()
  const navigate = useNavigate()
  const chatbotId = routeChatbotId(useParams().id)
  // RequireUser guards /app, so there is a user here.
  const userId = useCurrentUser()?.id ?? 0
  const actor = useActorRef(
    chatbotSaveMachine.provide({
      actors: chatbotSettingsActors(quietApi),
      actions: {
        notifyInvalid: (_, { flag }) => showToast({ type: 'error', message: i18n.t(TOAST_OF_FLAG[flag]) }),
        notifySaved: (_, { created }) =>
          showToast({
            type: 'success',
            title: i18n.t('CHATBOTS.TOAST.SUCCESS_TITLE'),
            message: i18n.t(created ? 'CHATBOTS.TOAST.CREATED' : 'CHATBOTS.TOAST.UPDATED'),
          }),
        notifySaveFailed: (_, { created }) =>
          showToast({
            type: 'error',
            title: i18n.t('CHATBOTS.TOAST.ERROR_TITLE'),
            message: i18n.t(created ? 'CHATBOTS.TOAST.CREATE_FAILED' : 'CHATBOTS.TOAST.UPDATE_FAILED'),
          }),
        goToEditRoute: (_, { id }) => navigate(`/app/chatbot-settings/${id}`, { replace: true }),
        alertNotImage: () => showAlert({ type: 'error', message: i18n.t('CHATBOTS.TOAST.NOT_IMAGE') }),
        alertImageTooLarge: () => showAlert({ type: 'error', message: i18n.t('CHATBOTS.TOAST.TOO_LARGE', { size: UPLOAD.MAX_IMAGE_MB }) }),
        alertUploadFailed: () => showAlert({ type: 'error', message: i18n.t('CHATBOTS.TOAST.UPLOAD_FAILED') }),
        logError: (_, { message, error }) => console.error(message, error),
      },
    }),
    { input: { userId, chatbotId } },
  )

  useEffect(() => {
    actor.send({ type: 'ROUTE_CHANGED', chatbotId })
  }, [actor, chatbotId])

  const phase = useSelector(actor, (s) => (s.matches('editing') ? 'editing' : s.matches('notFound') ? 'notFound' : s.matches('loadFailed') ? 'loadFailed' : 'loading'))

  return (
    <div className="chatbot-settings">
      {phase === 'editing' ? <SettingsEditor actor={actor} /> : <SettingsLoadState actor={actor} phase={phase} />}
    </div>
  )
}

/** An existing bot on its way, missing, or failing to load: the page title stays, with a way back. */
function SettingsLoadState({ actor, phase }: { actor: SettingsActor; phase: 'loading' | 'notFound' | 'loadFailed' }) {
  const { t } = useTranslation()
  return (
    <>
      <header className="chatbot-settings__heading">
        <Link to="/app/chatbot-settings" className="chatbot-settings__back">
          ← {t('CHATBOTS.SETTINGS.BACK')}
        </Link>
        <h1 className="chatbot-settings__title">{t('PAGES.CHATBOT_EDIT.TITLE')}</h1>
      </header>
      {phase === 'loading' ? (
        <div className="card chatbot-settings__state" role="status">
          <Spinner size={24} />
          <span>{t('CHATBOTS.SETTINGS.LOADING')}</span>
        </div>
      ) : phase === 'notFound' ? (
        <div className="card chatbot-settings__state">
          <h2 className="chatbot-settings__state-title">{t('CHATBOTS.SETTINGS.NOT_FOUND')}</h2>
          <p>{t('CHATBOTS.SETTINGS.NOT_FOUND_TEXT')}</p>
        </div>
      ) : (
        <div className="card chatbot-settings__state" role="alert">
          <p>{t('CHATBOTS.SETTINGS.LOAD_FAILED')}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('CHATBOTS.SETTINGS.RETRY')}
          </Button>
        </div>
      )}
    </>
  )
}

function SettingsEditor({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  const tab = useSelector(actor, (s) => s.context.tab)
  const saved = useSelector(actor, (s) => s.context.chatbotId !== null)
  const savedBot = useSelector(actor, (s) => s.context.chatbot)
  const lockedTitle = saved ? undefined : t('CHATBOTS.SETTINGS.TAB_NEEDS_SAVE')

  return (
    <>
      <SettingsHeader actor={actor} />
      <Tabs.Root
        className="chatbot-settings__tabs"
        value={tab}
        onValueChange={(value) => actor.send({ type: 'SELECT_TAB', tab: value as SettingsTab })}
      >
        <Tabs.List className="chatbot-settings__tab-list" aria-label={t('CHATBOTS.SETTINGS.TABS_LABEL')}>
          <Tabs.Trigger className="chatbot-settings__tab" value="basic">
            {t('CHATBOTS.SETTINGS.TAB_BASIC')}
          </Tabs.Trigger>
          <Tabs.Trigger className="chatbot-settings__tab" value="knowledge" disabled={!saved} title={lockedTitle}>
            {t('CHATBOTS.SETTINGS.TAB_KNOWLEDGE')}
          </Tabs.Trigger>
          <Tabs.Trigger className="chatbot-settings__tab" value="development" disabled={!saved} title={lockedTitle}>
            {t('CHATBOTS.SETTINGS.TAB_DEVELOPMENT')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="basic" className="chatbot-settings__panel">
          <BasicTab actor={actor} />
        </Tabs.Content>
        <Tabs.Content value="knowledge" className="chatbot-settings__panel">
          {savedBot ? <KnowledgeTab chatbot={savedBot} /> : null}
        </Tabs.Content>
        <Tabs.Content value="development" className="chatbot-settings__panel">
          <DevelopmentTab actor={actor} />
        </Tabs.Content>
      </Tabs.Root>
      <NoKnowledgeModal actor={actor} />
    </>
  )
}
