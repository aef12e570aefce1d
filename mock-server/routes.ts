import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from './context'
import { registerAuthRoutes } from './auth/routes'

/** Every area's routes; each area lives in mock-server/<area>/routes.ts. */
export function registerRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  registerAuthRoutes(app, ctx)
}
