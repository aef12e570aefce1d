// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getAlertState, resetAlert } from '../../../src/components/alert/alert-store'
import { clearToasts, getToasts } from '../../../src/components/toast/toast-store'
import { CHATBOT } from '../../../src/config/constants'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { renderApp } from '../ui/support/render-app'
import { routeApiToBackend } from './support/backend-api'

vi.mock('../../../src/app/session', () => import('../ui/support/fake-session'))
vi.mock('../../../mock-server/node/load-openapi', () => import('./support/load-openapi'))
vi.mock('../../../src/features/widget-host/widget-preview', () => import('./support/widget-preview-stub'))

const T = viText.CHATBOTS
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

let env: Awaited<ReturnType<typeof routeApiToBackend>>

beforeAll(() => initTestI18n('vi'))
beforeEach(async () => {
  env = await routeApiToBackend()
  vi.stubGlobal('alert', vi.fn())
})
afterEach(() => {
  cleanup()
  act(() => {
    clearToasts()
    resetAlert()
  })
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function openNew() {
  const view = renderApp('/app/chatbot-settings/new', { user: env.user })
  // The first render loads the lazy route's code.
  await screen.findByRole('heading', { name: viText.PAGES.CHATBOT_NEW.TITLE }, { timeout: 10_000 })
  return view
}

const saveButton = () => screen.getByRole('button', { name: new RegExp(`^(${T.SETTINGS.SAVE}|${T.SETTINGS.SAVING})$`) }) as HTMLButtonElement
const toastMessages = () => getToasts().map((toast) => toast.message)
const nameBox = () => screen.getByLabelText(new RegExp(`^${T.BASIC.NAME_LABEL}`)) as HTMLInputElement
const welcomeBox = () => screen.getByLabelText(new RegExp(`^${T.BASIC.WELCOME_LABEL}`)) as HTMLTextAreaElement
const descriptionBox = () => screen.getByLabelText(new RegExp(`^${T.BASIC.DESCRIPTION_LABEL}`)) as HTMLTextAreaElement
const industryTrigger = () => screen.getByRole('button', { name: new RegExp(T.BASIC.INDUSTRY_LABEL) })
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const chooseType = (label: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }))

