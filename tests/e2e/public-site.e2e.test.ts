import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { VIDEO_FRAME } from '../../src/config/constants'
import { launchBrowser, watchConsole } from './support/browser'
import { startAppServer } from './support/app-server'

/** Issue 3 "Done when": every public page of 000 §2 in both languages, on a desktop and a phone. */
const PUBLIC_ROUTES = [
  '/',
  '/features',
  '/pricing',
  '/try-free',
  '/about-us',
  '/about-company',
  '/guide',
  '/contact',
  '/chinh-sach-bao-mat',
  '/dieu-khoan-su-dung',
  '/data-deletion',
  '/facebook/callback',
  '/chat-demo-570',
] as const
const LANGUAGES = ['vi', 'en'] as const
const WIDTHS = [1280, 375] as const
/** A translation key shown instead of its text: NAV.HOME, LANDING.HERO.TITLE… */
const UNTRANSLATED_KEY = /\b[A-Z]+(\.[A-Z_]+)+\b/
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/**
 * A production build of its own: the runner's NODE_ENV=test would give React's development
 * bundle, and `dist/` may be rebuilt by another run while this one is reading it.
 */
async function buildApp(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'public-site-'))
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) throw new Error('vite build failed')
  return outDir
}

describe('the public site in a real browser', () => {
  let distDir: string
  let server: Awaited<ReturnType<typeof startAppServer>>
  let browser: Browser

  beforeAll(async () => {
    distDir = await buildApp()
    server = await startAppServer({ distDir })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  async function open(path: string, { width = 1280, language = 'vi' }: { width?: number; language?: string } = {}) {
    const context = await browser.newContext({ viewport: { width, height: width > 400 ? 800 : 740 } })
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    return { context, page, errors }
  }

  async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
    await page.addScriptTag({ path: AXE_PATH })
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
      return (await axe.run(document, { resultTypes: ['violations'] })).violations
    })
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ ...violation, nodes: violation.nodes.slice(0, 3).map(({ target, failureSummary }) => ({ target, failureSummary })) }))
  }

  describe.each(PUBLIC_ROUTES)('%s', (route) => {
    it('in Vietnamese and English, at 1280 px and 375 px: no console error, no sideways scroll, no raw key, no serious axe violation', async () => {
      for (const language of LANGUAGES) {
        for (const width of WIDTHS) {
          const where = `${route} ${language} ${width}px`
          const { context, page, errors } = await open(route, { width, language })
          try {
            // The page is in the chosen language.
            expect(await page.evaluate(() => document.documentElement.lang), where).toBe(language)
            const text = await page.evaluate(() => document.body.innerText)
            expect(text.match(UNTRANSLATED_KEY)?.[0] ?? null, `${where}: untranslated key`).toBeNull()
            const { scrollWidth, innerWidth } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }))
            expect(scrollWidth, `${where}: horizontal scroll`).toBeLessThanOrEqual(innerWidth)
            expect(await seriousAxeViolations(page), `${where}: axe`).toEqual([])
            expect(errors, `${where}: console errors`).toEqual([])
          } finally {
            await context.close()
          }
        }
      }
    })
  })

  it('the hero video plays muted in a loop, and Watch demo scrolls to the case studies', async () => {
    const { context, page, errors } = await open('/')
    const hero = page.locator('video.hero__video')
    await expect.poll(() => hero.evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true)
    expect(await hero.evaluate((video: HTMLVideoElement) => [video.muted, video.loop, video.getAttribute('src')])).toEqual([true, true, '/images/banner.mp4'])
    await page.getByRole('button', { name: 'Xem demo', exact: true }).click()
    await expect.poll(() => page.locator('#case-studies').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeLessThanOrEqual(80)
    expect(await page.locator('#case-studies li').count()).toBe(15)
    expect(errors).toEqual([])
    await context.close()
  })

  it('the video modal plays a 346 × 506 demo for a mapped case, says "Video đang cập nhật" for others, and closes', async () => {
    const { context, page, errors } = await open('/')
    await page.getByRole('button', { name: 'Xem demo: Khóa học' }).click()
    const dialog = page.getByRole('dialog', { name: 'Khóa học' })
    await dialog.waitFor()
    const video = dialog.locator('video')
    expect(await video.getAttribute('src')).toBe('/assets/demo/courses.mp4')
    const size = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number[]>((resolve) => {
          const report = () => resolve([element.videoWidth, element.videoHeight])
          if (element.readyState >= 1) report()
          else element.addEventListener('loadedmetadata', report, { once: true })
        }),
    )
    expect(size).toEqual([VIDEO_FRAME.WIDTH, VIDEO_FRAME.HEIGHT])
    await dialog.getByRole('button', { name: 'Đóng video' }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Xem demo: Y tế' }).click()
    const missing = page.getByRole('dialog', { name: 'Y tế' })
    await missing.getByText('Video đang cập nhật').waitFor()
    await missing.getByText('Chúng tôi đang chuẩn bị video demo cho trường hợp này').waitFor()
    await page.keyboard.press('Escape')
    await missing.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('the mobile menu slides in, closes on its backdrop, and closes when a link is chosen', async () => {
    const { context, page, errors } = await open('/', { width: 375 })
    const toggle = page.getByRole('button', { name: 'Mở menu' })
    const drawer = page.locator('#public-menu')
    await toggle.click()
    await drawer.waitFor()
    await page.getByTestId('public-menu-backdrop').click({ position: { x: 20, y: 400 } })
    await drawer.waitFor({ state: 'detached' })
    await toggle.click()
    await drawer.getByRole('link', { name: 'Bảng giá' }).click()
    await page.waitForURL('**/pricing')
    await drawer.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: 'Bảng giá' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('the language switch changes the whole page at once, without a reload', async () => {
    const { context, page } = await open('/')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('heading', { level: 1, name: 'AI chatbots that advise, sell and look after your customers 24/7' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/Dùng thử miễn phí|Chatbot cho mọi ngành nghề/)
    await context.close()
  })

  it("the contact form sends, shows the stored message's number, time and title, and starts again empty", async () => {
    const { context, page, errors } = await open('/contact')
    await page.getByLabel(/^Họ và tên/).fill('Trần Minh Anh')
    await page.getByLabel(/^Email/).fill('minhanh@example.vn')
    await page.getByLabel(/^Tiêu đề/).fill('Tư vấn gói Professional')
    await page.getByLabel(/^Nội dung/).fill('Cửa hàng tôi cần chatbot trả lời về size và giá.')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/api/contacts') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Gửi tin nhắn' }).click(),
    ])
    expect(response.status()).toBe(201)
    const stored = (await response.json()) as { id: number; created_at: string; title: string }
    await page.getByText('Cảm ơn bạn đã liên hệ!').waitFor()
    expect(await page.getByTestId('contact-receipt-number').textContent()).toBe(`#${stored.id}`)
    await page.getByText('Tư vấn gói Professional').waitFor()
    await page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor()

    await page.getByRole('button', { name: 'Gửi tin nhắn mới' }).click()
    expect(await page.getByLabel(/^Họ và tên/).inputValue()).toBe('')
    expect(await page.getByLabel(/^Tiêu đề/).inputValue()).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a failed send keeps the form and everything typed, under the error text', async () => {
    const { context, page } = await open('/contact')
    await page.route('**/v1/api/contacts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Lỗi máy chủ' }) }),
    )
    await page.getByLabel(/^Họ và tên/).fill('Trần Minh Anh')
    await page.getByLabel(/^Email/).fill('minhanh@example.vn')
    await page.getByLabel(/^Tiêu đề/).fill('Hỏi về hóa đơn')
    await page.getByLabel(/^Nội dung/).fill('Xin gửi lại hóa đơn tháng trước.')
    await page.getByRole('button', { name: 'Gửi tin nhắn' }).click()
    await page.getByText('Có lỗi xảy ra khi gửi tin nhắn. Vui lòng thử lại sau.').waitFor()
    expect(await page.getByLabel(/^Họ và tên/).inputValue()).toBe('Trần Minh Anh')
    expect(await page.getByLabel(/^Nội dung/).inputValue()).toBe('Xin gửi lại hóa đơn tháng trước.')
    await expect.poll(() => page.getByRole('button', { name: 'Gửi tin nhắn' }).isEnabled()).toBe(true)
    await context.close()
  })

  it('with the plans call failing, /pricing shows Starter, Professional and Enterprise from the built-in list', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.route('**/v1/subscriptions/plans', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }))
    await page.goto(`${server.url}/pricing`, { waitUntil: 'networkidle' })
    for (const name of ['Starter', 'Professional', 'Enterprise']) {
      await page.getByText(name, { exact: true }).first().waitFor()
    }
    await context.close()
  })

  describe('the Facebook callback window', () => {
    async function signedInOpener(): Promise<{ context: BrowserContext; page: Page; chatbotId: number }> {
      const login = await fetch(`${server.url}/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }),
      }).then((r) => r.json())
      const chatbots = (await fetch(`${server.url}/v1/chatbots`, { headers: { Authorization: `Bearer ${login.user.access_token}` } }).then((r) =>
        r.json(),
      )) as Array<{ id: number }>
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.addInitScript((user) => {
        localStorage.setItem('currentUser', JSON.stringify(user))
        localStorage.setItem('access_token', user.access_token)
        localStorage.setItem('refresh_token', user.refresh_token)
        localStorage.setItem('language', 'en')
      }, login.user)
      const page = await context.newPage()
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
      await page.evaluate(() => {
        const w = window as unknown as { received: unknown[] }
        w.received = []
        window.addEventListener('message', (event) => w.received.push({ origin: event.origin, data: event.data }))
      })
      return { context, page, chatbotId: chatbots[0].id }
    }

    it('after consent it connects the chatbot, hands the result to the opener on our origin, and closes itself', async () => {
      const { context, page, chatbotId } = await signedInOpener()
      const authorize = `/v1/oauth/facebook/authorize?${new URLSearchParams({
        chatbot_id: String(chatbotId),
        redirect_uri: `${server.url}/facebook/callback`,
        state: String(chatbotId),
      })}`
      const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((url) => window.open(url, 'facebook', 'width=600,height=600'), authorize)])
      await popup.locator('#allow').click()
      await popup.waitForURL('**/facebook/callback?*')
      await popup.getByText('Successfully connected! Closing window...').waitFor()
      await popup.waitForEvent('close', { timeout: 10_000 })
      const received = (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)) as Array<{ origin: string; data: { type: string; data?: { pages: unknown[] } } }>
      expect(received).toHaveLength(1)
      expect(received[0].origin).toBe(server.url)
      expect(received[0].data.type).toBe('facebook_auth_success')
      expect(received[0].data.data?.pages.length).toBeGreaterThan(0)
      await context.close()
    })

    it('a cancelled consent tells the opener "Authentication failed" and closes itself', async () => {
      const { context, page, chatbotId } = await signedInOpener()
      const authorize = `/v1/oauth/facebook/authorize?${new URLSearchParams({
        chatbot_id: String(chatbotId),
        redirect_uri: `${server.url}/facebook/callback`,
        state: String(chatbotId),
      })}`
      const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((url) => window.open(url, 'facebook', 'width=600,height=600'), authorize)])
      await popup.locator('#cancel').click()
      await popup.getByText('Authentication failed. Please try again.').waitFor()
      await popup.waitForEvent('close', { timeout: 10_000 })
      const received = (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)) as Array<{ data: { type: string; error: string; status: unknown } }>
      expect(received.map((message) => message.data)).toEqual([
        expect.objectContaining({ type: 'facebook_auth_error', error: 'access_denied', status: null }),
      ])
      await context.close()
    })
  })
})
