import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** Builds the app once for every end-to-end file. */
export default function setup() {
  const root = fileURLToPath(new URL('../../../', import.meta.url))
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('vite build failed')
}
