import { useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import { Button } from '../../components/button/button'
import { Spinner } from '../../components/spinner/spinner'
import { configFromChatbot } from './hosted-widget'
import { loadWidgetScript } from './load-widget-script'
import { useHostedWidget } from './use-hosted-widget'
import './widget-host.css'

/** A route id that names a chatbot: a positive integer, else none (decision 604). */
export function chatbotIdFrom(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/** The public look of a chatbot (GET /widget/chatbots/{id}, no sign-in needed). */
async function fetchPublicChatbot(id: number) {
  const { data } = await api.GET('/widget/chatbots/{id}', { params: { path: { id } } })
  if (!data) throw new Error('no chatbot')
  return configFromChatbot(data)
}

/**
 * /preview/chatbot/{id} (001 §2.8, §4 "Public preview page"): no header or footer, the widget in
 * bubble mode (open) over a greyed mock website. Loading, loaded and error states; a new id gives
 * a new widget, the previous one destroyed first.
 */
export function ChatbotPreviewPage() {
  const { id } = useParams()
  return <PreviewOfChatbot key={id ?? ''} chatbotId={chatbotIdFrom(id)} />
}

function PreviewOfChatbot({ chatbotId }: { chatbotId: number | null }) {
  const { t } = useTranslation()
  const { actor, status, error } = useHostedWidget({
    config: { chatbotId },
    load: async () => {
      if (chatbotId === null) throw { reason: 'missingId' }
      try {
        const [, config] = await Promise.all([loadWidgetScript(), fetchPublicChatbot(chatbotId)])
        return config
      } catch {
        throw { reason: 'loadFailed' }
      }
    },
    placement: { mode: 'bubble', open: true },
  })

  return (
    <div className="preview-page">
      <MockWebsite label={t('WIDGET_HOST.PAGE.MOCK_LABEL')} />
      {status === 'loading' ? (
        <div role="status" className="preview-page__status widget-host__loading">
          <Spinner size={28} />
          <span>{t('WIDGET_HOST.PAGE.LOADING')}</span>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" className="preview-page__status widget-host__error">
          <p>{t(error?.reason === 'missingId' ? 'WIDGET_HOST.PAGE.NO_ID' : 'WIDGET_HOST.PAGE.FAILED')}</p>
          {error?.reason === 'missingId' ? null : (
            <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('WIDGET_HOST.PAGE.RETRY')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  )
}

/** A greyed, wordless website behind the widget, as a customer's page would be. */
function MockWebsite({ label }: { label: string }) {
  return (
    <div className="mock-site" role="img" aria-label={label}>
      <div className="mock-site__bar">
        <span className="mock-site__logo" />
        <span className="mock-site__links">
          <span />
          <span />
          <span />
        </span>
      </div>
      <div className="mock-site__hero">
        <span className="mock-site__line mock-site__line--title" />
        <span className="mock-site__line" />
        <span className="mock-site__line mock-site__line--short" />
        <span className="mock-site__button" />
      </div>
      <div className="mock-site__cards">
        {[0, 1, 2].map((card) => (
          <div key={card} className="mock-site__card">
            <span className="mock-site__image" />
            <span className="mock-site__line" />
            <span className="mock-site__line mock-site__line--short" />
          </div>
        ))}
      </div>
    </div>
  )
}
