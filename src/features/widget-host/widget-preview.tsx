import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import { Spinner } from '../../components/spinner/spinner'
import type { ChatbotLookFields } from '../../widget/look'
import { configFromChatbot } from './hosted-widget'
import { loadWidgetScript } from './load-widget-script'
import { useHostedWidget } from './use-hosted-widget'
import './widget-host.css'

export interface WidgetPreviewProps {
  /** The editor's current values; `id` is absent for a bot not saved yet (look only, no chatting). */
  chatbot: ChatbotLookFields & { id?: number | null }
}

/**
 * The live chat preview of the basic tab (001 §2.2, §4 "Preview in editor"): the widget script is
 * loaded on demand, the widget is created inline once it is ready, and it follows the edited name,
 * colours, logo and welcome message (checked every 500 ms). Flow: machines/widget-preview.machine.ts.
 */
export function WidgetPreview({ chatbot }: WidgetPreviewProps) {
  const { t } = useTranslation()
  const frame = useRef<HTMLDivElement>(null)
  const { actor, status } = useHostedWidget({
    config: configFromChatbot(chatbot),
    load: async (known) => {
      try {
        await loadWidgetScript()
      } catch {
        throw { reason: 'loadFailed' }
      }
      return known
    },
    placement: { mode: 'inline', container: () => frame.current },
  })
  const ready = status === 'ready'

  return (
    <section className="widget-preview" aria-labelledby="widget-preview-title">
      <div className="widget-preview__head">
        <h3 id="widget-preview-title" className="widget-preview__title">
          {t('WIDGET_HOST.PREVIEW.TITLE')}
        </h3>
        <p className="widget-preview__hint">{t('WIDGET_HOST.PREVIEW.HINT')}</p>
      </div>
      <div className="widget-preview__actions">
        <Button variant="secondary" disabled={!ready} onClick={() => actor.send({ type: 'CLEAR_CHAT' })}>
          {t('WIDGET_HOST.PREVIEW.CLEAR_CHAT')}
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => actor.send({ type: 'UPDATE_CONFIG' })}>
          {t('WIDGET_HOST.PREVIEW.UPDATE_CONFIG')}
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => actor.send({ type: 'REFRESH_CONFIG' })}>
          {t('WIDGET_HOST.PREVIEW.REFRESH_CONFIG')}
        </Button>
      </div>
      <div className="widget-preview__stage">
        <div ref={frame} className="widget-preview__frame" data-testid="widget-preview-frame" />
        {ready ? null : (
          <div className="widget-preview__overlay">
            {status === 'failed' ? (
              <div role="alert" className="widget-host__error">
                <p>{t('WIDGET_HOST.PREVIEW.FAILED')}</p>
                <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
                  {t('WIDGET_HOST.PREVIEW.RETRY')}
                </Button>
              </div>
            ) : (
              <div role="status" className="widget-host__loading">
                <Spinner size={28} />
                <span>{t('WIDGET_HOST.PREVIEW.LOADING')}</span>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
