import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import type { components } from '../../src/api/schema'
import { conflict, notFound, unauthorized } from '../http/errors'
import { bodyOf, requireUser } from '../http/route-helpers'
import { hashPassword, verifyPassword } from './passwords'
import { issueAccessToken, issueRefreshToken, revokeRefreshFamily, rotateRefreshToken } from './tokens'

type Schemas = components['schemas']

/** 000 §7: POST /login, POST /refresh, POST /sign_up, plus POST /logout and GET /me. */
export function registerAuthRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/login', async (c) => {
    const { username, password } = bodyOf<Schemas['LoginRequest']>(c)
    const name = username.trim().toLowerCase()
    const user = ctx.db.first('users', (u) => u.username.toLowerCase() === name || u.email.toLowerCase() === name)
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      throw unauthorized({ vi: 'Tên đăng nhập hoặc mật khẩu không đúng', en: 'Invalid username or password' })
    }
    const body: Schemas['LoginResponse'] = {
      user: {
        id: user.id,
        username: user.username,
        email: user.email,
        access_token: await issueAccessToken(ctx, user.id),
        refresh_token: await issueRefreshToken(ctx, user.id),
      },
    }
    return c.json(body)
  })

  app.post('/refresh', async (c) => {
    const { refresh_token } = bodyOf<Schemas['RefreshRequest']>(c)
    const { access_token, refresh_token: next } = await rotateRefreshToken(ctx, refresh_token)
    const body: Schemas['TokenPair'] = { access_token, refresh_token: next }
    return c.json(body)
  })

  app.post('/sign_up', async (c) => {
    const input = bodyOf<Schemas['SignUpRequest']>(c)
    const username = input.username.trim()
    const email = input.email.trim().toLowerCase()
    if (ctx.db.first('users', (u) => u.username.toLowerCase() === username.toLowerCase())) {
      throw conflict({ vi: 'Tên người dùng đã tồn tại', en: 'Username is already taken' })
    }
    if (ctx.db.first('users', (u) => u.email.toLowerCase() === email)) {
      throw conflict({ vi: 'Email đã được đăng ký', en: 'Email is already registered' })
    }
    const freePlan = ctx.db.first('plans', (p) => !p.price_amount)
    const now = ctx.now().toISOString()
    const user = await ctx.db.insert('users', {
      username,
      email,
      phone_number: input.phone_number.trim(),
      password_hash: await hashPassword(input.password),
      plan_id: freePlan?.id ?? null,
      plan_started_at: now,
      plan_expires_at: null,
      created_at: now,
    })
    return c.json({ id: user.id, username: user.username, email: user.email }, 201)
  })

  app.post('/logout', async (c) => {
    const { refresh_token } = bodyOf<Schemas['RefreshRequest']>(c)
    await revokeRefreshFamily(ctx, refresh_token)
    return c.body(null, 204)
  })

  app.get('/me', (c) => {
    const user = ctx.db.byId('users', requireUser(c))
    if (!user) throw notFound({ vi: 'Không tìm thấy người dùng', en: 'User not found' })
    const plan = user.plan_id ? ctx.db.byId('plans', user.plan_id) : undefined
    return c.json({ id: user.id, username: user.username, email: user.email, plan: plan ? plan.name : null })
  })
}
