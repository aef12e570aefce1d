// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { html, startLocalSite } from '../../support/local-site'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { session } from './support/fake-session'
import { backendWithBot, failCall, renderKnowledge, replaceCall, resetOverlays } from './support/render-knowledge'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))
vi.mock('../../../mock-server/node/load-openapi', () => import('../chatbots/support/load-openapi'))

const T = viText.KNOWLEDGE
let site: Awaited<ReturnType<typeof startLocalSite>>

beforeAll(async () => {
  await initTestI18n('vi')
  site = await startLocalSite({
    '/gioi-thieu': html(
      '<html><head><title>Giới thiệu Spa Hoa Sen</title></head><body><main><h1>Spa Hoa Sen</h1><p>Spa Hoa Sen mở cửa từ năm 2015 tại Đà Nẵng, chuyên chăm sóc da và gội đầu dưỡng sinh.</p></main></body></html>',
    ),
  })
})
afterAll(() => site.close())
afterEach(() => {
  cleanup()
  resetOverlays()
})

const dialog = () => screen.getByRole('dialog')
const urlBox = () => within(dialog()).getByLabelText(new RegExp(`^${T.SINGLE.URL}`)) as HTMLInputElement
const startButton = () => within(dialog()).getByRole('button', { name: T.SINGLE.START }) as HTMLButtonElement

async function openSingleCrawl() {
  const setup = await backendWithBot('TRA_LOI')
  renderKnowledge(setup.bot)
  fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.SINGLE_CRAWL }))
  return setup
}

async function chooseType(label: string) {
  fireEvent.click(within(dialog()).getByRole('button', { name: new RegExp(T.TYPE_LABEL) }))
  fireEvent.click(await screen.findByRole('option', { name: label }))
}

describe('single-link crawl', () => {
  it('Start Crawl is disabled while the URL is empty', async () => {
    await openSingleCrawl()
    expect(startButton().disabled).toBe(true)
    fireEvent.change(urlBox(), { target: { value: site.url('/gioi-thieu') } })
    expect(startButton().disabled).toBe(false)
  })

  it("a URL without a type: 'Vui lòng nhập URL và chọn loại dữ liệu', and nothing is crawled", async () => {
    const { env } = await openSingleCrawl()
    fireEvent.change(urlBox(), { target: { value: site.url('/gioi-thieu') } })
    fireEvent.click(startButton())
    expect(within(dialog()).getByRole('alert').textContent).toBe('Vui lòng nhập URL và chọn loại dữ liệu')
    expect(env.spies.POST).not.toHaveBeenCalledWith('/api/products/crawl', expect.anything())
  })

  it("crawls the page: 'Crawl thành công! …', a recent crawl with its type, and the knowledge table shows it", async () => {
    const { env, bot } = await openSingleCrawl()
    // happy-dom's fetch cannot reach the test site, so the crawl stands in here (the e2e test crawls for real):
    // it stores what the backend stores and answers what it answers.
    replaceCall(env, 'POST', '/api/products/crawl', async ({ body }) => {
      const now = new Date().toISOString()
      const db = env.backend.ctx.db
      const url_crawl = await db.insert('urlCrawls', { chatbot_id: bot.id, url: body.url, type: body.type, status: 'success', room: null, error: null, created_at: now, updated_at: now })
      const item = await db.insert('knowledge', { chatbot_id: bot.id, name: 'Giới thiệu Spa Hoa Sen', url: body.url, model_type: body.type, full_text: 'Spa Hoa Sen mở cửa từ năm 2015.', status: 'success', created_at: now, updated_at: now })
      return { status: 200, body: { message: 'Crawl thành công!', url_crawl, item } }
    })
    expect(await within(dialog()).findByText(T.SINGLE.RECENT_EMPTY)).toBeTruthy()
    fireEvent.change(urlBox(), { target: { value: site.url('/gioi-thieu') } })
    await chooseType(viText.UI.CONTENT_TYPE.about_company)
    fireEvent.click(startButton())
    expect(await within(dialog()).findByText('Crawl thành công! Dữ liệu đã được thêm vào chatbot.')).toBeTruthy()
    expect(env.spies.POST).toHaveBeenCalledWith('/api/products/crawl', expect.objectContaining({ body: { chatbot_id: bot.id, type: 'about_company', url: site.url('/gioi-thieu') } }))
    expect(urlBox().value).toBe('')
    const recent = within(dialog()).getByRole('region', { name: T.SINGLE.RECENT })
    expect(await within(recent).findByText(viText.UI.CONTENT_TYPE.about_company)).toBeTruthy()
    expect(within(recent).getByText(T.STATUS.completed)).toBeTruthy()
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(site.url('/gioi-thieu'), { exact: false })).toBeTruthy()
  })

  it('a javascript: or file: address is refused with a clear message, and nothing is sent', async () => {
    const { env } = await openSingleCrawl()
    await chooseType(viText.UI.CONTENT_TYPE.product)
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd']) {
      fireEvent.change(urlBox(), { target: { value: url } })
      fireEvent.click(startButton())
      expect(within(dialog()).getByRole('alert').textContent).toBe(T.NOT_HTTP)
      expect(urlBox().value).toBe(url)
    }
    expect(env.spies.POST).not.toHaveBeenCalledWith('/api/products/crawl', expect.anything())
  })

  it("a page the server cannot crawl shows the server's message and keeps the URL", async () => {
    const { env } = await openSingleCrawl()
    // The server's own 502 answer for an unreachable page.
    failCall(env, 'POST', '/api/products/crawl', { status: 502, body: { message: 'Không thể crawl trang: HTTP 404' } })
    fireEvent.change(urlBox(), { target: { value: site.url('/khong-co') } })
    await chooseType(viText.UI.CONTENT_TYPE.product)
    fireEvent.click(startButton())
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Không thể crawl trang: HTTP 404')
    expect(urlBox().value).toBe(site.url('/khong-co'))
  })

  it("no message at all: the browser's error, else 'Có lỗi xảy ra khi crawl. Vui lòng thử lại.'", async () => {
    const { env } = await openSingleCrawl()
    failCall(env, 'POST', '/api/products/crawl', 'network')
    fireEvent.change(urlBox(), { target: { value: site.url('/gioi-thieu') } })
    await chooseType(viText.UI.CONTENT_TYPE.product)
    fireEvent.click(startButton())
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to fetch')
    failCall(env, 'POST', '/api/products/crawl', { status: 502, body: {} })
    fireEvent.click(startButton())
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Có lỗi xảy ra khi crawl. Vui lòng thử lại.'))
  })

  it("without a stored token: 'Không có token xác thực', and nothing is sent", async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    session.user = { id: session.user!.id, access_token: '' }
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.SINGLE_CRAWL }))
    fireEvent.change(urlBox(), { target: { value: site.url('/gioi-thieu') } })
    await chooseType(viText.UI.CONTENT_TYPE.product)
    fireEvent.click(startButton())
    expect(within(dialog()).getByRole('alert').textContent).toBe('Không có token xác thực')
    expect(env.spies.POST).not.toHaveBeenCalledWith('/api/products/crawl', expect.anything())
  })
})
