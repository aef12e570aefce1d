import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { DEMO_ACCOUNT } from '../db/seed-data'
import { settingsFromEnv } from './env'
import { startServer } from './server'

/** `npm start`: build what is missing, then serve everything from one process on one port. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const distDir = resolve(repoRoot, 'dist')

function run(args: string[], what: string) {
  console.log(`[start] building ${what}…`)
  const build = spawnSync('npx', ['vite', 'build', ...args], { cwd: repoRoot, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const force = process.env.FORCE_BUILD === '1'
const appMissing = !existsSync(resolve(distDir, 'index.html'))
if (force || appMissing) run([], 'the app')
// The app build empties dist/, so the widget is built after it whenever the app was.
if (force || appMissing || !existsSync(resolve(distDir, 'js/v2/chat-widget-pro.iife.js'))) {
  run(['--mode', 'widget'], 'the chat widget')
}

const settings = settingsFromEnv()
const running = await startServer({ ...settings, distDir })
console.log(`
  Chatbot platform is running at ${running.url}
  Data directory: ${settings.dataDir}${running.seeded ? ' (seeded with demo data)' : ''}
  Demo account:   ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}  (or ${DEMO_ACCOUNT.email})
  API base:       ${running.url}/v1
`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0))
  })
}
