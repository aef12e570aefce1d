import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, watchConsole, signInThroughForm } from './support/browser'
import { bannerTexts, createList, discoverLinks, expectLiveBanner, tabCount, toast } from './support/bulk-crawl'
import { serveStatic } from './support/static-server'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { CRAWL, PAGE_SIZE } from '../../src/config/constants'

const STATIC_DIR = fileURLToPath(new URL('../../dist-static', import.meta.url))

/** The zero-server build: the same backend app runs in the page through MSW. */
describe('static demo build (no server)', () => {
  let site: Awaited<ReturnType<typeof serveStatic>>
  let browser: Browser

  beforeAll(async () => {
    site = await serveStatic(STATIC_DIR)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('lets the demo owner sign in and keeps the session across a reload, with no API server anywhere', async () => {
    const page = await browser.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
    await signInThroughForm(page, site.url, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null'))
    expect(user).toMatchObject({ username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email })

    // The in-browser backend keeps its data in localStorage: the session survives a reload.
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/app/dashboard')
  })

  it('crawls the bundled demo website with live socket.io events served in the page', async () => {
    const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await signInThroughForm(page, site.url, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)

    // A seeded advisory bot (the knowledge tools are for TU_VAN bots), found through the in-page API.
    const botId = await page.evaluate(async () => {
      const response = await fetch('/v1/chatbots', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })
      const bots = (await response.json()) as { id: number; agent_type: string }[]
      return bots.find((bot) => bot.agent_type === 'TU_VAN')!.id
    })
    await page.goto(`${site.url}/app/chatbot-settings/${botId}`)
    await page.getByRole('tab', { name: 'Kiến thức' }).click()
    await page.getByRole('tab', { name: 'Nguồn dữ liệu' }).click()

    // The demo website, copied into the build, crawled by the page itself; the links arrive live.
    const startUrl = `${site.url}/demo-site/`
    const { bulk, request, bannerTexts: shown } = await discoverLinks(page, startUrl)
    expect(request).toEqual({ chatbot_id: botId, max_depth: CRAWL.MAX_DEPTH, start_url: startUrl })
    await expectLiveBanner(bulk, shown, startUrl, { moreThan: 20, named: '/demo-site/gioi-thieu.html' })
    await expect.poll(() => tabCount(bulk, 'Đang chờ')).toBeGreaterThan(20)
    // The waiting tab lists them, a page at a time.
    await expect.poll(() => bulk.locator(`a[href^="${startUrl}"]`).count()).toBe(PAGE_SIZE.CRAWL)

    // The site's broken links answer a real 404 (not the static host's app page) and are filed as failed.
    await expect.poll(() => tabCount(bulk, 'Thất bại')).toBe(3)
    const failed = await page.evaluate(async (id) => {
      const response = await fetch('/v1/url-crawls/failed', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify({ chatbot_id: id, per_page: 100 }),
      })
      return ((await response.json()) as { urls: { url: string; error: string }[] }).urls
    }, botId)
    expect(failed.map(({ url, error }) => [url.slice(startUrl.length), error]).sort()).toEqual(
      ['chinh-sach-bao-mat.html', 'san-pham/banh-flan.html', 'tin-tuc/bai-viet-cu.html'].map((path) => [path, 'The page was not found (HTTP 404)']),
    )
    // The browser reports those 404 answers; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])

    // Another site cannot be read from the page (no CORS): the owner is told why, in plain words.
    const elsewhere = startUrl.replace('127.0.0.1', 'localhost')
    await createList(page, bulk, elsewhere)
    await toast(page, `Không đọc được trang bắt đầu: Bản demo chạy hoàn toàn trong trình duyệt chỉ đọc được các địa chỉ trên chính trang này`).waitFor({
      timeout: 30_000,
    })
    expect((await bannerTexts(page))[0]).toContain(`Đang thu thập: ${elsewhere}`)
    await expect.poll(() => bulk.locator('.bulk-banner').count()).toBe(0)
    await context.close()
  })

  it('the public preview answers a visitor from the bot’s knowledge, streamed by the in-page backend', async () => {
    const context = await browser.newContext({ locale: 'vi-VN' })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto(`${site.url}/preview/chatbot/1`)
    const root = page.locator('[data-chat-widget-pro]')
    await root.locator('.panel').waitFor({ state: 'visible' })
    await expect.poll(() => root.locator('.header').textContent()).toContain('Trợ lý Spa Hoa Sen')
    await root.locator('textarea').fill('gia goi dau duong sinh bao nhieu')
    await root.locator('textarea').press('Enter')
    await expect.poll(() => root.locator('.msg.bot .bubble').last().textContent()).toContain('180.000')
    expect(await root.locator('.msg.user .bubble').last().textContent()).toBe('gia goi dau duong sinh bao nhieu')
    expect(errors).toEqual([])
    await context.close()
  })
})
