import { Hono } from 'hono'
import type { AppEnv, ServerContext } from './context'
import { ApiError, languageOf, unauthorized } from './http/errors'
import { OpenApiValidator, type MatchedOperation } from './http/openapi-validator'
import { CORS_HEADERS, isWidgetRoute } from './http/cors'
import { verifyAccessToken } from './auth/tokens'
import { sameSecret } from './http/secrets'
import { registerRoutes } from './routes'

/** The API base path: openapi.yaml servers[0].url. */
export function apiBaseOf(ctx: ServerContext): string {
  return ctx.openapi.servers?.[0]?.url ?? '/v1'
}

/**
 * The one implementation of openapi.yaml, as a Fetch handler (Request → Response).
 * Node serves it over HTTP (mock-server/node); the browser build serves it through MSW.
 */
export function createApp(ctx: ServerContext): Hono<AppEnv> {
  const base = apiBaseOf(ctx)
  const validator = new OpenApiValidator(ctx.openapi)
  const app = new Hono<AppEnv>().basePath(base)

  app.onError((error, c) => {
    const language = languageOf(c.req.raw)
    if (error instanceof ApiError) {
      const body = { message: error.messageFor(language), ...(error.details ? { details: error.details } : {}) }
      return c.json(body, error.status)
    }
    console.error('[api] unexpected error', error)
    return c.json({ message: language === 'en' ? 'Internal server error' : 'Lỗi máy chủ nội bộ' }, 500)
  })

  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404))

  app.use('*', async (c, next) => {
    const path = c.req.path.slice(base.length) || '/'
    if (c.req.method === 'OPTIONS') return preflight(validator, path)
    const matched = validator.match(c.req.method, path)
    if (!matched) return c.json({ message: `No route for ${c.req.method} ${path}` }, 404)
    c.set('userId', await authenticate(ctx, c.req.raw, matched))
    const input = await validator.validate(matched, c.req.raw)
    c.set('params', input.params)
    c.set('query', input.query)
    c.set('body', input.body)
    c.set('rawBody', input.rawBody)
    await next()
    if (isWidgetRoute(c.req.method, matched.template)) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value)
    }
    // A write is on disk before its 2xx leaves the server.
    if (c.req.method !== 'GET' && c.res.status < 300) await ctx.db.flush()
  })

  registerRoutes(app, ctx)
  return app
}

function preflight(validator: OpenApiValidator, path: string): Response {
  const open = ['GET', 'POST'].some((method) => {
    try {
      const matched = validator.match(method, path)
      return matched !== null && isWidgetRoute(method, matched.template)
    } catch {
      return false
    }
  })
  return open ? new Response(null, { status: 204, headers: CORS_HEADERS }) : new Response(null, { status: 403 })
}

/**
 * Applies the operation's `security` before its input is read: bearer-only calls need a valid
 * access token; the bank's notification needs the shared secret.
 */
async function authenticate(ctx: ServerContext, request: Request, matched: MatchedOperation): Promise<number | null> {
  const security = matched.operation.security ?? ctx.openapi.security ?? []
  if (security.length > 0 && security.every((requirement) => 'bankSecret' in requirement)) {
    if (!sameSecret(request.headers.get('x-bank-secret') ?? '', ctx.config.bankWebhookSecret)) {
      throw unauthorized({ vi: 'X-Bank-Secret không hợp lệ', en: 'Missing or wrong X-Bank-Secret' })
    }
    return null
  }
  const isPublic = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0)
  const bearerOnly = !isPublic && security.every((requirement) => Object.keys(requirement).every((k) => k === 'bearerAuth'))
  const header = request.headers.get('authorization') ?? ''
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]
  const userId = token ? await verifyAccessToken(ctx, token) : null
  if (userId !== null) return userId
  if (isPublic) return null
  if (bearerOnly) {
    throw unauthorized(
      token
        ? { vi: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn', en: 'Invalid or expired access token' }
        : undefined,
    )
  }
  // Bearer or another scheme (a visitor's conversation token): a missing or stale bearer is not
  // fatal here, the route checks the other credential (an expired owner token must not break the widget).
  return null
}
