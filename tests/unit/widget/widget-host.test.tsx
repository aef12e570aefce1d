// @vitest-environment happy-dom
import { StrictMode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { CHATBOT } from '../../../src/config/constants'
import type { WidgetOptions, WidgetUpdate } from '../../../src/widget/types'
import { initTestI18n, vi as viText } from '../ui/support/i18n'

const host = vi.hoisted(() => ({
  script: { settle: null as null | ((ok: boolean) => void), immediate: true },
  user: { access_token: 'owner-1' } as { access_token: string } | null,
  chatbots: new Map<string, unknown>(),
}))

vi.mock('../../../src/features/widget-host/load-widget-script', () => ({
  loadWidgetScript: () =>
    host.script.immediate
      ? Promise.resolve(window.ChatWidgetPro)
      : new Promise((resolve, reject) => {
          host.script.settle = (ok) => (ok ? resolve(window.ChatWidgetPro) : reject(new Error('could not be loaded')))
        }),
}))
vi.mock('../../../src/api/client', () => ({
  api: {
    GET: async (path: string, { params }: { params: { path: { id: number } } }) => {
      const found = host.chatbots.get(`${path}#${params.path.id}`)
      return found ? { data: found } : { error: { message: 'Not found' } }
    },
  },
}))
vi.mock('../../../src/app/session', () => ({ useCurrentUser: () => host.user }))

const { WidgetPreview } = await import('../../../src/features/widget-host/widget-preview')
const { ChatbotPreviewPage } = await import('../../../src/features/widget-host/preview-page')
const { InlineConversation } = await import('../../../src/features/widget-host/inline-conversation')

interface FakeWidget {
  options: WidgetOptions
  updates: WidgetUpdate[]
  clears: number
  alive: boolean
}
let widgets: FakeWidget[] = []
const alive = () => widgets.filter((widget) => widget.alive)

const TEXT = viText.WIDGET_HOST
const chatbot = {
  id: 5,
  name: 'Thời Trang Mai',
  logo_url: null,
  initial_prompt: 'Chào bạn!',
  color_header: '#3B82F6',
  color_background: '#FFFFFF',
  color_user_text: '#FFFFFF',
  color_background_user_text: '#3B82F6',
  color_bot_text: '#111827',
  color_background_bot_text: '#F3F4F6',
}

beforeAll(() => initTestI18n('vi'))
beforeEach(() => {
  vi.useFakeTimers()
  widgets = []
  host.script.immediate = true
  host.user = { access_token: 'owner-1' }
  host.chatbots.clear()
  window.ChatWidgetPro = {
    create: (options) => {
      const widget: FakeWidget = { options, updates: [], clears: 0, alive: true }
      widgets.push(widget)
      if (options.mode === 'inline') expect(options.container?.isConnected).toBe(true)
      return {
        update: (changes) => void widget.updates.push(changes),
        clear: () => void widget.clears++,
        destroy: () => void (widget.alive = false),
      }
    },
  }
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  delete window.ChatWidgetPro
})

/** Lets promises settle and timers up to `ms` run, inside act(). */
const advance = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

describe('live preview in the editor (001 §2.2, §4)', () => {
  it("shows 'Loading conversation...' until the script is ready, then one inline widget with the form's look", async () => {
    host.script.immediate = false
    render(
      <StrictMode>
        <WidgetPreview chatbot={chatbot} />
      </StrictMode>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading conversation...')
    expect(screen.getByRole('button', { name: 'Clear Chat' })).toHaveProperty('disabled', true)
    await advance()
    expect(widgets).toEqual([])
    host.script.settle!(true)
    await advance()
    expect(screen.queryByRole('status')).toBeNull()
    expect(alive()).toHaveLength(1)
    expect(alive()[0].options).toMatchObject({
      mode: 'inline',
      chatbotId: 5,
      name: 'Thời Trang Mai',
      colors: { header: '#3B82F6', botBackground: '#F3F4F6' },
      welcomeMessage: 'Chào bạn!',
      apiBase: `${window.location.origin}/v1`,
      language: 'vi',
    })
    expect(alive()[0].options.container).toBe(screen.getByTestId('widget-preview-frame'))
  })

  it('follows edits of name, colours and welcome message on the next 500 ms check', async () => {
    const { rerender } = render(<WidgetPreview chatbot={chatbot} />)
    await advance()
    rerender(<WidgetPreview chatbot={{ ...chatbot, name: 'Shop Mai', color_header: '#000000', initial_prompt: 'Xin chào' }} />)
    await advance(CHATBOT.PREVIEW_POLL_MS - 1)
    expect(alive()[0].updates).toEqual([])
    await advance(1)
    expect(alive()[0].updates).toEqual([expect.objectContaining({ name: 'Shop Mai', welcomeMessage: 'Xin chào', colors: expect.objectContaining({ header: '#000000' }) })])
    expect(widgets).toHaveLength(1)
  })

  it('Clear Chat clears, Update Config applies at once, Refresh Config replaces the widget', async () => {
    const { rerender } = render(<WidgetPreview chatbot={chatbot} />)
    await advance()
    fireEvent.click(screen.getByRole('button', { name: 'Clear Chat' }))
    expect(widgets[0].clears).toBe(1)
    rerender(<WidgetPreview chatbot={{ ...chatbot, name: 'Shop Mai' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Update Config' }))
    expect(widgets[0].updates).toEqual([expect.objectContaining({ name: 'Shop Mai' })])
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Config' }))
    expect(widgets[0].alive).toBe(false)
    expect(alive()).toHaveLength(1)
    expect(alive()[0].options.name).toBe('Shop Mai')
  })

  it('says when the script cannot be loaded, and Retry loads it', async () => {
    host.script.immediate = false
    render(<WidgetPreview chatbot={chatbot} />)
    host.script.settle!(false)
    await advance()
    expect(screen.getByRole('alert').textContent).toContain(TEXT.PREVIEW.FAILED)
    fireEvent.click(screen.getByRole('button', { name: TEXT.PREVIEW.RETRY }))
    host.script.settle!(true)
    await advance()
    expect(alive()).toHaveLength(1)
  })

  it('previews an unsaved bot (no id) and destroys the widget when the editor closes', async () => {
    const { unmount } = render(<WidgetPreview chatbot={{ ...chatbot, id: undefined }} />)
    await advance()
    expect(alive()[0].options.chatbotId).toBeNull()
    unmount()
    expect(alive()).toEqual([])
  })
})

function renderPreviewPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/preview/chatbot/:id" element={<ChatbotPreviewPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('public preview page /preview/chatbot/{id} (001 §2.8, §4)', () => {
  it("shows 'Loading chatbot data...', then the open bubble with the bot's public look over the mock site", async () => {
    host.chatbots.set('/widget/chatbots/{id}#5', { ...chatbot, id: 5, status: 'active', agent_type: 'TRA_LOI', color: '#069206' })
    renderPreviewPage('/preview/chatbot/5')
    expect(screen.getByRole('status').textContent).toBe('Loading chatbot data...')
    expect(screen.getByRole('img', { name: TEXT.PAGE.MOCK_LABEL })).toBeTruthy()
    await advance()
    expect(screen.queryByRole('status')).toBeNull()
    expect(alive()).toHaveLength(1)
    expect(alive()[0].options).toMatchObject({ mode: 'bubble', open: true, chatbotId: 5, name: 'Thời Trang Mai' })
  })

  it("says 'Failed to load chatbot data' for an unknown bot and 'No chatbot ID provided' without a usable id", async () => {
    renderPreviewPage('/preview/chatbot/999')
    await advance()
    expect(screen.getByRole('alert').textContent).toContain('Failed to load chatbot data')
    expect(screen.getByRole('button', { name: TEXT.PAGE.RETRY })).toBeTruthy()
    cleanup()
    renderPreviewPage('/preview/chatbot/abc')
    await advance()
    expect(screen.getByRole('alert').textContent).toBe('No chatbot ID provided')
    expect(screen.queryByRole('button')).toBeNull()
    expect(widgets).toEqual([])
  })
})

describe('live-chat viewer widget (001 §2.6)', () => {
  it("binds an inline widget to the conversation with the owner's token, and follows a refreshed token", async () => {
    host.chatbots.set('/chatbots/{id}#5', [chatbot])
    const created = vi.fn()
    const { rerender } = render(<InlineConversation chatbotId={5} conversationId={12} onConversationCreated={created} />)
    await advance()
    expect(alive()).toHaveLength(1)
    expect(alive()[0].options).toMatchObject({ mode: 'inline', chatbotId: 5, conversationId: 12, accessToken: 'owner-1', name: 'Thời Trang Mai' })
    alive()[0].options.onConversationCreated?.(77)
    expect(created).toHaveBeenCalledWith(77)

    host.user = { access_token: 'owner-2' }
    rerender(<InlineConversation chatbotId={5} conversationId={12} onConversationCreated={created} />)
    await advance(CHATBOT.PREVIEW_POLL_MS)
    expect(alive()[0].updates.at(-1)).toMatchObject({ accessToken: 'owner-2' })

    rerender(<InlineConversation chatbotId={5} conversationId={13} />)
    await advance()
    expect(alive()).toHaveLength(1)
    expect(alive()[0].options.conversationId).toBe(13)
  })

  it("says 'No chatbot ID provided' without a chatbot", async () => {
    render(<InlineConversation chatbotId={null} conversationId={12} />)
    await advance()
    expect(screen.getByRole('alert').textContent).toBe('No chatbot ID provided')
  })
})
