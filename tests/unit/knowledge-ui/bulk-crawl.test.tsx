// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CRAWL } from '../../../src/config/constants'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { socketControl } from './support/fake-crawl-socket'
import { backendWithBot, failCall, renderKnowledge, replaceCall, resetOverlays, toasts, type Backend } from './support/render-knowledge'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))
vi.mock('../../../mock-server/node/load-openapi', () => import('../chatbots/support/load-openapi'))
vi.mock('../../../src/features/knowledge/crawl-socket', () => import('./support/fake-crawl-socket'))

const T = viText.KNOWLEDGE
const SITE = 'http://127.0.0.1:5173/demo-site/'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  resetOverlays()
  socketControl.reset()
})

async function addRecord(env: Backend, chatbotId: number, path: string, status: 'success' | 'waiting' | 'failed') {
  const now = new Date().toISOString()
  return env.backend.ctx.db.insert('urlCrawls', { chatbot_id: chatbotId, url: `${SITE}${path}`, type: 'product', status, room: null, error: null, created_at: now, updated_at: now })
}

async function openBulk(records: [string, 'success' | 'waiting' | 'failed'][] = []) {
  const setup = await backendWithBot('TU_VAN')
  const ids: number[] = []
  for (const [path, status] of records) ids.push((await addRecord(setup.env, setup.bot.id, path, status)).id)
  renderKnowledge(setup.bot)
  fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.BULK_CRAWL }))
  return { ...setup, ids }
}

const modal = () => screen.getAllByRole('dialog')[0]
const tab = (name: RegExp) => within(modal()).getByRole('tab', { name })
const startButton = () => within(modal()).getByRole('button', { name: new RegExp(`^(${T.BULK.START}|${T.BULK.RUNNING})$`) }) as HTMLButtonElement

