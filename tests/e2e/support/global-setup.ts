import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** Builds the app (and the zero-server demo build) once for every end-to-end file. */
export default function setup() {
  const root = fileURLToPath(new URL('../../../', import.meta.url))
  const builds: [string[], NodeJS.ProcessEnv][] = [
    [['vite', 'build', '--logLevel', 'warn'], {}],
    [['vite', 'build', '--mode', 'widget', '--logLevel', 'warn'], {}],
    [['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-static'], { VITE_STATIC_DEMO: '1' }],
    [['vite', 'build', '--mode', 'widget', '--logLevel', 'warn', '--outDir', 'dist-static'], {}],
  ]
  for (const [args, env] of builds) {
    // vitest sets NODE_ENV=test; the app under test must be the production build people get.
    const build = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } })
    if (build.status !== 0) throw new Error(`vite ${args.join(' ')} failed`)
  }
}
