import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_DEMO } from '../../src/config/constants'
import en from '../../src/features/chat-demo/i18n/en.json'
import vi from '../../src/features/chat-demo/i18n/vi.json'
import { launchBrowser, watchConsole } from './support/browser'
import { startAppServer } from './support/app-server'

/** /chat-demo-570 (000 §2 "Chat demo page", §4 "Demo chat") as a visitor uses it, without signing in. */
describe('the chat demo page in a real browser', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startAppServer(), launchBrowser()])
  })
  afterAll(() => Promise.all([browser?.close(), server?.close()]))

  async function open({ width = 1280, language = 'vi' }: { width?: number; language?: 'vi' | 'en' } = {}) {
    const context = await browser.newContext({ viewport: { width, height: width > 400 ? 800 : 740 } })
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto(`${server.url}/chat-demo-570`)
    const T = language === 'vi' ? vi.CHAT_DEMO : en.CHAT_DEMO
    await page.getByRole('heading', { level: 1, name: T.TITLE }).waitFor()
    const chat = page.getByRole('log', { name: T.PREVIEW.MESSAGES_LABEL })
    return { context, page, errors, T, chat }
  }

  it('adds a step, and the bot answers a matching message about 1 s later', async () => {
    const { context, page, errors, T, chat } = await open()
    const form = page.getByRole('form', { name: T.FORM.TITLE })
    await form.getByRole('button', { name: T.FORM.ADD }).click()
    await form.getByText(T.FORM.USER_MESSAGE_REQUIRED).waitFor()
    await form.getByLabel(new RegExp(`^${T.FORM.USER_MESSAGE}`)).fill('Shop có ship COD không?')
    await form.getByLabel(new RegExp(`^${T.FORM.BOT_RESPONSE}`)).fill('Có ạ, shop **nhận COD** toàn quốc.')
    await form.getByLabel(new RegExp(`^${T.FORM.TRIGGERS}`)).fill('cod, ship')
    await form.getByRole('button', { name: T.FORM.ADD }).click()
    await page.getByText('Bước 8').waitFor()

    await page.getByRole('textbox', { name: T.PREVIEW.INPUT }).fill('Cho hỏi ship COD được không')
    const sentAt = Date.now()
    await page.getByRole('button', { name: T.PREVIEW.SEND }).click()
    await chat.getByRole('status').waitFor()
    await chat.locator('strong', { hasText: 'nhận COD' }).waitFor()
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(CHAT_DEMO.BOT_REPLY_DELAY_MS - 100)
    expect(await chat.getByRole('status').count()).toBe(0)

    // The edited flow survives a reload.
    await page.reload()
    await page.getByText('Bước 8').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('parses pasted HUMAN:/BOT: lines, shows the result for 3 s, and auto chat plays the new flow to the end', async () => {
    const { context, page, errors, T, chat } = await open()
    await page.getByRole('tab', { name: T.TAB_TEXT }).click()
    await page.getByLabel(T.TEXT.LABEL).fill('HUMAN: Shop mở cửa mấy giờ?\nBOT: Từ **8:00** đến 21:00.\nHUMAN: Có đổi trả không?\nBOT: Có, trong 7 ngày.')
    await page.getByRole('button', { name: T.TEXT.REPLACE }).click()
    const result = page.getByText('Đã xử lý 2 cặp: kịch bản được thay bằng 2 bước mới')
    await result.waitFor()
    await result.waitFor({ state: 'detached', timeout: CHAT_DEMO.PARSE_RESULT_MS + 2_000 })
    await page.getByRole('button', { name: T.TEXT.ADD }).click()
    await page.getByText(vi.CHAT_DEMO.TEXT.EMPTY).waitFor()

    await page.getByRole('button', { name: T.PREVIEW.AUTO_START }).click()
    const input = page.getByRole('textbox', { name: T.PREVIEW.INPUT })
    await expect.poll(() => input.inputValue()).not.toBe('')
    expect(await input.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: T.PREVIEW.SEND }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: T.PREVIEW.AUTO_START }).waitFor({ timeout: 20_000 })
    const said = await chat.locator('.demo-chat__bubble').allInnerTexts()
    expect(said.slice(1)).toEqual(['Shop mở cửa mấy giờ?', 'Từ 8:00 đến 21:00.', 'Có đổi trả không?', 'Có, trong 7 ngày.'])
    expect(await input.isDisabled()).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each(['vi', 'en'] as const)('at 375 px in %s: no sideways scroll, a 350 px wide window, and the bot answers', async (language) => {
    const { context, page, errors, T, chat } = await open({ width: 375, language })
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
    const box = await page.getByRole('region', { name: new RegExp(T.SAMPLE.BOT_NAME) }).boundingBox()
    expect(box?.width).toBeLessThanOrEqual(CHAT_DEMO.WIDGET_WIDTH_PX)
    expect(box?.height).toBe(CHAT_DEMO.WIDGET_HEIGHT_PX)
    await page.getByRole('textbox', { name: T.PREVIEW.INPUT }).fill(T.SAMPLE.STEPS.HELP.USER)
    await page.getByRole('button', { name: T.PREVIEW.SEND }).click()
    await chat.getByText(T.SAMPLE.STEPS.HELP.BOT.split('\n')[1].slice(2)).waitFor()
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    expect(errors).toEqual([])
    await context.close()
  })
})
