// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WIDGET } from '../../../src/config/constants'
import { create } from '../../../src/widget/index'
import type { WidgetInstance, WidgetOptions } from '../../../src/widget/types'

const API = 'https://chat.example/v1'
const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>'

interface Call {
  method: string
  path: string
  headers: Record<string, string>
  body: unknown
}

/** The widget's backend, faked at fetch: each chat-stream answer is a stream the test writes to. */
function fakeBackend() {
  const calls: Call[] = []
  const streams: ReadableStreamDefaultController<Uint8Array>[] = []
  const state = {
    look: { status: 200, body: widgetChatbot({}) as unknown },
    history: [] as { role: 'user' | 'bot'; content: string }[],
    nextConversationId: 41,
    failStream: 0,
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace(/^\/v1/, '')
    const method = init.method ?? 'GET'
    calls.push({ method, path, headers: { ...(init.headers as Record<string, string>) }, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (path.startsWith('/widget/chatbots/')) return json(state.look.body, state.look.status)
    if (method === 'POST' && path === '/conversations') {
      const id = state.nextConversationId++
      return json({ id, chatbot_id: 5, source: 'website', last_message_content: null, created_at: '', updated_at: '', visitor_token: `tok-${id}` }, 201)
    }
    if (path.endsWith('/messages')) return json(state.history)
    if (path === '/chat-stream') {
      if (state.failStream > 0) {
        state.failStream--
        throw new TypeError('Failed to fetch')
      }
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
    }
    return json({ message: 'not found' }, 404)
  })
  const encoder = new TextEncoder()
  const lastStream = () => streams[streams.length - 1]
  return {
    calls,
    state,
    fetchMock,
    write: (event: unknown) => lastStream().enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    end: () => lastStream().close(),
    streams,
  }
}

function widgetChatbot(overrides: Record<string, unknown>) {
  return {
    id: 5,
    name: 'Hỗ trợ khách hàng Thời Trang Mai',
    logo_url: null,
    color: '#069206',
    color_header: '#3B82F6',
    color_background: '#FFFFFF',
    color_user_text: '#FFFFFF',
    color_background_user_text: '#3B82F6',
    color_bot_text: '#111827',
    color_background_bot_text: '#F3F4F6',
    initial_prompt: 'Chào bạn! Mình có thể giúp gì?',
    agent_type: 'TRA_LOI',
    status: 'active',
    ...overrides,
  }
}

let backend: ReturnType<typeof fakeBackend>
let widgets: WidgetInstance[] = []

beforeEach(() => {
  backend = fakeBackend()
  vi.stubGlobal('fetch', backend.fetchMock)
  sessionStorage.clear()
  document.body.replaceChildren()
})
afterEach(() => {
  for (const widget of widgets) widget.destroy()
  widgets = []
  vi.unstubAllGlobals()
})

function mount(options: Partial<WidgetOptions> = {}) {
  const widget = create({
    apiBase: API,
    chatbotId: 5,
    language: 'en',
    name: 'Thời Trang Mai',
    colors: { header: '#3B82F6', botBackground: '#F3F4F6' },
    welcomeMessage: 'Chào bạn!',
    ...options,
  })
  widgets.push(widget)
  const hosts = document.querySelectorAll('[data-chat-widget-pro]')
  const host = hosts[hosts.length - 1] as HTMLElement
  const root = host.shadowRoot!
  const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector(selector) as T | null
  const $$ = (selector: string) => [...root.querySelectorAll(selector)]
  const type = (text: string) => {
    const input = $<HTMLTextAreaElement>('textarea')!
    input.value = text
    input.dispatchEvent(new Event('input'))
    $<HTMLFormElement>('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
  }
  return { widget, host, root, $, $$, type }
}

/** Lets fetch promises and stream reads settle. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const botTexts = (ui: ReturnType<typeof mount>) => ui.$$('.msg.bot .bubble').map((bubble) => bubble.textContent)

describe('the chat widget (bubble mode)', () => {
  it('shows a floating button that opens the panel with the name and the welcome message', async () => {
    const ui = mount()
    await flush()
    const launcher = ui.$<HTMLButtonElement>('.launcher')!
    expect(launcher.getAttribute('aria-label')).toBe('Open chat')
    expect(ui.$('.panel')!.hidden).toBe(true)
    launcher.click()
    expect(ui.$('.panel')!.hidden).toBe(false)
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    expect(ui.$('.title')!.textContent).toBe('Thời Trang Mai')
    expect(botTexts(ui)).toEqual(['Chào bạn!'])
    // No call is made before the visitor writes.
    expect(backend.calls).toEqual([])
  })

  it('shows a hostile bot name and welcome message as text, never as elements', () => {
    const ui = mount({ name: HOSTILE, welcomeMessage: HOSTILE, open: true })
    expect(ui.$$('img, script')).toEqual([])
    expect(ui.$('.title')!.textContent).toBe(HOSTILE)
    expect(botTexts(ui)).toEqual([HOSTILE])
  })

  it('refuses a colour that is not a hex value and keeps the valid ones', () => {
    const ui = mount({ colors: { header: 'red;background:url(javascript:alert(1))', botBackground: '#ABCDEF' } })
    const frame = ui.$('.cwp')!
    expect(frame.style.getPropertyValue('--h')).toBe(WIDGET.DEFAULT_COLORS.header)
    expect(frame.style.getPropertyValue('--bb')).toBe('#ABCDEF')
    expect(frame.getAttribute('style')).not.toContain('javascript')
  })

  it('creates the conversation on the first message, shows typing, then the reply as it streams', async () => {
    const created = vi.fn()
    const ui = mount({ open: true, onConversationCreated: created })
    ui.type('Phí vận chuyển bao nhiêu?')
    expect(ui.$('.typing')).not.toBeNull()
    await flush()
    expect(backend.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /conversations', 'POST /chat-stream'])
    expect(backend.calls[0].body).toEqual({ chatbot_id: 5, source: 'website' })
    expect(backend.calls[1].headers['X-Conversation-Token']).toBe('tok-41')
    expect(backend.calls[1].body).toEqual({ conversation_id: 41, query: 'Phí vận chuyển bao nhiêu?' })
    expect(created).toHaveBeenCalledWith(41)
    expect(JSON.parse(sessionStorage.getItem('conversationId')!)).toEqual({ id: 41, token: 'tok-41', chatbotId: 5 })

    backend.write({ type: 'delta', content: 'Miễn phí ' })
    await flush()
    expect(ui.$('.typing')).toBeNull()
    expect(ui.$('[data-streaming]')!.textContent).toBe('Miễn phí')
    backend.write({ type: 'delta', content: '**giao hàng**' })
    await flush()
    expect(ui.$('[data-streaming] strong')!.textContent).toBe('giao hàng')
    const streamed = ui.$('[data-streaming]')
    backend.write({ type: 'done', message_id: 3 })
    backend.end()
    await flush()
    expect(ui.$('[data-streaming]')).toBeNull()
    // The streamed bubble itself stays as the stored reply: nothing on screen is rebuilt.
    expect(ui.$$('.msg.bot .bubble')[1]).toBe(streamed)
    expect(botTexts(ui)).toEqual(['Chào bạn!', 'Miễn phí giao hàng'])
    expect(ui.$$('.msg.user .bubble').map((bubble) => bubble.textContent)).toEqual(['Phí vận chuyển bao nhiêu?'])
  })

  it('renders a hostile streamed reply as text', async () => {
    const ui = mount({ open: true })
    ui.type('hi')
    await flush()
    backend.write({ type: 'delta', content: HOSTILE })
    backend.write({ type: 'done', message_id: 3 })
    backend.end()
    await flush()
    expect(ui.$$('img, script')).toEqual([])
    expect(botTexts(ui)[1]).toBe(HOSTILE)
  })

  it('restores the history after a reload, with the conversation token', async () => {
    sessionStorage.setItem('conversationId', JSON.stringify({ id: 41, token: 'tok-41', chatbotId: 5 }))
    backend.state.history = [
      { role: 'user', content: 'Phí vận chuyển bao nhiêu?' },
      { role: 'bot', content: 'Miễn phí giao hàng' },
    ]
    const ui = mount({ open: true })
    await flush()
    expect(backend.calls[0]).toMatchObject({ method: 'GET', path: '/conversations/41/messages' })
    expect(backend.calls[0].headers['X-Conversation-Token']).toBe('tok-41')
    expect(botTexts(ui)).toEqual(['Chào bạn!', 'Miễn phí giao hàng'])
  })

  it("ignores what is stored under conversationId when it is not this bot's conversation", async () => {
    for (const stored of ['42', JSON.stringify({ id: 9, token: 't', chatbotId: 6 }), '{broken']) {
      sessionStorage.setItem('conversationId', stored)
      const ui = mount({ open: true })
      await flush()
      expect(backend.calls).toEqual([])
      ui.widget.destroy()
    }
  })

  it('fetches the current look when asked, and replaces the snippet’s one', async () => {
    backend.state.look.body = widgetChatbot({ name: 'Tên mới', color_header: '#000000', initial_prompt: 'Xin chào mới' })
    const ui = mount({ open: true, fetchLook: true })
    expect(ui.$('.notice')!.textContent).toBe('Loading...')
    await flush()
    expect(ui.$('.title')!.textContent).toBe('Tên mới')
    expect(ui.$('.cwp')!.style.getPropertyValue('--h')).toBe('#000000')
    expect(botTexts(ui)).toEqual(['Xin chào mới'])
  })

  it('says the chatbot is not available when it is unknown or deleted, in both languages', async () => {
    backend.state.look = { status: 404, body: { message: 'Chatbot not found' } }
    const en = mount({ open: true, fetchLook: true })
    const vi = mount({ open: true, fetchLook: true, language: 'vi' })
    await flush()
    expect(en.$('[role=alert]')!.textContent).toBe('This chatbot is not available')
    expect(vi.$('[role=alert]')!.textContent).toBe('Chatbot này không còn hoạt động')
    expect(en.$('form')!.hidden).toBe(true)
  })

  it('explains a network failure and Retry resends the same message', async () => {
    backend.state.failStream = 1
    const ui = mount({ open: true })
    ui.type('Còn hàng không?')
    await flush()
    expect(ui.$('.error')!.textContent).toContain('Could not reach the chatbot')
    expect(ui.$$('.msg.user')).toHaveLength(1)
    ui.$<HTMLButtonElement>('.retry')!.click()
    await flush()
    const sends = backend.calls.filter((call) => call.path === '/chat-stream')
    expect(sends.map((call) => call.body)).toEqual([
      { conversation_id: 41, query: 'Còn hàng không?' },
      { conversation_id: 41, query: 'Còn hàng không?' },
    ])
    backend.write({ type: 'delta', content: 'Còn ạ' })
    backend.write({ type: 'done', message_id: 4 })
    backend.end()
    await flush()
    expect(ui.$('.error')).toBeNull()
    expect(botTexts(ui)).toEqual(['Chào bạn!', 'Còn ạ'])
    expect(ui.$$('.msg.user')).toHaveLength(1)
  })

  it("shows the server's message when the reply fails, and a cut stream as a network failure", async () => {
    const ui = mount({ open: true })
    ui.type('hi')
    await flush()
    backend.write({ type: 'error', message: 'Không thể hoàn tất câu trả lời.' })
    backend.end()
    await flush()
    expect(ui.$('.error')!.textContent).toContain('Không thể hoàn tất câu trả lời.')

    ui.$<HTMLButtonElement>('.retry')!.click()
    await flush()
    backend.write({ type: 'delta', content: 'Dạ' })
    backend.end()
    await flush()
    expect(ui.$('.error')!.textContent).toContain('Could not reach the chatbot')
  })

  it('clear() starts a new conversation; update() follows name and colours, ignoring invalid ones; destroy() removes it', async () => {
    const ui = mount({ open: true })
    ui.type('hi')
    await flush()
    backend.write({ type: 'done', message_id: 1 })
    backend.end()
    await flush()
    ui.widget.clear()
    expect(ui.$$('.msg.user')).toHaveLength(0)
    expect(sessionStorage.getItem('conversationId')).toBeNull()
    ui.type('again')
    await flush()
    expect(backend.calls.filter((call) => call.path === '/conversations')).toHaveLength(2)

    ui.widget.update({ name: 'Shop Mai', colors: { header: '#111111', botText: 'expression(alert(1))' }, welcomeMessage: 'Hello' })
    expect(ui.$('.title')!.textContent).toBe('Shop Mai')
    expect(ui.$('.cwp')!.style.getPropertyValue('--h')).toBe('#111111')
    expect(ui.$('.cwp')!.style.getPropertyValue('--bt')).toBe(WIDGET.DEFAULT_COLORS.botText)
    ui.widget.update({ language: 'vi' })
    expect(ui.$('textarea')!.getAttribute('placeholder')).toBe('Nhập tin nhắn...')

    ui.widget.destroy()
    expect(document.querySelector('[data-chat-widget-pro]')).toBeNull()
    ui.widget.update({ name: 'x' })
  })

  it('refuses options it cannot work with, with a clear message', () => {
    expect(() => create({ apiBase: '/v1', chatbotId: 5 })).toThrow(/apiBase must be an absolute/)
    expect(() => create({ apiBase: API, chatbotId: 'abc' as never })).toThrow(/chatbotId must be a positive integer/)
    expect(() => create({ apiBase: API, chatbotId: 5, mode: 'inline' })).toThrow(/needs a container/)
  })
})

describe('the chat widget (inline mode)', () => {
  it('fills its container and reads a bound conversation with the owner’s token', async () => {
    const container = document.createElement('div')
    document.body.appendChild(container)
    backend.state.history = [{ role: 'user', content: 'Xin chào' }]
    widgets.push(create({ apiBase: API, chatbotId: 5, mode: 'inline', container, conversationId: 12, accessToken: 'owner', language: 'en' }))
    await flush()
    const root = container.querySelector('[data-chat-widget-pro]')!.shadowRoot!
    expect(root.querySelector('.launcher')).toBeNull()
    expect(backend.calls[0]).toMatchObject({ path: '/conversations/12/messages' })
    expect(backend.calls[0].headers.Authorization).toBe('Bearer owner')
    expect(root.querySelector('.msg.user')!.textContent).toBe('Xin chào')
    expect(sessionStorage.getItem('conversationId')).toBeNull()
  })

  it('starts the owner’s new conversation with the source web and tells the host', async () => {
    const container = document.createElement('div')
    document.body.appendChild(container)
    const created = vi.fn()
    widgets.push(create({ apiBase: API, chatbotId: 5, mode: 'inline', container, accessToken: 'owner', onConversationCreated: created }))
    const root = container.querySelector('[data-chat-widget-pro]')!.shadowRoot!
    const input = root.querySelector('textarea')!
    input.value = 'hi'
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    await flush()
    expect(backend.calls[0]).toMatchObject({ path: '/conversations', body: { chatbot_id: 5, source: 'web' } })
    expect(backend.calls[1].headers.Authorization).toBe('Bearer owner')
    expect(backend.calls[1].headers['X-Conversation-Token']).toBeUndefined()
    expect(created).toHaveBeenCalledWith(41)
  })

  it('shows an unsaved bot’s look with chatting disabled', () => {
    const container = document.createElement('div')
    widgets.push(create({ apiBase: API, mode: 'inline', container, name: 'Nháp', welcomeMessage: 'Xin chào', language: 'en' }))
    const root = container.querySelector('[data-chat-widget-pro]')!.shadowRoot!
    expect(root.querySelector('textarea')!.disabled).toBe(true)
    expect(root.textContent).toContain('Save the chatbot to try chatting with it.')
  })
})
