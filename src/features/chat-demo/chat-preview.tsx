import { useState } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/form/form-field'
import { CHAT_DEMO, type ChatDemoTheme } from '../../config/constants'
import { ChatWindow } from './chat-window'
import type { ChatActor, FlowActor } from './use-chat-demo'

const THEME_LABEL: Record<ChatDemoTheme, string> = {
  default: 'CHAT_DEMO.PREVIEW.THEME_DEFAULT',
  facebook: 'CHAT_DEMO.PREVIEW.THEME_FACEBOOK',
  zalo: 'CHAT_DEMO.PREVIEW.THEME_ZALO',
}

/** The right panel: the chatbot's name and look, the auto chat and clear controls, and the chat window. */
export function ChatPreview({ flow, chat }: { flow: FlowActor; chat: ChatActor }) {
  const { t } = useTranslation()
  // Display choices of this visit, not flow: the typed name (null until typed) and the look.
  const [name, setName] = useState<string | null>(null)
  const [theme, setTheme] = useState<ChatDemoTheme>('default')
  const steps = useSelector(flow, (state) => state.context.steps)
  const running = useSelector(chat, (state) => state.hasTag('autoChat'))
  const progress = useSelector(chat, (state) => ({ step: state.context.scriptIndex + 1, total: state.context.script.length }))
  const shownName = name ?? t('CHAT_DEMO.SAMPLE.BOT_NAME')

  return (
    <div className="chat-demo__preview">
      <div className="chat-demo__settings">
        <TextField id="chat-demo-name" label={t('CHAT_DEMO.PREVIEW.NAME')} value={shownName} onChange={(event) => setName(event.target.value)} />
        <div className="field">
          <label className="field__label" htmlFor="chat-demo-theme">
            {t('CHAT_DEMO.PREVIEW.THEME')}
          </label>
          <select id="chat-demo-theme" className="field__input" value={theme} onChange={(event) => setTheme(event.target.value as ChatDemoTheme)}>
            {CHAT_DEMO.THEMES.map((option) => (
              <option key={option} value={option}>
                {t(THEME_LABEL[option])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="chat-demo__controls">
        {running ? (
          <Button variant="danger" onClick={() => chat.send({ type: 'AUTO_STOP' })}>
            {t('CHAT_DEMO.PREVIEW.AUTO_STOP')}
          </Button>
        ) : (
          <Button disabled={steps.length === 0} onClick={() => chat.send({ type: 'AUTO_START', steps })}>
            {t('CHAT_DEMO.PREVIEW.AUTO_START')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => chat.send({ type: 'CLEAR' })}>
          {t('CHAT_DEMO.PREVIEW.CLEAR')}
        </Button>
      </div>
      <p className="chat-demo__progress" role="status">
        {running ? t('CHAT_DEMO.PREVIEW.AUTO_RUNNING', progress) : null}
      </p>
      <ChatWindow
        chat={chat}
        name={shownName.trim() || t('CHAT_DEMO.SAMPLE.BOT_NAME')}
        theme={theme}
        steps={steps}
        welcome={t('CHAT_DEMO.SAMPLE.WELCOME')}
        defaultReply={t('CHAT_DEMO.SAMPLE.DEFAULT_REPLY')}
      />
    </div>
  )
}
