import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import { useCurrentUser } from '../../app/session'
import { Button } from '../../components/button/button'
import { Spinner } from '../../components/spinner/spinner'
import { configFromChatbot } from './hosted-widget'
import { loadWidgetScript } from './load-widget-script'
import { useHostedWidget } from './use-hosted-widget'
import './widget-host.css'

export interface InlineConversationProps {
  chatbotId: number | null
  conversationId: number | null
  /** A conversation started inside the widget (after Clear): the live-chat screen opens its viewer. */
  onConversationCreated?: (id: number) => void
}

/** The owner's chatbot (GET /chatbots/{id} answers a one-element array, 001 §7). */
async function fetchOwnChatbot(id: number) {
  const { data } = await api.GET('/chatbots/{id}', { params: { path: { id } } })
  const chatbot = data?.[0]
  if (!chatbot) throw new Error('Chatbot not found')
  return configFromChatbot(chatbot)
}

/**
 * The live-chat viewer's widget (001 §2.6): inline, bound to a conversation, read and written with
 * the owner's token (which follows refreshes). Errors 'No chatbot ID provided' / 'Failed to load
 * chatbot data' (001 §8).
 */
export function InlineConversation(props: InlineConversationProps) {
  return <ConversationWidget key={`${props.chatbotId}:${props.conversationId}`} {...props} />
}

function ConversationWidget({ chatbotId, conversationId, onConversationCreated }: InlineConversationProps) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const frame = useRef<HTMLDivElement>(null)
  const created = useRef(onConversationCreated)
  created.current = onConversationCreated
  const { actor, status, error } = useHostedWidget({
    config: { chatbotId, conversationId, accessToken: user?.access_token ?? null },
    load: async () => {
      if (!chatbotId) throw { reason: 'missingId' }
      try {
        const [, config] = await Promise.all([loadWidgetScript(), fetchOwnChatbot(chatbotId)])
        return config
      } catch {
        throw { reason: 'loadFailed' }
      }
    },
    placement: { mode: 'inline', container: () => frame.current, onConversationCreated: (id) => created.current?.(id) },
  })

  return (
    <div className="inline-conversation">
      <div ref={frame} className="inline-conversation__frame" />
      {status === 'ready' ? null : (
        <div className="widget-preview__overlay">
          {status === 'failed' ? (
            <div role="alert" className="widget-host__error">
              <p>{t(error?.reason === 'missingId' ? 'WIDGET_HOST.PAGE.NO_ID' : 'WIDGET_HOST.PAGE.FAILED')}</p>
              {error?.reason === 'missingId' ? null : (
                <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
                  {t('WIDGET_HOST.PAGE.RETRY')}
                </Button>
              )}
            </div>
          ) : (
            <div role="status" className="widget-host__loading">
              <Spinner size={28} />
              <span>{t('WIDGET_HOST.PAGE.LOADING')}</span>
            </div>
          )}
        </div>
      )}
    </div>
  )
}
