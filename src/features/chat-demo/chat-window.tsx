import { useLayoutEffect, useRef, useState } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ChatDemoTheme } from '../../config/constants'
import type { DemoStep } from './demo-step'
import { MarkdownText } from './markdown-text'
import type { ChatActor } from './use-chat-demo'

interface ChatWindowProps {
  chat: ChatActor
  name: string
  theme: ChatDemoTheme
  /** The flow and default reply a sent message is answered from. */
  steps: readonly DemoStep[]
  welcome: string
  defaultReply: string
}

/** The 350 × 500 chat window: header, welcome and messages with their times, typing indicator, input. */
export function ChatWindow({ chat, name, theme, steps, welcome, defaultReply }: ChatWindowProps) {
  const { t } = useTranslation()
  const messages = useSelector(chat, (state) => state.context.messages)
  const openedAt = useSelector(chat, (state) => state.context.openedAt)
  const botTyping = useSelector(chat, (state) => state.hasTag('botTyping'))
  const autoChat = useSelector(chat, (state) => state.hasTag('autoChat'))
  const typed = useSelector(chat, (state) => state.context.typed)
  const canSend = useSelector(chat, (state) => state.matches('idle'))
  // What the visitor is typing: form input, not flow.
  const [text, setText] = useState('')
  const log = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight })
  }, [messages.length, botTyping])

  const status = theme === 'facebook' ? t('CHAT_DEMO.PREVIEW.STATUS_FACEBOOK') : theme === 'zalo' ? t('CHAT_DEMO.PREVIEW.STATUS_ZALO') : null
  return (
    <section className={`demo-chat demo-chat--${theme}`} aria-label={t('CHAT_DEMO.PREVIEW.CHAT_LABEL', { name })}>
      <header className="demo-chat__header">
        <span className="demo-chat__avatar" aria-hidden="true">
          {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
        </span>
        <div className="demo-chat__who">
          <p className="demo-chat__name">{name}</p>
          {status ? <p className="demo-chat__status">{status}</p> : null}
        </div>
      </header>
      <div className="demo-chat__messages" ref={log} role="log" aria-label={t('CHAT_DEMO.PREVIEW.MESSAGES_LABEL')} tabIndex={0}>
        <Bubble type="bot" time={openedAt} message={welcome} />
        {messages.map((item, index) => (
          <Bubble key={index} type={item.type} time={item.time} message={item.message} />
        ))}
        {botTyping ? (
          <div className="demo-chat__row demo-chat__row--bot">
            <div className="demo-chat__bubble demo-chat__typing" role="status" aria-label={t('CHAT_DEMO.PREVIEW.TYPING', { name })}>
              <span />
              <span />
              <span />
            </div>
          </div>
        ) : null}
      </div>
      <form
        className="demo-chat__composer"
        onSubmit={(event) => {
          event.preventDefault()
          if (!canSend || !text.trim()) return
          chat.send({ type: 'SEND', text, steps, defaultReply })
          setText('')
        }}
      >
        <input
          className="demo-chat__input"
          aria-label={t('CHAT_DEMO.PREVIEW.INPUT')}
          placeholder={t('CHAT_DEMO.PREVIEW.INPUT_PLACEHOLDER')}
          value={autoChat ? typed : text}
          disabled={autoChat}
          onChange={(event) => setText(event.target.value)}
        />
        <button className="demo-chat__send" type="submit" disabled={autoChat || !canSend || !text.trim()}>
          {t('CHAT_DEMO.PREVIEW.SEND')}
        </button>
      </form>
    </section>
  )
}

function Bubble({ type, time, message }: { type: 'user' | 'bot'; time: string; message: string }) {
  return (
    <div className={`demo-chat__row demo-chat__row--${type}`}>
      <div className={`demo-chat__bubble demo-chat__bubble--${type}`}>
        {type === 'bot' ? <MarkdownText className="demo-chat__markdown" source={message} /> : <p className="demo-chat__text">{message}</p>}
      </div>
      <time className="demo-chat__time">{time}</time>
    </div>
  )
}
