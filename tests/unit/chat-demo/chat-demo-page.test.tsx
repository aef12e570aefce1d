// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import i18next from 'i18next'
import { CHAT_DEMO } from '../../../src/config/constants'
import { ChatDemoPage } from '../../../src/features/chat-demo/chat-demo-page'
import { en, initTestI18n, vi as viText } from '../ui/support/i18n'

const T = viText.CHAT_DEMO
const SAMPLE = T.SAMPLE.STEPS

beforeAll(() => initTestI18n('vi'))
beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(0.5)
})
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  await i18next.changeLanguage('vi')
})

const renderPage = () =>
  render(
    <MemoryRouter>
      <ChatDemoPage />
    </MemoryRouter>,
  )
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const steps = () => screen.queryAllByRole('listitem').filter((item) => item.classList.contains('chat-demo__step'))
const chatLog = () => screen.getByRole('log', { name: T.PREVIEW.MESSAGES_LABEL })
const addForm = (title = T.FORM.TITLE) => screen.getByRole('form', { name: title })
const field = (container: HTMLElement, label: string) => within(container).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
const openTextTab = () => fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_TEXT }))

function sendInChat(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: T.PREVIEW.INPUT }), { target: { value: text } })
  fireEvent.click(screen.getByRole('button', { name: T.PREVIEW.SEND }))
}

