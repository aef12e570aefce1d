import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, DEMO_BOTS } from '../../mock-server/db/seed-data'
import type { components } from '../../src/api/schema'
import { WIDGET } from '../../src/config/constants'
import { embedCode } from '../../src/features/widget-host/embed-code'
import { widgetBuildConfig } from '../../vite.config'
import { DIST_DIR, startAppServer } from './support/app-server'
import { launchBrowser, watchConsole } from './support/browser'

type Chatbot = components['schemas']['Chatbot']
type WidgetChatbot = components['schemas']['WidgetChatbot']

/** CSS a careless host page might carry; it must not reach inside the widget. */
const HOSTILE_CSS = '* { all: unset } button { display: none }'
const FASHION_BOT = DEMO_BOTS[1]
const [FAQ_QUESTION, FAQ_ANSWER] = FASHION_BOT.faqs.find(([question]) => question === 'Phí vận chuyển bao nhiêu?')!

/** A customer's website on another port: the hostile CSS, some content, and the embed snippet. */
async function serveCustomerSite(snippet: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Thời Trang Mai</title><style>${HOSTILE_CSS}</style></head>
<body><h1>Thời Trang Mai</h1><p>Áo dài, váy và phụ kiện.</p><button id="host-button">Mua ngay</button>
${snippet}
</body></html>`
  const server: Server = createServer((request, response) => {
    if (request.url === '/favicon.ico') return void response.writeHead(204).end()
    if (request.url !== '/') return void response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

describe('the embeddable widget on a customer website (issue 5)', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>
  let browser: Browser
  let token: string
  let bot: Chatbot
  let look: WidgetChatbot
  let site: Awaited<ReturnType<typeof serveCustomerSite>>

  const api = async (path: string, init: RequestInit = {}) => {
    const headers = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers }
    return fetch(`${server.url}/v1${path}`, { ...init, headers })
  }

  beforeAll(async () => {
    // The app build runs first (global setup); the widget bundle joins it when it is missing.
    if (!existsSync(join(DIST_DIR, WIDGET.SCRIPT_PATH))) await build({ ...widgetBuildConfig(DIST_DIR), logLevel: 'warn' })
    server = await startAppServer()
    browser = await launchBrowser()
    const login = await (await api('/login', { method: 'POST', body: JSON.stringify({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }) })).json()
    token = login.user.access_token
    const bots = (await (await api('/chatbots')).json()) as Chatbot[]
    bot = bots.find((candidate) => candidate.name === FASHION_BOT.name)!
    look = (await (await fetch(`${server.url}/v1/widget/chatbots/${bot.id}`)).json()) as WidgetChatbot
    site = await serveCustomerSite(embedCode(look, `${server.url}/v1`))
  })
  afterAll(async () => {
    await site?.close()
    await browser?.close()
    await server?.close()
  })

  async function newPage(options: { width?: number } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: options.width ?? 1280, height: 800 } })
    const page = await context.newPage()
    return { context, page, errors: watchConsole(page) }
  }

  const widget = (page: Page) => {
    const root = page.locator('[data-chat-widget-pro]')
    return {
      launcher: root.locator('.launcher'),
      panel: root.locator('.panel'),
      input: root.locator('textarea'),
      send: root.locator('button.send'),
      botBubbles: root.locator('.msg.bot .bubble'),
      userBubbles: root.locator('.msg.user .bubble'),
      header: root.locator('.header'),
      alert: root.locator('[role=alert]'),
      streaming: root.locator('[data-streaming]'),
    }
  }
  const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

  it('answers a visitor on another origin: the bubble survives hostile CSS, the reply streams in the bot’s colours, a reload keeps the history', async () => {
    const { context, page, errors } = await newPage()
    const apiOrigins = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/v1/')) apiOrigins.add(url.origin)
    })
    await page.goto(site.url)
    const ui = widget(page)

    // The host's `button { display: none }` and `* { all: unset }` hide its own button, not ours.
    expect(await page.locator('#host-button').isVisible()).toBe(false)
    await ui.launcher.waitFor({ state: 'visible' })
    expect(await style(ui.launcher, 'display')).toBe('flex')
    const box = (await ui.launcher.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(56)
    expect(box.x + box.width).toBeGreaterThan(1280 - 100)
    expect(box.y + box.height).toBeGreaterThan(800 - 100)

    await ui.launcher.click()
    await ui.panel.waitFor({ state: 'visible' })
    await expect.poll(() => ui.header.textContent()).toContain(FASHION_BOT.name)
    await expect.poll(() => ui.botBubbles.first().textContent()).toBe(FASHION_BOT.initial_prompt)
    expect(await style(ui.send, 'display')).toBe('flex')
    expect(await style(ui.header, 'background-color')).toBe(rgb(look.color_header))

    // Record what the visitor sees while the reply arrives: the typing dots, then growing text.
    await page.evaluate(() => {
      const root = document.querySelector('[data-chat-widget-pro]')!.shadowRoot!
      const seen: (string | number)[] = []
      ;(window as unknown as { seen: typeof seen }).seen = seen
      new MutationObserver(() => {
        if (root.querySelector('.typing')) seen.push('typing')
        const draft = root.querySelector('[data-streaming]')
        if (draft) seen.push(draft.textContent!.length)
      }).observe(root, { subtree: true, childList: true, characterData: true })
    })
    await ui.input.fill(FAQ_QUESTION)
    await ui.input.press('Enter')
    await expect.poll(() => ui.botBubbles.nth(1).textContent(), { timeout: 10_000 }).toBe(FAQ_ANSWER)
    // Complete: the streamed bubble became a stored message.
    await expect.poll(() => ui.streaming.count()).toBe(0)
    const seen = await page.evaluate(() => (window as unknown as { seen: (string | number)[] }).seen)
    const lengths = [...new Set(seen.filter((item): item is number => typeof item === 'number'))]
    expect(seen).toContain('typing')
    expect(lengths.length).toBeGreaterThanOrEqual(2)
    expect(Math.min(...lengths)).toBeLessThan(FAQ_ANSWER.length)

    // The bubbles wear the bot's colours.
    const answer = ui.botBubbles.nth(1)
    expect(await style(answer, 'background-color')).toBe(rgb(look.color_background_bot_text))
    expect(await style(answer, 'color')).toBe(rgb(look.color_bot_text))
    expect(await style(ui.userBubbles.first(), 'background-color')).toBe(rgb(look.color_background_user_text))
    expect(await style(ui.userBubbles.first(), 'color')).toBe(rgb(look.color_user_text))
    // …and the widget's own layout, not the host's `all: unset`.
    expect(await style(answer, 'padding-top')).toBe('8px')
    expect(await style(answer, 'font-size')).toBe('14px')
    expect(await style(answer, 'border-top-left-radius')).toBe('14px')

    // Both messages were stored, in a 'website' conversation.
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('conversationId')))!)
    expect(stored).toMatchObject({ chatbotId: bot.id, id: expect.any(Number), token: expect.any(String) })
    const messages = await (await api(`/conversations/${stored.id}/messages`)).json()
    expect(messages.map((message: { role: string; content: string }) => [message.role, message.content])).toEqual([
      ['user', FAQ_QUESTION],
      ['bot', FAQ_ANSWER],
    ])
    expect((await (await api(`/conversations/${stored.id}`)).json()).source).toBe('website')

    // Every API call went across origins, to the app server.
    expect([...apiOrigins]).toEqual([server.url])
    expect(new URL(site.url).origin).not.toBe(server.url)

    await page.reload()
    await widget(page).launcher.click()
    await expect.poll(() => widget(page).userBubbles.first().textContent()).toBe(FAQ_QUESTION)
    await expect.poll(() => widget(page).botBubbles.nth(1).textContent()).toBe(FAQ_ANSWER)

    expect(errors).toEqual([])
    await context.close()
  })

  it('fits a 375 px phone', async () => {
    const { context, page } = await newPage({ width: 375 })
    await page.goto(site.url)
    const ui = widget(page)
    await ui.launcher.click()
    await ui.panel.waitFor({ state: 'visible' })
    const panel = (await ui.panel.boundingBox())!
    expect(panel.x).toBeGreaterThanOrEqual(0)
    expect(panel.x + panel.width).toBeLessThanOrEqual(375)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })

  it('the public preview page shows the widget, and says so for an unknown bot', async () => {
    const { context, page } = await newPage()
    const spa = DEMO_BOTS[0]
    const spaBot = ((await (await api('/chatbots')).json()) as Chatbot[]).find((candidate) => candidate.name === spa.name)!
    await page.goto(`${server.url}/preview/chatbot/${spaBot.id}`)
    const ui = widget(page)
    await ui.panel.waitFor({ state: 'visible' })
    await expect.poll(() => ui.header.textContent()).toContain(spa.name)
    await expect.poll(() => ui.botBubbles.first().textContent()).toBe(spa.initial_prompt)
    expect(await page.locator('header, footer').count()).toBe(0)

    await page.goto(`${server.url}/preview/chatbot/987654`)
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Failed to load chatbot data')
    expect(await page.locator('[data-chat-widget-pro]').count()).toBe(0)
    await context.close()
  })

  it('shows the unknown-bot message once the bot is deleted', async () => {
    const response = await api(`/chatbots/${bot.id}`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    const { context, page, errors } = await newPage()
    await page.goto(site.url)
    const ui = widget(page)
    await ui.launcher.click()
    await expect.poll(() => ui.alert.first().textContent()).toBe('Chatbot này không còn hoạt động')
    expect(await ui.input.isVisible()).toBe(false)
    // The 404 of the look is the expected answer, not a page error.
    expect(errors.filter((error) => !/404/.test(error))).toEqual([])
    await context.close()
  })
})
