import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { BareLayout } from '../../components/bare-layout/bare-layout'
import { CHAT_DEMO } from '../../config/constants'
import { ChatPreview } from './chat-preview'
import { FlowEditor } from './flow-editor'
import { useChatDemo } from './use-chat-demo'
import './chat-demo.css'

/** The spec's sizes, for the stylesheet. */
const SIZES = {
  '--chat-demo-max-width': `${CHAT_DEMO.PREVIEW_MAX_WIDTH_PX}px`,
  '--chat-demo-widget-width': `${CHAT_DEMO.WIDGET_WIDTH_PX}px`,
  '--chat-demo-widget-height': `${CHAT_DEMO.WIDGET_HEIGHT_PX}px`,
} as CSSProperties

/** /chat-demo-570 (000 §2 "Chat demo page", §4 "Demo chat"; decision 910): public, no sign-in. */
export function ChatDemoPage() {
  const { t } = useTranslation()
  const { flow, chat, resetToSample } = useChatDemo()
  return (
    <BareLayout>
      <main className="chat-demo" style={SIZES}>
        <header className="chat-demo__intro">
          <h1 className="chat-demo__title">{t('CHAT_DEMO.TITLE')}</h1>
          <p className="chat-demo__lead">{t('CHAT_DEMO.LEAD')}</p>
        </header>
        <div className="chat-demo__grid">
          <section className="chat-demo__panel card" aria-label={t('CHAT_DEMO.TABS_LABEL')}>
            <FlowEditor flow={flow} onResetToSample={resetToSample} />
          </section>
          <section className="chat-demo__panel chat-demo__panel--preview card" aria-labelledby="chat-demo-preview-title">
            <h2 className="chat-demo__section-title" id="chat-demo-preview-title">
              {t('CHAT_DEMO.PREVIEW.TITLE')}
            </h2>
            <ChatPreview flow={flow} chat={chat} />
          </section>
        </div>
      </main>
    </BareLayout>
  )
}
