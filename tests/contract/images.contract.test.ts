import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { formWith } from '../support/demo-data'

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4])
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')
const WEBP = new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ')
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])

describe('POST /images/upload and GET /images/{file}', () => {
  it('stores an image and serves the same bytes publicly with its type and cache headers', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const upload = await backend.call('POST', '/images/upload', {
      token: owner.access_token,
      raw: formWith({ name: 'logo.png', type: 'image/png', bytes: PNG }),
    })
    expect(upload.status).toBe(201)
    expectMatchesContract('/images/upload', 'post', upload)
    expect(upload.body.url).toMatch(/^\/v1\/images\/[0-9a-f]{32}\.png$/)
    expect(backend.ctx.db.all('images')).toHaveLength(1)

    const served = await backend.app.fetch(new Request(`http://backend.test${upload.body.url}`))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('max-age')
    expect(served.headers.get('access-control-allow-origin')).toBe('*')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })

  it.each([
    ['image/gif', 'a.gif', GIF, 'gif'],
    ['image/webp', 'a.webp', WEBP, 'webp'],
    ['image/jpeg', 'a.jpg', JPEG, 'jpg'],
  ])('accepts %s', async (type, name, bytes, extension) => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const upload = await backend.call('POST', '/images/upload', { token: owner.access_token, raw: formWith({ name, type, bytes }) })
    expect(upload.status).toBe(201)
    expect(upload.body.url.endsWith(`.${extension}`)).toBe(true)
  })

  it('answers an absolute URL when a public origin is configured', async () => {
    const backend = await createTestBackend({ config: { publicOrigin: 'https://bots.example.com' } })
    const owner = await backend.login()
    const upload = await backend.call('POST', '/images/upload', { token: owner.access_token, raw: formWith({ name: 'a.png', type: 'image/png', bytes: PNG }) })
    expect(upload.body.url).toMatch(/^https:\/\/bots\.example\.com\/v1\/images\//)
  })

  it.each([
    ['text posing as a PNG', { name: 'fake.png', type: 'image/png', bytes: 'not an image at all' }],
    ['a PNG declared as text', { name: 'logo.txt', type: 'text/plain', bytes: PNG }],
    ['an SVG', { name: 'logo.svg', type: 'image/svg+xml', bytes: '<svg xmlns="http://www.w3.org/2000/svg"/>' }],
  ])('refuses %s with 415 "Please upload an image file"', async (_label, file) => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const response = await backend.call('POST', '/images/upload', {
      token: owner.access_token,
      raw: formWith(file),
      headers: { 'Accept-Language': 'en' },
    })
    expect(response.status).toBe(415)
    expectMatchesContract('/images/upload', 'post', response)
    expect(response.body.message).toBe('Please upload an image file')
    expect(backend.ctx.db.all('images')).toHaveLength(0)
  })

  it('refuses a file over 10 MB with 413', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PNG)
    const response = await backend.call('POST', '/images/upload', { token: owner.access_token, raw: formWith({ name: 'big.png', type: 'image/png', bytes: big }) })
    expect(response.status).toBe(413)
    expectMatchesContract('/images/upload', 'post', response)
    expect(response.body.message).toContain('10MB')
  })

  it('answers 400 without a file and 401 without a token', async () => {
    const backend = await createTestBackend()
    const owner = await backend.login()
    const form = new FormData()
    form.set('other', 'x')
    const missing = await backend.call('POST', '/images/upload', { token: owner.access_token, raw: form })
    expect(missing.status).toBe(400)
    expectMatchesContract('/images/upload', 'post', missing)
    const anonymous = await backend.call('POST', '/images/upload', { raw: formWith({ name: 'a.png', type: 'image/png', bytes: PNG }) })
    expect(anonymous.status).toBe(401)
    expectMatchesContract('/images/upload', 'post', anonymous)
  })

  it('answers 404 for an unknown file and 400 for a name with a path', async () => {
    const backend = await createTestBackend()
    const unknown = await backend.call('GET', '/images/0123abcd.png')
    expect(unknown.status).toBe(404)
    expectMatchesContract('/images/{file}', 'get', unknown)
    const hidden = await backend.call('GET', '/images/.secret')
    expect(hidden.status).toBe(400)
    expectMatchesContract('/images/{file}', 'get', hidden)
  })
})
