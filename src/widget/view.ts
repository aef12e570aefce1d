import type { SnapshotFrom } from 'xstate'
import type { ChatMessage, WidgetLook, widgetConversationMachine } from '../../machines/widget-conversation.machine'
import { WIDGET } from '../config/constants'
import { renderMarkdown } from './markdown'
import type { WidgetStrings } from './strings'
import { STYLES } from './styles'

type Snapshot = SnapshotFrom<typeof widgetConversationMachine>

export interface ViewHandlers {
  /** Returns whether the message was taken (the composer is then emptied). */
  send(text: string): boolean
  canSend(text: string): boolean
  retry(): void
  newChat(): void
}

export interface ViewSettings {
  mode: 'bubble' | 'inline'
  open: boolean
  strings: () => WidgetStrings
}

const ICONS = {
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
  close: 'M6 9l6 6 6-6',
  newChat: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v5h5',
  send: 'M4 12l16-8-6 16-3-7-7-1z',
}

/** The text colour that reads on a header colour (already a checked hex). */
export function readableOn(hex: string): string {
  let digits = hex.slice(1, hex.length === 5 || hex.length === 9 ? -1 : undefined)
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('')
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16))
  return (r * 299 + g * 587 + b * 114) / 1000 > 160 ? '#111827' : '#FFFFFF'
}

/**
 * The widget's DOM inside its shadow root, drawn from the machine's snapshots. Every text from
 * the bot, the host or the visitor goes in through textContent or the safe markdown renderer.
 */