describe('bulk crawl: the lists', () => {
  it('three tabs with their counts, the waiting one open, checkboxes and select-all', async () => {
    await openBulk([
      ['a.html', 'success'],
      ['b.html', 'waiting'],
      ['c.html', 'waiting'],
      ['d.html', 'failed'],
    ])
    // The three lists load independently: wait for every count.
    await waitFor(() => {
      expect(tab(/Đang chờ/).textContent).toBe('Đang chờ (2)')
      expect(tab(/Thành công/).textContent).toBe('Thành công (1)')
      expect(tab(/Thất bại/).textContent).toBe('Thất bại (1)')
    })
    expect(tab(/Đang chờ/).getAttribute('aria-selected')).toBe('true')
    expect(within(modal()).getByRole('checkbox', { name: T.BULK.SELECT_PAGE })).toBeTruthy()
    expect(within(modal()).getAllByRole('checkbox', { name: /^Chọn http/ })).toHaveLength(2)
  })

  it('the success tab has checkboxes but no select-all', async () => {
    await openBulk([['a.html', 'success']])
    fireEvent.mouseDown(await within(modal()).findByRole('tab', { name: /Thành công/ }))
    expect(await within(modal()).findByRole('checkbox', { name: `Chọn ${SITE}a.html` })).toBeTruthy()
    expect(within(modal()).queryByRole('checkbox', { name: T.BULK.SELECT_PAGE })).toBeNull()
  })

  it('start-crawl is disabled until something is selected; select-all ticks the whole page', async () => {
    await openBulk([
      ['b.html', 'waiting'],
      ['c.html', 'waiting'],
    ])
    await within(modal()).findAllByRole('checkbox', { name: /^Chọn http/ })
    expect(startButton().disabled).toBe(true)
    fireEvent.click(within(modal()).getByRole('checkbox', { name: T.BULK.SELECT_PAGE }))
    for (const box of within(modal()).getAllByRole('checkbox', { name: /^Chọn http/ }) as HTMLInputElement[]) expect(box.checked).toBe(true)
    expect(within(modal()).getByText('Đã chọn 2 URL')).toBeTruthy()
    expect(startButton().disabled).toBe(false)
  })

  it('crawls the selection into knowledge; the selection clears and the lists reload', async () => {
    const { env, bot, ids } = await openBulk([
      ['b.html', 'waiting'],
      ['c.html', 'waiting'],
    ])
    // happy-dom's fetch cannot crawl, so the batch stands in: it stores what the backend stores.
    let finish = () => {}
    replaceCall(env, 'POST', '/api/products/crawl/batch', async ({ body }) => {
      await new Promise<void>((resolve) => (finish = resolve))
      const tasks = []
      for (const id of body.urls as number[]) {
        const record = await env.backend.ctx.db.update('urlCrawls', id, { status: 'success', updated_at: new Date().toISOString() })
        tasks.push({ id, url: record!.url, status: 'success' })
      }
      return { status: 200, body: { tasks } }
    })
    fireEvent.click(await within(modal()).findByRole('checkbox', { name: `Chọn ${SITE}b.html` }))
    fireEvent.click(startButton())
    expect(env.spies.POST).toHaveBeenCalledWith('/api/products/crawl/batch', expect.objectContaining({ body: { chatbot_id: bot.id, type: 'product', urls: [ids[0]] } }))
    await waitFor(() => expect(startButton().disabled).toBe(true))
    expect(startButton().getAttribute('aria-busy')).toBe('true')
    await act(async () => finish())
    await waitFor(() => {
      expect(tab(/Thành công/).textContent).toBe('Thành công (1)')
      expect(tab(/Đang chờ/).textContent).toBe('Đang chờ (1)')
    })
    expect(within(modal()).getByText('Đã chọn 0 URL')).toBeTruthy()
    expect(toasts()).toContainEqual({ type: 'success', title: undefined, message: 'Crawl xong: 1 thành công, 0 thất bại' })
  })

  it('a failed batch is silent: running resets and the selection stays', async () => {
    const { env } = await openBulk([['b.html', 'waiting']])
    failCall(env, 'POST', '/api/products/crawl/batch', 'network')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fireEvent.click(await within(modal()).findByRole('checkbox', { name: `Chọn ${SITE}b.html` }))
    fireEvent.click(startButton())
    await waitFor(() => expect(startButton().disabled).toBe(false))
    expect((within(modal()).getByRole('checkbox', { name: `Chọn ${SITE}b.html` }) as HTMLInputElement).checked).toBe(true)
    expect(toasts()).toEqual([])
  })

  it(`the lists refresh every ${CRAWL.LIST_REFRESH_MS / 1000} s while the modal is open`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { env, bot } = await openBulk([['b.html', 'waiting']])
      await waitFor(() => expect(tab(/Đang chờ/).textContent).toBe('Đang chờ (1)'))
      await addRecord(env, bot.id, 'moi.html', 'waiting')
      await act(async () => vi.advanceTimersByTime(CRAWL.LIST_REFRESH_MS))
      await waitFor(() => expect(tab(/Đang chờ/).textContent).toBe('Đang chờ (2)'))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('bulk crawl: a new list and the live banner', () => {
  async function newList(url: string) {
    fireEvent.click(within(modal()).getByRole('button', { name: T.BULK.COLLECT }))
    const dialog = screen.getByRole('dialog', { name: T.BULK.NEW_LIST_TITLE })
    const create = within(dialog).getByRole('button', { name: T.BULK.CREATE }) as HTMLButtonElement
    expect(create.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${T.BULK.START_URL}`)), { target: { value: url } })
    return { dialog, create }
  }

  it("Create asks for the list, joins its room and says 'Tạo danh sách thành công!'; the banner follows the links", async () => {
    const { env, bot } = await openBulk()
    const { create } = await newList(SITE)
    expect(create.disabled).toBe(false)
    fireEvent.click(create)
    await waitFor(() => expect(socketControl.commands).toHaveLength(1))
    expect(env.spies.POST).toHaveBeenCalledWith('/fetch-url', expect.objectContaining({ body: { chatbot_id: bot.id, max_depth: CRAWL.MAX_DEPTH, start_url: SITE } }))
    const room = socketControl.commands[0].room
    expect(socketControl.commands[0]).toEqual({ type: 'JOIN', room, previous: null })
    act(() => socketControl.send({ type: 'ROOM_JOINED', room }))
    expect(toasts()).toContainEqual({ type: 'success', title: undefined, message: 'Tạo danh sách thành công!' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.BULK.NEW_LIST_TITLE })).toBeNull())
    const banner = within(modal()).getByText(`Đang thu thập: ${SITE}`).closest('[role=status]') as HTMLElement
    expect(banner.textContent).toContain('Đã tìm thấy 0 liên kết')
    act(() => socketControl.send({ type: 'LINK_FOUND', url: `${SITE}bang-gia.html` }))
    act(() => socketControl.send({ type: 'LINK_FOUND', url: `${SITE}lien-he.html` }))
    expect(banner.textContent).toContain(`Đang thu thập: ${SITE}lien-he.html`)
    expect(banner.textContent).toContain('Đã tìm thấy 2 liên kết')
    act(() => socketControl.send({ type: 'DISCOVERY_COMPLETE', found: [`${SITE}bang-gia.html`, `${SITE}lien-he.html`] }))
    expect(within(modal()).queryByText(/Đang thu thập/)).toBeNull()
  })

  it("a failed list creation: 'Lỗi tạo danh sách!' / 'Không thể tạo danh sách crawl. Vui lòng thử lại.'", async () => {
    const { env } = await openBulk()
    failCall(env, 'POST', '/fetch-url', { status: 400, body: { message: 'body.start_url: must match pattern' } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { create, dialog } = await newList(SITE)
    fireEvent.click(create)
    await waitFor(() =>
      expect(toasts()).toContainEqual({ type: 'error', title: 'Lỗi tạo danh sách!', message: 'Không thể tạo danh sách crawl. Vui lòng thử lại.' }),
    )
    expect(dialog.isConnected).toBe(true)
    expect(socketControl.commands).toEqual([])
  })

  it("a failed join: 'Lỗi kết nối!'", async () => {
    await openBulk()
    const { create } = await newList(SITE)
    fireEvent.click(create)
    await waitFor(() => expect(socketControl.commands).toHaveLength(1))
    act(() => socketControl.send({ type: 'ROOM_JOIN_FAILED', room: socketControl.commands[0].room }))
    expect(toasts()).toContainEqual({ type: 'error', title: undefined, message: 'Lỗi kết nối!' })
  })

  it('an address that is not http(s) says so and cannot be created', async () => {
    await openBulk()
    const { create, dialog } = await newList('www.spa.example')
    expect(create.disabled).toBe(true)
    expect(within(dialog).getByText(T.NOT_HTTP)).toBeTruthy()
  })
})
