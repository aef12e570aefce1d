// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { clearToasts, getToasts } from '../../../src/components/toast/toast-store'
import { CHATBOT } from '../../../src/config/constants'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { renderApp } from '../ui/support/render-app'
import { routeApiToBackend } from './support/backend-api'

vi.mock('../../../src/app/session', () => import('../ui/support/fake-session'))
vi.mock('../../../mock-server/node/load-openapi', () => import('./support/load-openapi'))

const T = viText.CHATBOTS

let env: Awaited<ReturnType<typeof routeApiToBackend>>

beforeAll(() => initTestI18n('vi'))
beforeEach(async () => {
  env = await routeApiToBackend()
})
afterEach(() => {
  cleanup()
  act(() => clearToasts())
  vi.restoreAllMocks()
})

async function openList() {
  const view = renderApp('/app/chatbot-settings', { user: env.user })
  // The first render loads the lazy route's code.
  const table = await screen.findByRole('table', { name: T.LIST.TABLE_LABEL }, { timeout: 10_000 })
  return { ...view, table }
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!

const dialog = () => screen.getByRole('alertdialog', { name: T.DELETE.TITLE })
const phraseBox = () => within(dialog()).getByLabelText(/XOACHATBOT/) as HTMLInputElement
const confirmButton = () => within(dialog()).getByRole('button', { name: T.DELETE.CONFIRM }) as HTMLButtonElement

async function openDeleteFor(name: string) {
  const { table } = await openList()
  fireEvent.click(within(rowOf(table, name)).getByRole('button', { name: T.LIST.DELETE_LABEL.replace('{{name}}', name) }))
  await screen.findByRole('alertdialog', { name: T.DELETE.TITLE })
  return table
}

describe('chatbot list', () => {
  it("lists the owner's bots with id, name, coloured status, created date, Edit and Delete", async () => {
    const inactive = (await env.call('GET', '/chatbots')).body[1]
    await env.call('POST', '/chatbots', { body: { id: inactive.id, status: 'inactive' } })
    const { table } = await openList()
    const bots = (await env.call('GET', '/chatbots')).body as Array<{ id: number; name: string; status: string }>
    expect(bots.length).toBeGreaterThan(0)
    for (const bot of bots) {
      const row = rowOf(table, bot.name)
      expect(row.textContent).toContain(String(bot.id))
      const status = within(row).getByText(bot.status === 'active' ? T.STATUS.active : T.STATUS.inactive)
      expect(status.className).toContain(bot.status === 'active' ? 'chatbot-status--active' : 'chatbot-status--inactive')
      expect(within(row).getByRole('link', { name: T.LIST.EDIT_LABEL.replace('{{name}}', bot.name) }).getAttribute('href')).toBe(`/app/chatbot-settings/${bot.id}`)
      expect(row.querySelector('time')?.getAttribute('datetime')).toBeTruthy()
    }
    expect(screen.getByRole('link', { name: new RegExp(T.LIST.NEW) }).getAttribute('href')).toBe('/app/chatbot-settings/new')
  })

  it('asks the backend for page 1 of the current user, 10 a page', async () => {
    await openList()
    expect(env.spies.POST).toHaveBeenCalledWith('/chatbots-by-user', { body: { user_id: env.user.id, page: 1, per_page: 10 } })
  })

  it('pages through more than 10 bots', async () => {
    for (let i = 1; i <= 9; i++) {
      await env.call('POST', '/chatbots', { body: { name: `Bot ${i}`, initial_prompt: 'Hi', description: 'D' } })
    }
    const { table } = await openList()
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    fireEvent.click(screen.getByRole('button', { name: viText.UI.PAGINATION.NEXT }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    expect(env.spies.POST).toHaveBeenLastCalledWith('/chatbots-by-user', { body: { user_id: env.user.id, page: 2, per_page: 10 } })
  })

  it('shows the empty state to an owner without bots', async () => {
    for (const bot of (await env.call('GET', '/chatbots')).body) await env.call('DELETE', `/chatbots/${bot.id}`)
    renderApp('/app/chatbot-settings', { user: env.user })
    expect(await screen.findByText(T.LIST.EMPTY_TITLE)).toBeTruthy()
  })

  it('a failed load is logged, shows no rows and offers a retry that works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const real = env.spies.POST.getMockImplementation()!
    env.spies.POST.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    renderApp('/app/chatbot-settings', { user: env.user })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(T.LIST.LOAD_FAILED)
    expect(screen.queryByRole('table')).toBeNull()
    expect(error).toHaveBeenCalledWith('Failed to load chatbots', expect.any(TypeError))
    env.spies.POST.mockImplementation(real)
    fireEvent.click(within(alert).getByRole('button', { name: T.LIST.RETRY }))
    expect(await screen.findByRole('table', { name: T.LIST.TABLE_LABEL })).toBeTruthy()
  })
})

describe('delete chatbot modal', () => {
  it('opens with an empty box and Confirm disabled', async () => {
    const [bot] = (await env.call('GET', '/chatbots')).body
    await openDeleteFor(bot.name)
    expect(phraseBox().value).toBe('')
    expect(confirmButton().disabled).toBe(true)
    expect(dialog().textContent).toContain(bot.name)
  })

  it('forces upper case without spaces, and shows the red message until the phrase is exact', async () => {
    const [bot] = (await env.call('GET', '/chatbots')).body
    await openDeleteFor(bot.name)
    fireEvent.change(phraseBox(), { target: { value: 'xoa chat' } })
    expect(phraseBox().value).toBe('XOACHAT')
    expect(within(dialog()).getByText(`Vui lòng nhập chính xác ${CHATBOT.DELETE_PHRASE} để xác nhận xóa.`)).toBeTruthy()
    expect(confirmButton().disabled).toBe(true)
    fireEvent.change(phraseBox(), { target: { value: 'xoa chatbot ' } })
    expect(phraseBox().value).toBe(CHATBOT.DELETE_PHRASE)
    expect(within(dialog()).queryByText(/Vui lòng nhập chính xác/)).toBeNull()
    expect(confirmButton().disabled).toBe(false)
  })

  it('deletes the bot, toasts the success and reloads the list without it', async () => {
    const [bot] = (await env.call('GET', '/chatbots')).body
    const table = await openDeleteFor(bot.name)
    fireEvent.change(phraseBox(), { target: { value: CHATBOT.DELETE_PHRASE } })
    fireEvent.click(confirmButton())
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(getToasts()).toContainEqual(expect.objectContaining({ type: 'success', message: T.DELETE.SUCCESS }))
    await waitFor(() => expect(within(table).queryByText(bot.name)).toBeNull())
    expect((await env.call('GET', `/chatbots/${bot.id}`)).status).toBe(404)
  })

  it("a failed delete shows the server's text titled 'Lỗi xóa chatbot' and lets the owner try again", async () => {
    const [bot] = (await env.call('GET', '/chatbots')).body
    await openDeleteFor(bot.name)
    // Someone deleted it meanwhile (another tab): the server answers 404 with its message.
    await env.call('DELETE', `/chatbots/${bot.id}`)
    fireEvent.change(phraseBox(), { target: { value: CHATBOT.DELETE_PHRASE } })
    fireEvent.click(confirmButton())
    await waitFor(() => expect(getToasts().some((toast) => toast.title === T.DELETE.ERROR_TITLE)).toBe(true))
    const toast = getToasts().find((item) => item.title === T.DELETE.ERROR_TITLE)!
    expect(toast).toMatchObject({ type: 'error' })
    expect(toast.message).toMatch(/\S/)
    expect(toast.message).not.toBe(T.DELETE.ERROR_GENERAL)
    expect(confirmButton().disabled).toBe(false)
    expect(phraseBox().value).toBe(CHATBOT.DELETE_PHRASE)
  })

  it('without any answer, the failure reads as the general delete error', async () => {
    const [bot] = (await env.call('GET', '/chatbots')).body
    await openDeleteFor(bot.name)
    env.spies.DELETE.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    fireEvent.change(phraseBox(), { target: { value: CHATBOT.DELETE_PHRASE } })
    fireEvent.click(confirmButton())
    await waitFor(() =>
      expect(getToasts()).toContainEqual(expect.objectContaining({ type: 'error', title: T.DELETE.ERROR_TITLE, message: T.DELETE.ERROR_GENERAL })),
    )
  })

  it('Cancel closes the modal without deleting', async () => {
    const [bot] = (await env.call('GET', '/chatbots')).body
    await openDeleteFor(bot.name)
    fireEvent.change(phraseBox(), { target: { value: CHATBOT.DELETE_PHRASE } })
    fireEvent.click(within(dialog()).getByRole('button', { name: T.DELETE.CANCEL }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(env.spies.DELETE).not.toHaveBeenCalled()
    expect((await env.call('GET', `/chatbots/${bot.id}`)).status).toBe(200)
  })
})
