import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer, type RunningServer, type StartOptions } from '../../../mock-server/node/server'

export const DIST_DIR = fileURLToPath(new URL('../../../dist', import.meta.url))

/** The real server on 127.0.0.1 and a free port, with its own temporary data directory. */
export async function startAppServer(options: Partial<StartOptions> = {}): Promise<RunningServer & { dataDir: string }> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'chatbot-e2e-')))
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir: DIST_DIR, quiet: true, ...options })
  return {
    ...server,
    dataDir,
    async close() {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
