import type { ServerConfig } from './config'
import type { Database } from './db/database'
import type { OpenApiDocument } from './http/openapi-document'

/** Live events to socket.io rooms (Node: the socket.io server; browser: MSW's socket.io binding). */
export interface Realtime {
  emit(room: string, event: string, payload: unknown): void
  /**
   * Calls `callback` once, when the first client joins `room` (socket.io `join_room`); returns a
   * function that cancels it. Absent where joins cannot be observed: callers then fall back to a timer.
   */
  onJoin?(room: string, callback: () => void): () => void
}

/** Everything a route needs; built once per server (or per test). */
export interface ServerContext {
  db: Database
  config: ServerConfig
  openapi: OpenApiDocument
  realtime: Realtime
  /** The clock; tests pass a fixed or simulated one. */
  now: () => Date
}

/** Hono variables set by the middleware for every request. */
export interface AppEnv {
  Variables: {
    /** The signed-in owner, or null for public calls without a bearer. */
    userId: number | null
    params: Record<string, unknown>
    query: Record<string, unknown>
    body: unknown
    rawBody: string | undefined
  }
}
