import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser'
import { serveStatic } from './support/static-server'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'

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
    await page.goto(`${site.url}/login`)
    await page.getByLabel('Tên đăng nhập').fill(DEMO_ACCOUNT.username)
    await page.getByLabel(/^Mật khẩu/).fill(DEMO_ACCOUNT.password)
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
    await page.waitForURL('**/app/dashboard')
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null'))
    expect(user).toMatchObject({ username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email })

    // The in-browser backend keeps its data in localStorage: the session survives a reload.
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/app/dashboard')
  })
})