export function createView(root: ShadowRoot, settings: ViewSettings, handlers: ViewHandlers) {
  const doc = root.ownerDocument
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', parent?: Node): HTMLElementTagNameMap[K] => {
    const element = doc.createElement(tag)
    if (className) element.className = className
    parent?.appendChild(element)
    return element
  }
  const icon = (path: string) => {
    const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg')
    svg.setAttribute('viewBox', '0 0 24 24')
    svg.setAttribute('aria-hidden', 'true')
    const shape = doc.createElementNS('http://www.w3.org/2000/svg', 'path')
    shape.setAttribute('d', path)
    svg.appendChild(shape)
    return svg
  }
  const button = (className: string, path: string, parent: Node) => {
    const element = el('button', className, parent)
    element.type = 'button'
    element.appendChild(icon(path))
    return element
  }

  el('style', '', root).textContent = STYLES
  const frame = el('div', 'cwp', root)
  frame.dataset.mode = settings.mode
  const panel = el('section', 'panel', frame)
  panel.setAttribute('role', settings.mode === 'bubble' ? 'dialog' : 'region')
  const header = el('div', 'header', panel)
  const avatar = el('div', 'avatar', header)
  avatar.setAttribute('aria-hidden', 'true')
  const title = el('div', 'title', header)
  const newChatButton = button('icon', ICONS.newChat, header)
  const closeButton = settings.mode === 'bubble' ? button('icon', ICONS.close, header) : null
  const body = el('div', 'body', panel)
  body.setAttribute('role', 'log')
  body.setAttribute('aria-live', 'polite')
  const list = el('div', 'list', body)
  const tail = el('div', 'list', body)
  const composer = el('form', 'composer', panel)
  const input = el('textarea', '', composer)
  input.rows = 1
  input.maxLength = WIDGET.MAX_MESSAGE_LENGTH
  const sendButton = button('send', ICONS.send, composer)
  sendButton.type = 'submit'

  let open = settings.mode === 'inline' || settings.open
  let launcher: HTMLButtonElement | null = null
  if (settings.mode === 'bubble') {
    launcher = el('button', 'launcher')
    launcher.type = 'button'
    frame.appendChild(launcher)
    launcher.addEventListener('click', () => setOpen(!open))
    closeButton?.addEventListener('click', () => setOpen(false))
    frame.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && open) setOpen(false)
    })
  }

  let current: Snapshot | null = null
  let shown: { key: string; messages: ChatMessage[] | null; welcome: string; language: WidgetStrings | null } = {
    key: '',
    messages: null,
    welcome: '',
    language: null,
  }
  let shownLook: WidgetLook | null = null
  /** The reply bubble being streamed, and the text it shows. */
  let draft: { box: HTMLElement; text: string } | null = null
  let stickToBottom = true

  body.addEventListener('scroll', () => {
    stickToBottom = body.scrollHeight - body.scrollTop - body.clientHeight < 40
  })
  const refreshSendButton = () => {
    sendButton.disabled = !handlers.canSend(input.value)
  }
  const growInput = () => {
    input.style.height = 'auto'
    input.style.height = `${input.scrollHeight}px`
  }
  input.addEventListener('input', () => {
    growInput()
    refreshSendButton()
  })
  input.addEventListener('keydown', (event) => {
    // Enter sends; Shift+Enter is a new line; Enter while an IME composes (Vietnamese Telex…) is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault()
      submit()
    }
  })
  composer.addEventListener('submit', (event) => {
    event.preventDefault()
    submit()
  })
  newChatButton.addEventListener('click', () => handlers.newChat())

  function submit() {
    if (!handlers.send(input.value)) return
    input.value = ''
    growInput()
    stickToBottom = true
    refreshSendButton()
  }

  function setOpen(value: boolean) {
    open = value
    if (current) render(current)
    if (open && !input.disabled) input.focus()
  }

  function bubble(role: 'user' | 'bot', content: string | Node, parent: HTMLElement) {
    const row = el('div', `msg ${role}`, parent)
    const box = el('div', 'bubble', row)
    if (typeof content !== 'string') box.appendChild(content)
    else if (role === 'user') box.textContent = content
    else box.appendChild(renderMarkdown(content, doc))
    return box
  }

  function notice(text: string, alert: boolean, withRetry: boolean) {
    const box = el('div', alert ? 'notice alert' : 'notice', list)
    if (alert) box.setAttribute('role', 'alert')
    el('span', '', box).textContent = text
    if (withRetry) retryButton(box)
  }

  function retryButton(parent: HTMLElement) {
    const retry = el('button', 'retry', parent)
    retry.type = 'button'
    retry.textContent = settings.strings().retry
    retry.addEventListener('click', () => handlers.retry())
  }

  function drawLook(look: WidgetLook) {
    if (look === shownLook) return
    shownLook = look
    const { colors } = look
    const vars: [string, string][] = [
      ['--h', colors.header],
      ['--ht', readableOn(colors.header)],
      ['--bg', colors.background],
      ['--ut', colors.userText],
      ['--ub', colors.userBackground],
      ['--bt', colors.botText],
      ['--bb', colors.botBackground],
    ]
    for (const [name, value] of vars) frame.style.setProperty(name, value)
    title.textContent = look.name
    panel.setAttribute('aria-label', look.name)
    avatar.replaceChildren()
    const initial = () => (avatar.textContent = [...look.name.trim()][0]?.toUpperCase() ?? '')
    if (look.logoUrl) {
      const image = el('img', '', avatar)
      image.alt = ''
      image.src = look.logoUrl
      image.addEventListener('error', initial, { once: true })
    } else initial()
  }

  /** Which body the state shows; the message list is rebuilt only when this or the messages change. */
  function bodyKey(snapshot: Snapshot): string {
    if (snapshot.matches('unavailable')) return `unavailable:${snapshot.context.unavailable}`
    if (snapshot.matches('loadingLook') || snapshot.matches('loadingHistory')) return 'loading'
    if (snapshot.matches('lookFailed') || snapshot.matches('historyFailed')) return 'loadFailed'
    return 'chat'
  }

  function drawList(snapshot: Snapshot, key: string, text: WidgetStrings) {
    const { messages, look } = snapshot.context
    const sameFrame = key === shown.key && look.welcomeMessage === shown.welcome && text === shown.language
    if (sameFrame && messages === shown.messages) return
    const before = shown.messages
    shown = { key, messages, welcome: look.welcomeMessage, language: text }
    // New messages at the end (a send, a finished reply) are appended; the streamed bubble
    // itself becomes the stored reply, so nothing on screen is rebuilt.
    if (sameFrame && before && messages.length > before.length && before.every((message, index) => messages[index] === message)) {
      for (const message of messages.slice(before.length)) appendMessage(message)
      return
    }
    list.replaceChildren()
    if (key.startsWith('unavailable')) return notice(key.endsWith('conversation') ? text.conversationMissing : text.unavailable, true, false)
    if (key === 'loading') return notice(text.loading, false, false)
    if (key === 'loadFailed') return notice(text.network, true, true)
    if (look.welcomeMessage.trim()) bubble('bot', look.welcomeMessage, list)
    for (const message of messages) bubble(message.role, message.content, list)
    if (snapshot.matches('previewOnly')) notice(text.saveFirst, false, false)
  }

  function appendMessage(message: ChatMessage) {
    if (message.role === 'bot' && draft?.text === message.content) {
      delete draft.box.dataset.streaming
      list.appendChild(draft.box.parentElement!)
      draft = null
    } else bubble(message.role, message.content, list)
  }

  function drawTail(snapshot: Snapshot, text: WidgetStrings) {
    tail.replaceChildren()
    draft = null
    const { reply, failure } = snapshot.context
    if (snapshot.hasTag('typing')) {
      const dots = el('span', 'typing')
      dots.setAttribute('role', 'status')
      dots.setAttribute('aria-label', text.typing)
      for (let i = 0; i < 3; i++) el('span', '', dots)
      bubble('bot', dots, tail)
    } else if (reply) {
      const box = bubble('bot', reply, tail)
      box.dataset.streaming = ''
      draft = { box, text: reply }
    }
    if (snapshot.matches({ ready: 'failed' }) && failure) {
      const box = el('div', 'error', tail)
      box.setAttribute('role', 'alert')
      const reason =
        failure.kind === 'conversationLost' ? text.conversationLost : failure.kind === 'server' ? (failure.message ?? text.serverFallback) : text.network
      el('span', '', box).textContent = reason
      retryButton(box)
    }
  }

  function render(snapshot: Snapshot) {
    current = snapshot
    const text = settings.strings()
    const { context } = snapshot
    drawLook(context.look)
    const key = bodyKey(snapshot)
    drawList(snapshot, key, text)
    drawTail(snapshot, text)
    // Screen readers hear the reply once it is complete, not every chunk.
    body.setAttribute('aria-busy', String(snapshot.matches({ ready: 'replying' })))

    const chatting = key === 'chat' && !snapshot.matches('previewOnly')
    composer.hidden = key.startsWith('unavailable')
    input.disabled = !chatting
    input.placeholder = text.placeholder
    input.setAttribute('aria-label', text.placeholder)
    sendButton.setAttribute('aria-label', text.send)
    refreshSendButton()
    newChatButton.hidden = !(snapshot.matches('ready') || snapshot.matches('historyFailed'))
    newChatButton.setAttribute('aria-label', text.newChat)
    newChatButton.title = text.newChat
    closeButton?.setAttribute('aria-label', text.close)
    if (launcher) {
      panel.hidden = !open
      launcher.replaceChildren(icon(open ? ICONS.close : ICONS.chat))
      launcher.setAttribute('aria-expanded', String(open))
      launcher.setAttribute('aria-label', open ? text.close : text.open)
    }
    if (stickToBottom) body.scrollTop = body.scrollHeight
  }

  return { render }
}
