import { chromium, type Browser, type Page } from 'playwright-core'

/** Debian's Chromium; `npx playwright install` cannot download browsers here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/** Collects console errors and failed page scripts so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Signs in through the Vietnamese login form, as a person would, and waits for the dashboard. */
export async function signInThroughForm(page: Page, origin: string, username: string, password: string): Promise<void> {
  await page.goto(`${origin}/login`)
  await page.getByLabel('Tên đăng nhập').fill(username)
  await page.getByLabel(/^Mật khẩu/).fill(password)
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await page.waitForURL('**/app/dashboard')
}
