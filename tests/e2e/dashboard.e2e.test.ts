import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { launchBrowser, watchConsole, signInThroughForm } from './support/browser'
import { startAppServer } from './support/app-server'

/** 000 §2 "Dashboard", §3 "Dashboard data"; issue 4: the figures come from what really happened. */
describe('the dashboard in a real browser', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startAppServer(), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  async function signIn(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = watchConsole(page)
    await signInThroughForm(page, server.url, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)
    return { page, errors }
  }

  /** The number a stat card or a chatbot card shows, read from the page. */
  const figure = async (page: Page, testId: string, selector: string) =>
    Number((await page.getByTestId(testId).locator(selector).first().textContent())!.replace(/\D/g, ''))

  /** A visitor talks to the bot as the embedded widget does: start a conversation, then chat. */
  async function holdConversation(chatbotId: number) {
    const created = await fetch(`${server.url}/v1/conversations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chatbot_id: chatbotId }),
    })
    expect(created.status).toBe(201)
    const conversation = (await created.json()) as { id: number; visitor_token: string }
    const chat = await fetch(`${server.url}/v1/chat-stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Conversation-Token': conversation.visitor_token },
      body: JSON.stringify({ conversation_id: conversation.id, query: 'Xin chào, cho tôi hỏi giờ mở cửa?' }),
    })
    expect(chat.status).toBe(200)
    expect(await chat.text()).toContain('"type":"done"')
  }

  it('the figures change after a new conversation is held with one of the owner’s bots', async () => {
    const { page, errors } = await signIn()
    const owner = server.ctx.db.first('users', (row) => row.username === DEMO_ACCOUNT.username)!
    const bot = server.ctx.db.find('chatbots', (row) => row.user_id === owner.id)[0]
    const card = `chatbot-card-${bot.id}`
    await page.getByTestId(card).waitFor()

    const before = {
      total: await figure(page, 'stat-conversations', '.stat-card__value'),
      active: await figure(page, 'stat-active_users', '.stat-card__value'),
      bot: await figure(page, card, 'dd'),
    }
    // What the page shows is what the owner's bots really had.
    const ownBots = new Set(server.ctx.db.find('chatbots', (row) => row.user_id === owner.id).map((row) => row.id))
    expect(before.total).toBe(server.ctx.db.find('conversations', (row) => ownBots.has(row.chatbot_id)).length)

    await holdConversation(bot.id)
    await page.reload()
    await page.getByTestId(card).waitFor()
    expect(await figure(page, 'stat-conversations', '.stat-card__value')).toBe(before.total + 1)
    // An anonymous visitor is a new user, active now.
    expect(await figure(page, 'stat-active_users', '.stat-card__value')).toBe(before.active + 1)
    expect(await figure(page, card, 'dd')).toBe(before.bot + 1)

    // The filter narrows the figures to that chatbot.
    await page.getByRole('combobox', { name: 'Chatbot' }).selectOption(String(bot.id))
    await expect.poll(() => figure(page, 'stat-conversations', '.stat-card__value')).toBe(before.bot + 1)
    await expect.poll(() => page.locator('[data-testid^="chatbot-card-"]').count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('an owner without chatbots sees the empty state with a new-chatbot button', async () => {
    const email = `new-owner-${Date.now()}@example.com`
    const signUp = await fetch(`${server.url}/v1/sign_up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'Chủ mới', email, phone_number: '0900000000', password: 'mat-khau-123' }),
    })
    expect(signUp.ok).toBe(true)
    const context = await browser.newContext()
    const page = await context.newPage()
    await signInThroughForm(page, server.url, email, 'mat-khau-123')
    await page.getByText('Bạn chưa có chatbot nào').waitFor()
    expect(await page.getByTestId('stat-conversations').locator('.stat-card__value').textContent()).toBe('0')
    await page.getByRole('region', { name: 'Chatbot của bạn' }).getByRole('link', { name: 'Tạo chatbot mới' }).click()
    await page.waitForURL('**/app/chatbot-settings/new')
  })
})
