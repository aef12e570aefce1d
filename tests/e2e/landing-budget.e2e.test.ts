import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANDING_JS_BUDGET_BYTES } from '../../src/config/constants'
import { measureLandingJs, VIEWPORTS } from '../bench/landing-js-size'
import { launchBrowser } from './support/browser'
import { startAppServer } from './support/app-server'

const root = fileURLToPath(new URL('../../', import.meta.url))
/** Sources that belong to the signed-in app: the charts and the admin features. */
const ADMIN_CODE = /node_modules\/recharts\/|src\/features\/(shell|dashboard|chatbots|live-chats|leads|subscription|placeholders|payment)\//

/**
 * Issue 3: the landing page's JavaScript before the first interaction is at most 150 KB gzip
 * (tests/bench/landing-js-size.ts prints the figure). Measured on a production build of its own:
 * the test runner sets NODE_ENV=test, which would otherwise give React's development bundle.
 */
describe('landing page JavaScript budget', () => {
  let distDir: string
  let server: Awaited<ReturnType<typeof startAppServer>>
  let browser: Browser

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'landing-budget-'))
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', distDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (build.status !== 0) throw new Error('vite build failed')
    server = await startAppServer({ distDir })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  it.each(VIEWPORTS)('at $width px the landing page loads at most 150 KB of gzip JavaScript before any interaction', async (viewport) => {
    const measure = await measureLandingJs(browser, server.url, viewport, distDir)
    const report = measure.scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${script.path}`).join('\n')
    // Public pages never load the admin area or the charts.
    const sources = measure.scripts.flatMap((script) => script.sources)
    expect(sources.length).toBeGreaterThan(0)
    expect(sources.filter((source) => ADMIN_CODE.test(source))).toEqual([])
    expect(measure.totalGzipBytes, `landing JavaScript:\n${report}`).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES)
  })
})