describe('chat demo page (000 §2 "Chat demo page", §4 "Demo chat")', () => {
  it('opens with the seven sample steps, the welcome message and the bot name', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: T.TITLE })).toBeTruthy()
    expect(steps()).toHaveLength(7)
    expect(within(chatLog()).getByText(T.SAMPLE.WELCOME)).toBeTruthy()
    expect(screen.getByRole('region', { name: `Trò chuyện với ${T.SAMPLE.BOT_NAME}` })).toBeTruthy()
  })

  it('refuses a step without user message and bot reply with a clear error under each field', () => {
    renderPage()
    fireEvent.click(within(addForm()).getByRole('button', { name: T.FORM.ADD }))
    expect(within(addForm()).getByText(T.FORM.USER_MESSAGE_REQUIRED)).toBeTruthy()
    expect(within(addForm()).getByText(T.FORM.BOT_RESPONSE_REQUIRED)).toBeTruthy()
    expect(field(addForm(), T.FORM.USER_MESSAGE).getAttribute('aria-invalid')).toBe('true')
    expect(steps()).toHaveLength(7)
  })

  it('adds a step, keeps it across a reload, and restores the sample on request', () => {
    const view = renderPage()
    fireEvent.change(field(addForm(), T.FORM.USER_MESSAGE), { target: { value: 'Ship COD?' } })
    fireEvent.change(field(addForm(), T.FORM.BOT_RESPONSE), { target: { value: 'Có, shop **nhận COD**.' } })
    fireEvent.change(field(addForm(), T.FORM.TRIGGERS), { target: { value: 'cod, ship' } })
    fireEvent.click(within(addForm()).getByRole('button', { name: T.FORM.ADD }))
    expect(steps()).toHaveLength(8)
    expect(within(steps()[7]).getByText('Bước 8')).toBeTruthy()
    expect(field(addForm(), T.FORM.USER_MESSAGE).value).toBe('')
    expect(JSON.parse(localStorage.getItem(CHAT_DEMO.STORAGE_KEY)!)).toHaveLength(8)

    view.unmount()
    renderPage()
    expect(steps()).toHaveLength(8)
    fireEvent.click(screen.getByRole('button', { name: T.STEPS.RESET }))
    expect(steps()).toHaveLength(7)
    expect(localStorage.getItem(CHAT_DEMO.STORAGE_KEY)).toBeNull()
  })

  it('edits a step in place: cancel keeps it, save changes it', () => {
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Sửa bước 1' }))
    const editor = () => screen.getByRole('form', { name: 'Đang sửa bước 1' })
    fireEvent.change(field(editor(), T.FORM.USER_MESSAGE), { target: { value: 'Chào shop' } })
    fireEvent.click(within(editor()).getByRole('button', { name: T.FORM.CANCEL }))
    expect(within(steps()[0]).getByText(SAMPLE.GREETING.USER)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Sửa bước 1' }))
    fireEvent.change(field(editor(), T.FORM.BOT_RESPONSE), { target: { value: '   ' } })
    fireEvent.click(within(editor()).getByRole('button', { name: T.FORM.SAVE }))
    expect(within(editor()).getByText(T.FORM.BOT_RESPONSE_REQUIRED)).toBeTruthy()
    fireEvent.change(field(editor(), T.FORM.USER_MESSAGE), { target: { value: 'Chào shop' } })
    fireEvent.change(field(editor(), T.FORM.BOT_RESPONSE), { target: { value: 'Chào bạn nhé' } })
    fireEvent.click(within(editor()).getByRole('button', { name: T.FORM.SAVE }))
    expect(within(steps()[0]).getByText('Chào shop')).toBeTruthy()
    expect(within(steps()[0]).getByText('Chào bạn nhé')).toBeTruthy()
  })

  it('deleting every step shows the empty state', () => {
    renderPage()
    for (let id = 1; id <= 7; id += 1) fireEvent.click(screen.getByRole('button', { name: `Xóa bước ${id}` }))
    expect(screen.getByText(T.STEPS.EMPTY_TITLE)).toBeTruthy()
    expect((screen.getByRole('button', { name: T.PREVIEW.AUTO_START }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('answers a message 1 s later with the matched reply rendered as markdown, showing the typing indicator meanwhile', () => {
    renderPage()
    sendInChat('Áo này giá bao nhiêu vậy?')
    expect(within(chatLog()).getByText('Áo này giá bao nhiêu vậy?')).toBeTruthy()
    expect(screen.getByRole('status', { name: `${T.SAMPLE.BOT_NAME} đang soạn tin...` })).toBeTruthy()
    advance(CHAT_DEMO.BOT_REPLY_DELAY_MS - 1)
    expect(within(chatLog()).queryByText('450.000đ')).toBeNull()
    advance(1)
    expect(within(chatLog()).getByText('450.000đ').tagName).toBe('STRONG')
    expect(within(chatLog()).getAllByText(/^\d{2}:\d{2}$/).length).toBe(3)
  })

  it('never runs HTML from a reply', () => {
    renderPage()
    fireEvent.change(field(addForm(), T.FORM.USER_MESSAGE), { target: { value: 'xss' } })
    fireEvent.change(field(addForm(), T.FORM.BOT_RESPONSE), { target: { value: '<img src=x onerror="window.hacked=1"> [x](javascript:alert(1))' } })
    fireEvent.change(field(addForm(), T.FORM.TRIGGERS), { target: { value: 'xss' } })
    fireEvent.click(within(addForm()).getByRole('button', { name: T.FORM.ADD }))
    sendInChat('xss')
    advance(CHAT_DEMO.BOT_REPLY_DELAY_MS)
    expect(chatLog().querySelector('img')).toBeNull()
    expect(chatLog().querySelector('a')).toBeNull()
    expect(within(chatLog()).getByText(/<img src=x onerror/)).toBeTruthy()
  })

  it('parses pasted HUMAN:/BOT: lines and shows the result for 3 s; blank text gets the spec message', () => {
    renderPage()
    openTextTab()
    const box = screen.getByLabelText(T.TEXT.LABEL)
    fireEvent.click(screen.getByRole('button', { name: T.TEXT.ADD }))
    expect(screen.getByText('Vui lòng nhập dữ liệu vào textarea')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'HUMAN: Shop mở cửa mấy giờ?\nBOT: Từ 8:00 đến 21:00.\nHUMAN: xin chào\nBOT: Chào bạn!' } })
    fireEvent.click(screen.getByRole('button', { name: T.TEXT.ADD }))
    expect(screen.getByText('Đã xử lý 2 cặp: 1 bước mới, 1 bước được cập nhật')).toBeTruthy()
    advance(CHAT_DEMO.PARSE_RESULT_MS - 1)
    expect(screen.getByText('Đã xử lý 2 cặp: 1 bước mới, 1 bước được cập nhật')).toBeTruthy()
    advance(1)
    expect(screen.queryByText(/Đã xử lý/)).toBeNull()
    fireEvent.change(screen.getByLabelText(T.TEXT.LABEL), { target: { value: 'không có nhãn' } })
    fireEvent.click(screen.getByRole('button', { name: T.TEXT.REPLACE }))
    expect(screen.getByText('Không tìm thấy cặp HUMAN:/BOT: hợp lệ trong dữ liệu')).toBeTruthy()
  })

  it('auto chat types into a disabled input, plays every step and stops by itself', () => {
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: T.PREVIEW.AUTO_START }))
    const input = screen.getByRole('textbox', { name: T.PREVIEW.INPUT }) as HTMLInputElement
    expect(input.disabled).toBe(true)
    expect((screen.getByRole('button', { name: T.PREVIEW.SEND }) as HTMLButtonElement).disabled).toBe(true)
    advance(200)
    expect(input.value).toBe(Array.from(SAMPLE.GREETING.USER).slice(0, 2).join(''))
    expect(screen.getByText('Đang chạy trò chuyện tự động: bước 1/7')).toBeTruthy()
    for (let i = 0; i < 60 && screen.queryByRole('button', { name: T.PREVIEW.AUTO_STOP }); i += 1) advance(1_000)
    expect(screen.getByRole('button', { name: T.PREVIEW.AUTO_START })).toBeTruthy()
    expect(input.disabled).toBe(false)
    const bubbles = chatLog().querySelectorAll('.demo-chat__bubble')
    expect(bubbles).toHaveLength(1 + 14)
    expect(within(chatLog()).getByText(SAMPLE.GOODBYE.USER)).toBeTruthy()
  })

  it('stop ends auto chat at once; clear empties the chat back to the welcome', () => {
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: T.PREVIEW.AUTO_START }))
    advance(5_000)
    fireEvent.click(screen.getByRole('button', { name: T.PREVIEW.AUTO_STOP }))
    const said = chatLog().querySelectorAll('.demo-chat__bubble').length
    advance(10_000)
    expect(chatLog().querySelectorAll('.demo-chat__bubble')).toHaveLength(said)
    fireEvent.click(screen.getByRole('button', { name: T.PREVIEW.CLEAR }))
    expect(chatLog().querySelectorAll('.demo-chat__bubble')).toHaveLength(1)
  })

  it('the look selector gives the facebook and zalo status lines', () => {
    renderPage()
    const select = screen.getByLabelText(T.PREVIEW.THEME)
    expect(screen.queryByText(T.PREVIEW.STATUS_FACEBOOK)).toBeNull()
    fireEvent.change(select, { target: { value: 'facebook' } })
    expect(screen.getByText(T.PREVIEW.STATUS_FACEBOOK)).toBeTruthy()
    fireEvent.change(select, { target: { value: 'zalo' } })
    expect(screen.getByText(T.PREVIEW.STATUS_ZALO)).toBeTruthy()
  })

  it('in English, an untouched sample follows the language', async () => {
    renderPage()
    await act(() => i18next.changeLanguage('en'))
    expect(screen.getByRole('heading', { level: 1, name: en.CHAT_DEMO.TITLE })).toBeTruthy()
    expect(within(steps()[0]).getByText(en.CHAT_DEMO.SAMPLE.STEPS.GREETING.USER)).toBeTruthy()
    fireEvent.click(within(addForm(en.CHAT_DEMO.FORM.TITLE)).getByRole('button', { name: en.CHAT_DEMO.FORM.ADD }))
    expect(screen.getByText('Please enter the user message')).toBeTruthy()
  })
})
