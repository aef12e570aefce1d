import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, watchConsole, signInThroughForm } from './support/browser'
import { startAppServer } from './support/app-server'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'

/** 000 §2, §4: sign-up, sign-in, the /app guard, staying signed in, logout, and a 401 from the server. */
describe('accounts in a real browser', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>
  let browser: Browser

  beforeAll(async () => {
    server = await startAppServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  async function newPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
    return { page, errors: watchConsole(page) }
  }

  async function logIn(page: Page, username: string, password: string) {
    await signInThroughForm(page, server.url, username, password)
  }

  it('a new owner registers, signs in, reaches the dashboard, stays signed in after a reload, and logs out', async () => {
    const { page, errors } = await newPage()
    await page.goto(`${server.url}/app/dashboard`)
    await page.waitForURL('**/login')

    await page.goto(`${server.url}/register`)
    await page.getByLabel('Họ và tên').fill('Nguyễn Thu Hà')
    await page.getByLabel('Email').fill('thuha@example.com')
    await page.getByLabel('Số điện thoại').fill('0912000111')
    await page.getByLabel(/^Mật khẩu/).fill('mat-khau-123')
    await page.getByLabel('Xác nhận mật khẩu').fill('mat-khau-123')
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click()
    await page.waitForURL('**/login')

    await logIn(page, 'thuha@example.com', 'mat-khau-123')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null'))
    expect(stored).toMatchObject({ username: 'Nguyễn Thu Hà', email: 'thuha@example.com' })
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(stored.access_token)

    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/app/dashboard')
    await expect.poll(() => page.getByText('Nguyễn Thu Hà').first().isVisible()).toBe(true)

    // A signed-in visitor is sent away from /login.
    await page.goto(`${server.url}/login`)
    await page.waitForURL('**/app/dashboard')

    await page.getByRole('button', { name: /Nguyễn Thu Hà/ }).click()
    await page.getByRole('button', { name: 'Đăng xuất' }).click()
    await page.waitForURL('**/login')
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull()
    await page.goto(`${server.url}/app/dashboard`)
    await page.waitForURL('**/login')
    expect(errors).toEqual([])
  })

  it('the demo owner signs in; a wrong password shows the server message in the red box', async () => {
    const { page } = await newPage()
    await page.goto(`${server.url}/login`)
    await page.getByLabel('Tên đăng nhập').fill(DEMO_ACCOUNT.username)
    await page.getByLabel(/^Mật khẩu/).fill('wrong-password')
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
    await expect.poll(() => page.getByText('Tên đăng nhập hoặc mật khẩu không đúng').isVisible()).toBe(true)
    await logIn(page, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)
  })

  it('when the server answers 401 the app logs out and lands on /login', async () => {
    const { page } = await newPage()
    await logIn(page, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)
    // The access token is no longer accepted (tampered, as if revoked or expired).
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('currentUser')!)
      user.access_token = 'revoked.token.value'
      localStorage.setItem('currentUser', JSON.stringify(user))
      localStorage.setItem('access_token', user.access_token)
    })
    await page.reload()
    await page.waitForURL('**/login')
    await expect.poll(() => page.locator('.toast__message', { hasText: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull()
  })
})