async function chooseIndustry(name: string) {
  await waitFor(() => expect((industryTrigger() as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(industryTrigger())
  fireEvent.click(await screen.findByRole('option', { name }))
}

/** Save, then the toast it raised. */
function saveAndToast() {
  act(() => clearToasts())
  fireEvent.click(saveButton())
  return toastMessages()
}

describe('chatbot settings: a new bot', () => {
  it('opens on the basic tab; knowledge, development and Preview wait for the first save', async () => {
    await openNew()
    expect(screen.getByRole('tab', { name: T.SETTINGS.TAB_BASIC }).getAttribute('aria-selected')).toBe('true')
    expect((screen.getByRole('tab', { name: T.SETTINGS.TAB_KNOWLEDGE }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('tab', { name: T.SETTINGS.TAB_DEVELOPMENT }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: T.SETTINGS.PREVIEW }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('radio', { name: new RegExp(`^${T.BASIC.TYPE_TRA_LOI}`) }) as HTMLInputElement).checked).toBe(true)
    // The industry select belongs to TU_VAN only.
    expect(screen.queryByRole('button', { name: new RegExp(T.BASIC.INDUSTRY_LABEL) })).toBeNull()
  })

  it('shows the validation toasts in the spec order, one per Save, and nothing is created', async () => {
    await openNew()
    chooseType(T.BASIC.TYPE_TU_VAN)
    expect(saveAndToast()).toEqual([T.TOAST.NAME])
    type(nameBox(), 'Spa Hoa Sen')
    expect(saveAndToast()).toEqual([T.TOAST.AGENT])
    expect(screen.getByText(T.BASIC.INDUSTRY_ERROR)).toBeTruthy()
    await chooseIndustry('Spa')
    expect(saveAndToast()).toEqual([T.TOAST.WELCOME])
    type(welcomeBox(), 'Xin chào!')
    expect(saveAndToast()).toEqual([T.TOAST.DESCRIPTION])
    expect(env.spies.POST).not.toHaveBeenCalledWith('/chatbots', expect.anything())
  })

  it('marks the failing field and clears the mark once something is typed (the industry: once chosen)', async () => {
    await openNew()
    fireEvent.click(saveButton())
    expect(nameBox().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(T.TOAST.NAME, { selector: '.field__error' })).toBeTruthy()
    type(nameBox(), '   ')
    expect(nameBox().getAttribute('aria-invalid')).toBe('true')
    type(nameBox(), 'A')
    expect(nameBox().getAttribute('aria-invalid')).toBeNull()
    fireEvent.click(saveButton())
    expect(welcomeBox().getAttribute('aria-invalid')).toBe('true')
    type(welcomeBox(), 'Hi')
    expect(welcomeBox().getAttribute('aria-invalid')).toBeNull()
    fireEvent.click(saveButton())
    expect(descriptionBox().getAttribute('aria-invalid')).toBe('true')
    type(descriptionBox(), 'D')
    expect(descriptionBox().getAttribute('aria-invalid')).toBeNull()

    chooseType(T.BASIC.TYPE_TU_VAN)
    fireEvent.click(saveButton())
    expect(screen.getByText(T.BASIC.INDUSTRY_ERROR)).toBeTruthy()
    await chooseIndustry('Spa')
    expect(screen.queryByText(T.BASIC.INDUSTRY_ERROR)).toBeNull()
  })

  it('switching the type clears the industry and loads the industries of that type', async () => {
    await openNew()
    chooseType(T.BASIC.TYPE_TU_VAN)
    await chooseIndustry('Spa')
    expect(industryTrigger().textContent).toContain('Spa')
    expect(env.spies.GET).toHaveBeenCalledWith('/agents', { params: { query: { agent_type: 'TU_VAN' } } })
    chooseType(T.BASIC.TYPE_TRA_LOI)
    expect(env.spies.GET).toHaveBeenLastCalledWith('/agents', { params: { query: { agent_type: 'TRA_LOI' } } })
    chooseType(T.BASIC.TYPE_TU_VAN)
    await waitFor(() => expect((industryTrigger() as HTMLButtonElement).disabled).toBe(false))
    expect(industryTrigger().textContent).toContain(T.BASIC.INDUSTRY_PLACEHOLDER)
    fireEvent.click(industryTrigger())
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).toContain('Spa')
    expect(options).not.toContain('Hỏi đáp chung')
  })

  it('creates the bot with a trimmed name, moves to its edit route and warns that it has no knowledge', async () => {
    const view = await openNew()
    type(nameBox(), '  Tiệm bánh Hạnh  ')
    type(welcomeBox(), 'Chào bạn! Bạn muốn đặt bánh gì?')
    type(descriptionBox(), 'Trả lời về giá bánh')
    fireEvent.click(saveButton())
    expect(saveButton().disabled).toBe(true)
    const warning = await screen.findByRole('dialog', { name: T.NO_KNOWLEDGE.TITLE })
    const created = (await env.call('GET', '/chatbots')).body.find((bot: { name: string }) => bot.name === 'Tiệm bánh Hạnh')
    expect(created).toMatchObject({ agent_type: 'TRA_LOI', agent_id: CHATBOT.DEFAULT_AGENT_ID_TRA_LOI, status: 'active' })
    expect(view.location()).toBe(`/app/chatbot-settings/${created.id}`)
    expect(getToasts()).toContainEqual(expect.objectContaining({ type: 'success', title: T.TOAST.SUCCESS_TITLE, message: T.TOAST.CREATED }))
    fireEvent.click(within(warning).getByRole('button', { name: T.NO_KNOWLEDGE.LOAD_NOW }))
    await waitFor(() => expect(screen.getByRole('tab', { name: T.SETTINGS.TAB_KNOWLEDGE }).getAttribute('aria-selected')).toBe('true'))
    expect(screen.queryByRole('dialog', { name: T.NO_KNOWLEDGE.TITLE })).toBeNull()
    expect(screen.getByRole('heading', { name: viText.PAGES.CHATBOT_EDIT.TITLE })).toBeTruthy()
    // The knowledge tab now holds the real knowledge tools: its two sub-tabs show.
    expect(await screen.findByRole('tab', { name: viText.KNOWLEDGE.TAB_FAQ })).toBeTruthy()
    expect(screen.getByRole('link', { name: T.SETTINGS.PREVIEW }).getAttribute('href')).toBe(`/preview/chatbot/${created.id}`)
    expect(screen.getByRole('link', { name: T.SETTINGS.PREVIEW }).getAttribute('target')).toBe('_blank')
  })

  it("closing the no-knowledge warning also switches to the knowledge tab", async () => {
    await openNew()
    type(nameBox(), 'A')
    type(welcomeBox(), 'B')
    type(descriptionBox(), 'C')
    fireEvent.click(saveButton())
    const warning = await screen.findByRole('dialog', { name: T.NO_KNOWLEDGE.TITLE })
    fireEvent.click(within(warning).getByRole('button', { name: viText.UI.MODAL.CLOSE }))
    await waitFor(() => expect(screen.getByRole('tab', { name: T.SETTINGS.TAB_KNOWLEDGE }).getAttribute('aria-selected')).toBe('true'))
  })

  it("a refused create toasts 'Failed to create chatbot' and keeps what was typed", async () => {
    await openNew()
    env.spies.POST.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    type(nameBox(), 'A')
    type(welcomeBox(), 'B')
    type(descriptionBox(), 'C')
    fireEvent.click(saveButton())
    await waitFor(() =>
      expect(getToasts()).toContainEqual(expect.objectContaining({ type: 'error', title: T.TOAST.ERROR_TITLE, message: T.TOAST.CREATE_FAILED })),
    )
    expect(nameBox().value).toBe('A')
    expect(saveButton().disabled).toBe(false)
  })

  it('a colour takes effect only with a valid hex; an invalid one is flagged and never saved', async () => {
    await openNew()
    const header = screen.getByLabelText(`Mã màu: ${T.BASIC.COLOUR_color_header}`) as HTMLInputElement
    type(header, '#1d4ed8')
    expect(screen.getByTestId('widget-preview').getAttribute('data-header')).toBe('#1d4ed8')
    type(header, '#1d4')
    expect(header.getAttribute('aria-invalid')).toBeNull()
    for (const bad of ['#1d4e', '#zz', 'blue']) {
      type(header, bad)
      expect(header.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByText(T.BASIC.COLOUR_ERROR)).toBeTruthy()
    }
    expect(screen.getByTestId('widget-preview').getAttribute('data-header')).toBe('#1d4')
    type(nameBox(), 'A')
    type(welcomeBox(), 'B')
    type(descriptionBox(), 'C')
    fireEvent.click(saveButton())
    await screen.findByRole('dialog', { name: T.NO_KNOWLEDGE.TITLE })
    const created = (await env.call('GET', '/chatbots')).body.find((bot: { name: string }) => bot.name === 'A')
    expect(created.color_header).toBe('#1d4')
  })

  it('the live preview follows the name and the welcome message', async () => {
    await openNew()
    type(nameBox(), 'Spa Hoa Sen')
    type(welcomeBox(), 'Xin chào từ Spa')
    const preview = screen.getByTestId('widget-preview')
    expect(preview.getAttribute('data-name')).toBe('Spa Hoa Sen')
    expect(preview.textContent).toBe('Xin chào từ Spa')
  })
})

describe('chatbot settings: the logo', () => {
  const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement

  it("refuses a file that is not an image with the alert 'Please upload an image file'", async () => {
    await openNew()
    await userEvent.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    await waitFor(() => expect(getAlertState().alert?.message).toBe(T.TOAST.NOT_IMAGE))
    expect(env.spies.POST).not.toHaveBeenCalledWith('/images/upload', expect.anything())
  })

  it("uploads a picked image, shows it and offers 'Change Logo'", async () => {
    await openNew()
    await userEvent.upload(fileInput(), new File([PNG_BYTES], 'logo.png', { type: 'image/png' }))
    const image = (await screen.findByRole('img', { name: T.BASIC.AVATAR_ALT })) as HTMLImageElement
    expect(image.src).toMatch(/\/v1\/images\/[0-9a-f]+\.png$/)
    expect(screen.getByRole('button', { name: T.BASIC.CHANGE_LOGO })).toBeTruthy()
    expect(image.src.endsWith(screen.getByTestId('widget-preview').getAttribute('data-logo')!)).toBe(true)
  })

  it("a failed upload alerts 'Error uploading file. Please try again.'", async () => {
    await openNew()
    env.spies.POST.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    await userEvent.upload(fileInput(), new File([PNG_BYTES], 'logo.png', { type: 'image/png' }))
    await waitFor(() => expect(getAlertState().alert?.message).toBe(T.TOAST.UPLOAD_FAILED))
    expect(screen.queryByRole('img', { name: T.BASIC.AVATAR_ALT })).toBeNull()
  })
})

describe('chatbot settings: an existing bot', () => {
  async function openExisting() {
    const [bot] = (await env.call('GET', '/chatbots')).body
    const view = renderApp(`/app/chatbot-settings/${bot.id}`, { user: env.user })
    await screen.findByDisplayValue(bot.name, undefined, { timeout: 10_000 })
    return { ...view, bot }
  }

  it('loads it into the form and updates it; with knowledge there is no warning', async () => {
    const { bot } = await openExisting()
    expect(welcomeBox().value).toBe(bot.initial_prompt)
    type(nameBox(), `${bot.name} 2`)
    fireEvent.click(saveButton())
    await waitFor(() => expect(getToasts()).toContainEqual(expect.objectContaining({ type: 'success', message: T.TOAST.UPDATED })))
    await waitFor(() => expect(saveButton().disabled).toBe(false))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((await env.call('GET', `/chatbots/${bot.id}`)).body[0].name).toBe(`${bot.name} 2`)
  })

  it('shows the embed code of the saved bot in the Website sub-tab', async () => {
    const { bot } = await openExisting()
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.SETTINGS.TAB_DEVELOPMENT }))
    fireEvent.click(screen.getByRole('tab', { name: T.SETTINGS.TAB_DEVELOPMENT }))
    const code = (await screen.findByRole('textbox', { name: viText.WIDGET_HOST.EMBED.LABEL })) as HTMLTextAreaElement
    expect(code.readOnly).toBe(true)
    expect(code.value).toContain(`"chatbotId": ${bot.id}`)
    expect(code.value).toContain(`${window.location.origin}/v1`)
    for (const channel of ['FACEBOOK', 'ZALO', 'WHATSAPP'] as const) expect(screen.getByRole('tab', { name: T.DEVELOPMENT[channel] })).toBeTruthy()
  })

  it("says 'Chatbot not found' for a bot that does not exist, or is not a number", async () => {
    renderApp('/app/chatbot-settings/99999', { user: env.user })
    expect(await screen.findByText(T.SETTINGS.NOT_FOUND)).toBeTruthy()
    cleanup()
    renderApp('/app/chatbot-settings/abc', { user: env.user })
    expect(await screen.findByText(T.SETTINGS.NOT_FOUND)).toBeTruthy()
  })
})
