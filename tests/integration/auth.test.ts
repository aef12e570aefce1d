import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'

describe('auth (000 §7)', () => {
  it('signs up, refuses a duplicate username or email with a clear message, and logs in by username or email', async () => {
    const backend = await createTestBackend()
    const body = { username: 'Mai Anh', email: 'mai@example.com', password: 'pass-1234', phone_number: '0911111111' }
    const created = await backend.call('POST', '/sign_up', { body })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ username: 'Mai Anh', email: 'mai@example.com' })
    expect(JSON.stringify(created.body)).not.toContain('pass-1234')

    const sameName = await backend.call('POST', '/sign_up', { body: { ...body, email: 'other@example.com' } })
    expect(sameName.status).toBe(409)
    expect(sameName.body.message).toBe('Tên người dùng đã tồn tại')
    const sameEmail = await backend.call('POST', '/sign_up', {
      body: { ...body, username: 'someone', email: 'MAI@example.com' },
      headers: { 'Accept-Language': 'en' },
    })
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.body.message).toBe('Email is already registered')

    const byName = await backend.login('Mai Anh', 'pass-1234')
    const byEmail = await backend.login('mai@example.com', 'pass-1234')
    expect(byName.id).toBe(byEmail.id)
    expect(byName).toMatchObject({ username: 'Mai Anh', email: 'mai@example.com' })
    expect(byName.access_token.split('.')).toHaveLength(3)
  })

  it('stores a salted hash, never the password', async () => {
    const backend = await createTestBackend()
    await backend.signUpAndLogin('hashcheck')
    const user = backend.ctx.db.first('users', (u) => u.username === 'hashcheck')!
    expect(user.password_hash).not.toContain('pass-1234')
    expect(user.password_hash).toMatch(/^pbkdf2\$\d+\$/)
    const demo = backend.ctx.db.first('users', (u) => u.username === DEMO_ACCOUNT.username)!
    expect(demo.password_hash.split('$')[2]).not.toBe(user.password_hash.split('$')[2])
  })

  it('refuses a wrong password with 401 and a message', async () => {
    const backend = await createTestBackend()
    const response = await backend.call('POST', '/login', { body: { username: 'demo', password: 'nope' } })
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng')
  })

  it('rotates refresh tokens: each works once, and replaying a used one revokes the whole family', async () => {
    const backend = await createTestBackend()
    const user = await backend.login()
    const first = await backend.call('POST', '/refresh', { body: { refresh_token: user.refresh_token } })
    expect(first.status).toBe(200)
    expect(first.body.refresh_token).not.toBe(user.refresh_token)
    const second = await backend.call('POST', '/refresh', { body: { refresh_token: first.body.refresh_token } })
    expect(second.status).toBe(200)

    const replay = await backend.call('POST', '/refresh', { body: { refresh_token: user.refresh_token } })
    expect(replay.status).toBe(401)
    expect(replay.body.message).toMatch(/đã được dùng/)
    // The newest token of that family is dead too.
    const afterReplay = await backend.call('POST', '/refresh', { body: { refresh_token: second.body.refresh_token } })
    expect(afterReplay.status).toBe(401)

    // Another sign-in (another family) is unaffected.
    const other = await backend.login()
    expect((await backend.call('POST', '/refresh', { body: { refresh_token: other.refresh_token } })).status).toBe(200)
  })

  it('answers 401 to a protected call without a token, with a bad token, or with an expired one', async () => {
    let now = new Date('2026-11-01T00:00:00Z')
    const backend = await createTestBackend({ now: () => now, config: { accessTokenTtlSeconds: 60 } })
    expect((await backend.call('GET', '/me')).status).toBe(401)
    expect((await backend.call('GET', '/me', { token: 'not-a-jwt' })).status).toBe(401)
    const user = await backend.login()
    expect((await backend.call('GET', '/me', { token: user.access_token })).status).toBe(200)
    now = new Date(now.getTime() + 61_000)
    const expired = await backend.call('GET', '/me', { token: user.access_token })
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBeTruthy()
  })
})

describe('request validation against openapi.yaml', () => {
  it('answers malformed JSON, missing and mistyped fields with 400 and a message', async () => {
    const backend = await createTestBackend()
    const malformed = await backend.call('POST', '/login', { raw: '{"username": ', headers: { 'Content-Type': 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe('Malformed JSON in request body')

    const missing = await backend.call('POST', '/sign_up', { body: { username: 'x', password: 'y' } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('body.email: is required')
    expect(missing.body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['body.email', 'body.phone_number']))

    const mistyped = await backend.call('POST', '/login', { body: { username: 42, password: 'x' } })
    expect(mistyped.status).toBe(400)
    expect(mistyped.body.message).toMatch(/body\.username/)

    const badEmail = await backend.call('POST', '/sign_up', { body: { username: 'x', password: 'y', phone_number: '1', email: 'not-an-email' } })
    expect(badEmail.status).toBe(400)
  })

  it('answers unknown routes with 404 and wrong methods with 405, both with a message', async () => {
    const backend = await createTestBackend()
    const unknown = await backend.call('GET', '/no-such-thing')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBeTruthy()
    const wrongMethod = await backend.call('DELETE', '/login')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.body.message).toBeTruthy()
  })
})
