import { DEFAULT_CONFIG, type ServerConfig } from './config'
import type { Realtime, ServerContext } from './context'
import { Database } from './db/database'
import { seedDatabase } from './db/seed'
import type { StorageAdapter } from './db/storage'
import type { OpenApiDocument } from './http/openapi-document'

export interface ContextOptions {
  openapi: OpenApiDocument
  storage: StorageAdapter
  config?: Partial<ServerConfig>
  realtime?: Realtime
  now?: () => Date
}

/** Loads the store (seeding it on first start) and wires the context every route uses. */
export async function createServerContext(options: ContextOptions): Promise<ServerContext & { seeded: boolean }> {
  const db = new Database(options.storage)
  const ctx: ServerContext = {
    db,
    config: { ...DEFAULT_CONFIG, ...options.config },
    openapi: options.openapi,
    realtime: options.realtime ?? { emit: () => {} },
    now: options.now ?? (() => new Date()),
  }
  const found = await db.load()
  if (!found) {
    await seedDatabase(ctx)
    await db.flush()
  }
  return { ...ctx, seeded: !found }
}
