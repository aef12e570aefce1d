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

if (!existsSync(resolve(distDir, 'index.html')) || process.env.FORCE_BUILD === '1') {
  console.log('[start] building the app (dist/ is missing)…')
  const build = spawnSync('npx', ['vite', 'build'], { cwd: repoRoot, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
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
