/**
 * `npx tsx tests/tools/screenshots.ts [route …]`: starts the built app on a free port,
 * signs in as the demo owner, and saves screenshots of the routes at 1280 px and
 * 375 px in both languages into ./screenshots/ (git-ignored), for a person to look at.
 */
import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../mock-server/node/server'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { launchBrowser } from '../e2e/support/browser'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/register', '/app/dashboard']
const out = join(process.cwd(), 'screenshots')
await mkdir(out, { recursive: true })
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: await mkdtemp(join(tmpdir(), 'shots-')), distDir: 'dist', quiet: true })
const browser = await launchBrowser()
try {
  for (const language of ['vi', 'en']) {
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: width > 400 ? 800 : 740 } })
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
      await page.goto(`${server.url}/login`)
      const login = await fetch(`${server.url}/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }),
      }).then((r) => r.json())
      for (const route of routes) {
        const signedIn = route.startsWith('/app')
        await page.evaluate(
          ([user, keep]) => {
            if (keep) {
              localStorage.setItem('currentUser', JSON.stringify(user))
              localStorage.setItem('access_token', user.access_token)
              localStorage.setItem('refresh_token', user.refresh_token)
            } else {
              for (const key of ['currentUser', 'access_token', 'refresh_token']) localStorage.removeItem(key)
            }
          },
          [login.user, signedIn] as const,
        )
        await page.goto(`${server.url}${route}`)
        await page.waitForLoadState('networkidle')
        // Let charts and other entrance animations finish, so the picture shows the settled screen.
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
        await page.waitForTimeout(1600)
        const file = join(out, `${route.replace(/\W+/g, '_') || 'home'}-${language}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
      await page.close()
    }
  }
} finally {
  await browser.close()
  await server.close()
}
