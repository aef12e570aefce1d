import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { CHATBOT, WIDGET } from '../../src/config/constants'
import { widgetBuildConfig } from '../../vite.config'
import { DIST_DIR, startAppServer } from './support/app-server'
import { launchBrowser, watchConsole, signInThroughForm } from './support/browser'

/** The texts the owner reads (001 §5, §8; the Vietnamese interface). */
const TEXT = {
  toasts: [
    'Hãy đặt tên cho chatbot.',
    'Hãy chọn ngành nghề cho chatbot.',
    'Welcome message is required. Please enter a welcome message for your chatbot.',
    'Description is required. Please enter a description for your chatbot.',
  ],
  created: 'Chatbot created successfully!',
  noKnowledge: 'Chatbot chưa có kiến thức',
  loadKnowledgeNow: 'Nạp kiến thức ngay',
  deleted: 'Chatbot đã được xóa thành công',
  mismatch: `Vui lòng nhập chính xác ${CHATBOT.DELETE_PHRASE} để xác nhận xóa.`,
  unknownBot: 'Chatbot này không còn hoạt động',
}

const BOT = {
  name: 'Nha khoa Nụ Cười',
  welcome: 'Chào bạn! Nha khoa Nụ Cười có thể giúp gì cho bạn?',
  description: 'Tư vấn dịch vụ, giá và đặt lịch khám răng.',
  header: '#1d4ed8',
  botBubble: '#fef3c7',
  question: 'Giờ mở cửa của phòng khám?',
  answer: 'Phòng khám mở cửa từ 8 giờ đến 20 giờ, tất cả các ngày trong tuần.',
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** A customer's website on another port, holding the snippet the owner copied. */
async function serveCustomerSite(snippet: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>Nha khoa Nụ Cười</title></head>
<body><h1>Nha khoa Nụ Cười</h1><p>Niềng răng, tẩy trắng và nhổ răng khôn.</p>
${snippet}
</body></html>`
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The widget inside its (open) shadow root; Playwright's CSS locators pierce it. */
const widgetIn = (page: Page, scope = '') => {
  const root = page.locator(`${scope} [data-chat-widget-pro]`.trim())
  return {
    launcher: root.locator('.launcher'),
    header: root.locator('.header'),
    input: root.locator('textarea'),
    botBubbles: root.locator('.msg.bot .bubble'),
    userBubbles: root.locator('.msg.user .bubble'),
    alert: root.locator('[role=alert]'),
  }
}
const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

describe('an owner builds, embeds and deletes a chatbot (issue 5)', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>
  let browser: Browser
  let site: Awaited<ReturnType<typeof serveCustomerSite>> | undefined

  beforeAll(async () => {
    // The app build runs first (global setup); the widget bundle joins it when it is missing.
    if (!existsSync(join(DIST_DIR, WIDGET.SCRIPT_PATH))) await build({ ...widgetBuildConfig(DIST_DIR), logLevel: 'warn' })
    server = await startAppServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await site?.close()
    await browser?.close()
    await server?.close()
  })

  async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    // A step that cannot happen fails with its own message, well before the test's timeout.
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    return { context, page, errors: watchConsole(page) }
  }

  const toast = (page: Page, message: string) => page.locator('.toast__message', { hasText: message })

  it('creates a TU_VAN bot through the checks, gives it a logo and colours, embeds it on another site, and deletes it', async () => {
    const { context, page, errors } = await newPage()

    // Sign in as the demo owner and open a new chatbot from the list.
    await signInThroughForm(page, server.url, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)
    await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Chatbot' }).click()
    await page.getByRole('table', { name: 'Danh sách chatbot' }).waitFor()
    await page.getByRole('link', { name: 'Tạo chatbot mới' }).click()
    await page.waitForURL('**/app/chatbot-settings/new')

    // An advisory bot; Save with everything empty, then fix one thing at a time: the checks come in the spec's order.
    await page.locator('label.type-card', { hasText: 'Tư vấn' }).click()
    const save = page.getByRole('button', { name: 'Lưu', exact: true })
    const fixes: Array<() => Promise<void>> = [
      () => page.getByLabel(/^Tên chatbot/).fill(BOT.name),
      async () => {
        await page.getByRole('button', { name: /Ngành nghề dịch vụ/ }).click()
        await page.getByRole('option', { name: 'Nha khoa' }).click()
      },
      () => page.getByLabel(/^Lời chào/).fill(BOT.welcome),
      () => page.getByLabel(/^Mô tả/).fill(BOT.description),
    ]
    for (const [index, message] of TEXT.toasts.entries()) {
      await save.click()
      await toast(page, message).waitFor()
      // Only this check's toast: the later checks have not run.
      for (const later of TEXT.toasts.slice(index + 1)) expect(await toast(page, later).count()).toBe(0)
      await fixes[index]()
    }

    // A logo: a PNG drawn on a canvas, dropped into the upload.
    const png = Buffer.from(
      await page.evaluate(() => {
        const canvas = document.createElement('canvas')
        canvas.width = canvas.height = 64
        const draw = canvas.getContext('2d')!
        draw.fillStyle = '#1d4ed8'
        draw.fillRect(0, 0, 64, 64)
        draw.fillStyle = '#ffffff'
        draw.fillRect(16, 16, 32, 32)
        return canvas.toDataURL('image/png').split(',')[1]
      }),
      'base64',
    )
    await page.locator('.avatar-field input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    const logo = page.getByRole('img', { name: 'Logo của chatbot' })
    await logo.waitFor()
    const logoUrl = (await logo.getAttribute('src'))!
    expect((await (await fetch(new URL(logoUrl, server.url))).arrayBuffer()).byteLength).toBe(png.byteLength)
    await page.getByRole('button', { name: 'Change Logo' }).waitFor()

    // Colours through the hex boxes; the live preview follows within about a second.
    await page.getByLabel('Mã màu: Thanh tiêu đề').fill(BOT.header)
    await page.getByLabel('Mã màu: Nền tin nhắn chatbot').fill(BOT.botBubble)
    const preview = widgetIn(page, '[data-testid=widget-preview-frame]')
    await expect.poll(() => style(page, '[data-testid=widget-preview-frame] [data-chat-widget-pro] .header', 'background-color'), { timeout: 1_500 }).toBe(rgb(BOT.header))
    await expect.poll(() => preview.header.textContent(), { timeout: 1_500 }).toContain(BOT.name)
    await expect.poll(() => preview.botBubbles.first().textContent(), { timeout: 1_500 }).toBe(BOT.welcome)
    // An invalid hex is flagged and changes nothing.
    await page.getByLabel('Mã màu: Thanh tiêu đề').fill('#12')
    await page.getByText('Mã màu không hợp lệ, ví dụ đúng: #069206').waitFor()
    await page.getByLabel('Mã màu: Thanh tiêu đề').fill(BOT.header)

    // Save: created, on its edit route, warned that it has no knowledge; the warning leads to the knowledge tab.
    await save.click()
    await page.waitForURL(/\/app\/chatbot-settings\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    await toast(page, TEXT.created).waitFor()
    const warning = page.getByRole('dialog', { name: TEXT.noKnowledge })
    await warning.waitFor()
    await warning.getByRole('button', { name: TEXT.loadKnowledgeNow }).click()
    await expect.poll(() => page.getByRole('tab', { name: 'Kiến thức' }).getAttribute('aria-selected')).toBe('true')
    await warning.waitFor({ state: 'detached' })
    expect(await page.getByRole('link', { name: 'Xem trước' }).getAttribute('href')).toBe(`/preview/chatbot/${id}`)

    // The Website sub-tab's code, copied.
    await page.getByRole('tab', { name: 'Cài đặt phát triển' }).click()
    const code = page.getByRole('textbox', { name: 'Mã nhúng khung chat' })
    await code.waitFor()
    const snippet = await code.inputValue()
    await page.getByRole('button', { name: 'Sao chép mã' }).click()
    await toast(page, 'Đã sao chép mã nhúng').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)
    for (const part of [`"chatbotId": ${id}`, `"name": "${BOT.name}"`, `"header": "${BOT.header}"`, `"apiBase": "${server.url}/v1"`, BOT.welcome]) {
      expect(snippet).toContain(part)
    }

    // The snippet on a site of another origin brings up the bot, in its colours, answering from its FAQ.
    const owner = await page.evaluate(() => localStorage.getItem('access_token'))
    const faq = await fetch(`${server.url}/v1/faqs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify({ chatbot_id: id, question: BOT.question, answer: BOT.answer, catalog_type: 'faq', catalog_id: 0 }),
    })
    expect(faq.status).toBe(201)
    site = await serveCustomerSite(snippet)
    expect(new URL(site.url).origin).not.toBe(server.url)
    const visitor = await context.newPage()
    const visitorErrors = watchConsole(visitor)
    await visitor.goto(site.url)
    const embedded = widgetIn(visitor)
    await embedded.launcher.click()
    await expect.poll(() => embedded.header.textContent()).toContain(BOT.name)
    expect(await style(visitor, '[data-chat-widget-pro] .header', 'background-color')).toBe(rgb(BOT.header))
    await embedded.input.fill(BOT.question)
    await embedded.input.press('Enter')
    await expect.poll(() => embedded.botBubbles.nth(1).textContent(), { timeout: 10_000 }).toBe(BOT.answer)
    expect(await embedded.botBubbles.nth(1).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(BOT.botBubble))
    await visitor.reload()
    await widgetIn(visitor).launcher.click()
    await expect.poll(() => widgetIn(visitor).userBubbles.first().textContent()).toBe(BOT.question)

    // Back in the app: delete it from the list, the phrase typed wrong first.
    await page.goto(`${server.url}/app/chatbot-settings`)
    const table = page.getByRole('table', { name: 'Danh sách chatbot' })
    await table.getByRole('button', { name: `Xóa chatbot ${BOT.name}` }).click()
    const modal = page.getByRole('alertdialog', { name: 'Xóa chatbot' })
    const phrase = modal.getByLabel(/Nhập XOACHATBOT/)
    const confirm = modal.getByRole('button', { name: 'Xóa chatbot' })
    expect(await phrase.inputValue()).toBe('')
    expect(await confirm.isDisabled()).toBe(true)
    await phrase.pressSequentially('xoa chat bo')
    expect(await phrase.inputValue()).toBe('XOACHATBO')
    await modal.getByText(TEXT.mismatch).waitFor()
    expect(await confirm.isDisabled()).toBe(true)
    await phrase.pressSequentially('t')
    await expect.poll(() => confirm.isDisabled()).toBe(false)
    await confirm.click()
    await toast(page, TEXT.deleted).waitFor()
    await modal.waitFor({ state: 'detached' })
    await expect.poll(() => table.getByText(BOT.name).count()).toBe(0)

    // The embedded widget now says the bot is gone.
    await visitor.reload()
    await widgetIn(visitor).launcher.click()
    await expect.poll(() => widgetIn(visitor).alert.first().textContent()).toBe(TEXT.unknownBot)

    expect(errors).toEqual([])
    // The deleted bot's 404 on the foreign page is the expected answer, not a page error.
    expect(visitorErrors.filter((error) => !/404/.test(error))).toEqual([])
    await context.close()
  })
})
