/**
 * `npx vite build && npx tsx tests/bench/landing-js-size.ts`: how much JavaScript the landing
 * page loads before the visitor does anything. It builds nothing: it serves the existing `dist/`
 * with the real server, opens `/` in Chromium at a desktop and a phone size, waits until the
 * network is idle without scrolling or clicking, and sums the gzip size (node:zlib, default
 * level, as a static host would send it) of every JavaScript file the page loaded.
 * Budget: LANDING_JS_BUDGET_BYTES (150 KB gzip); tests/e2e/landing-budget.e2e.test.ts enforces it.
 * `--dist <dir>` measures another build directory than `dist/`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { startServer } from '../../mock-server/node/server'
import { LANDING_JS_BUDGET_BYTES } from '../../src/config/constants'
import { launchBrowser } from '../e2e/support/browser'

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url))

export interface LoadedScript {
  path: string
  bytes: number
  gzipBytes: number
  /** The source files bundled into it, from its source map (empty without one). */
  sources: string[]
}

export interface LandingJsMeasure {
  viewport: { width: number; height: number }
  scripts: LoadedScript[]
  totalGzipBytes: number
}

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const

/** Opens the landing page of a server already serving `dist/` and measures its JavaScript. */
export async function measureLandingJs(browser: Browser, baseUrl: string, viewport: { width: number; height: number }, distDir = DIST): Promise<LandingJsMeasure> {
  const page = await browser.newPage({ viewport })
  const paths = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === new URL(baseUrl).origin && (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))) {
      paths.add(url.pathname)
    }
  })
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    // The page has rendered its hero: everything it needs before a first interaction has arrived.
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.waitForLoadState('networkidle')
  } finally {
    await page.close()
  }
  const scripts = [...paths].sort().map((path) => {
    const file = join(distDir, decodeURIComponent(path))
    const content = readFileSync(file)
    const map = `${file}.map`
    const sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : []
    return { path, bytes: content.length, gzipBytes: gzipSync(content).length, sources }
  })
  return { viewport, scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distArg = process.argv.indexOf('--dist')
  const distDir = distArg > 0 ? process.argv[distArg + 1] : DIST
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`${distDir} has no build: run \`npx vite build\` first.`)
    process.exit(1)
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'landing-bench-'))
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir, quiet: true })
  const browser = await launchBrowser()
  let over = false
  try {
    for (const viewport of VIEWPORTS) {
      const measure = await measureLandingJs(browser, server.url, viewport, distDir)
      console.log(`\nLanding page at ${viewport.width}×${viewport.height}: JavaScript before the first interaction`)
      for (const script of measure.scripts) console.log(`  ${kb(script.gzipBytes).padStart(9)} gzip  ${kb(script.bytes).padStart(9)} raw  ${script.path}`)
      console.log(`  ${kb(measure.totalGzipBytes).padStart(9)} gzip in ${measure.scripts.length} files (budget ${kb(LANDING_JS_BUDGET_BYTES)})`)
      over ||= measure.totalGzipBytes > LANDING_JS_BUDGET_BYTES
    }
  } finally {
    await browser.close()
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  if (over) {
    console.error('\nOver budget.')
    process.exitCode = 1
  }
}
