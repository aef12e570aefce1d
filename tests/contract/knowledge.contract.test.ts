import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { demoBot, formWith, type TestBackend } from '../support/demo-data'
import { html, startLocalSite } from '../support/local-site'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { docx } from '../support/office-files'
import writeXlsxFile, { type SheetData } from 'write-excel-file/universal'
import { createApp } from '../../mock-server/app'
import { createServerContext } from '../../mock-server/create-context'
import { MemoryStorage } from '../../mock-server/db/storage'
import { loadOpenApi } from '../../mock-server/node/load-openapi'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { DISCOVERY_START_DELAY_MS } from '../../mock-server/knowledge/discovery'
import type { Realtime } from '../../mock-server/context'

let site: Awaited<ReturnType<typeof startLocalSite>>

beforeAll(async () => {
  site = await startLocalSite({
    '/menu': html('<html><head><title>Thực đơn</title></head><body><h1>Thực đơn</h1><p>Phở bò 50.000đ</p></body></html>'),
    '/about': html('<html><head><title>Giới thiệu</title></head><body><p>Quán mở từ 1990.</p></body></html>'),
    '/file.pdf': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4'),
    '/home': html('<html><body><main><p>Quán Phở Hà</p><a href="/menu#top">Thực đơn</a> <a href="about">Giới thiệu</a> <a href="/gone">Cũ</a> <a href="/file.pdf">PDF</a> <a href="https://other.example/">Khác</a> <a href="mailto:a@b.example">Thư</a></main></body></html>'),
    '/loop-a': (_req, res) => res.writeHead(302, { Location: '/loop-b' }).end(),
    '/loop-b': (_req, res) => res.writeHead(302, { Location: '/loop-a' }).end(),
    '/huge': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      const timer = setInterval(() => res.write(`<p>${'x'.repeat(64 * 1024)}</p>`), 1)
      res.on('close', () => clearInterval(timer))
    },
  })
})
afterAll(() => site.close())

/** An .xlsx workbook made with write-excel-file (null = an empty cell). */
async function xlsx(rows: SheetData): Promise<Uint8Array> {
  return new Uint8Array(await (await writeXlsxFile(rows).toBlob()).arrayBuffer())
}

/** Everything an import or a crawl could change, to check that a refused one changed nothing. */
const storeOf = (backend: TestBackend) => JSON.stringify((['faqs', 'knowledge', 'urlCrawls', 'leads'] as const).map((table) => backend.ctx.db.all(table)))

/** A port nothing listens on (one a server just gave back). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function ownerOf(backend: TestBackend) {
  return (await backend.login()).access_token
}

async function addRecord(backend: TestBackend, chatbotId: number, url: string, status: 'waiting' | 'pending' | 'failed' | 'success', type = 'product') {
  const now = new Date().toISOString()
  return backend.ctx.db.insert('urlCrawls', { chatbot_id: chatbotId, url, type, status, room: null, error: null, created_at: now, updated_at: now })
}

describe('GET /catalogs and GET /catalogs/crawl', () => {
  it('list every content type, and the crawlable ones without faq', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const all = await backend.call('GET', '/catalogs', { token })
    expect(all.status).toBe(200)
    expectMatchesContract('/catalogs', 'get', all)
    expect(all.body.map((c: { type: string }) => c.type)).toEqual(['product', 'promotion', 'about_company', 'policy', 'faq'])
    const crawl = await backend.call('GET', '/catalogs/crawl', { token })
    expectMatchesContract('/catalogs/crawl', 'get', crawl)
    expect(crawl.body.map((c: { type: string }) => c.type)).toEqual(['product', 'promotion', 'about_company', 'policy'])
    for (const path of ['/catalogs', '/catalogs/crawl']) {
      const anonymous = await backend.call('GET', path)
      expect(anonymous.status).toBe(401)
      expectMatchesContract(path, 'get', anonymous)
    }
  })
})

describe('POST /url-crawls-by-chatbot and POST /url-crawls/{status}', () => {
  it('page the records, filter by type, and group waiting with pending', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const spa = demoBot(backend, 0)
    await addRecord(backend, spa.id, 'https://hoasen-spa.example/a', 'waiting')
    await addRecord(backend, spa.id, 'https://hoasen-spa.example/b', 'pending')
    await addRecord(backend, spa.id, 'https://hoasen-spa.example/c', 'failed', 'promotion')

    const recent = await backend.call('POST', '/url-crawls-by-chatbot', { token, body: { chatbot_id: spa.id } })
    expect(recent.status).toBe(200)
    expectMatchesContract('/url-crawls-by-chatbot', 'post', recent)
    expect(recent.body).toMatchObject({ total: 5, per_page: 10, page: 1 })
    expect(recent.body.data[0].url).toBe('https://hoasen-spa.example/c')
    const promotions = await backend.call('POST', '/url-crawls-by-chatbot', { token, body: { chatbot_id: spa.id, type: 'promotion', per_page: 1 } })
    expect(promotions.body).toMatchObject({ total: 2, per_page: 1 })

    const waiting = await backend.call('POST', '/url-crawls/waiting', { token, body: { chatbot_id: spa.id } })
    expect(waiting.status).toBe(200)
    expectMatchesContract('/url-crawls/{status}', 'post', waiting)
    expect(waiting.body.urls.map((u: { status: string }) => u.status).sort()).toEqual(['pending', 'waiting'])
    const success = await backend.call('POST', '/url-crawls/success', { token, body: { chatbot_id: spa.id, type: 'product' } })
    expect(success.body).toMatchObject({ total: 1 })
    const failed = await backend.call('POST', '/url-crawls/failed', { token, body: { chatbot_id: spa.id } })
    expect(failed.body.urls.map((u: { url: string }) => u.url)).toEqual(['https://hoasen-spa.example/c'])
  })

  it('answer 400 for a bad status or body, 401 without a token, 404 for another owner', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const spa = demoBot(backend, 0)
    const badStatus = await backend.call('POST', '/url-crawls/done', { token, body: { chatbot_id: spa.id } })
    expect(badStatus.status).toBe(400)
    expectMatchesContract('/url-crawls/{status}', 'post', badStatus)
    const badBody = await backend.call('POST', '/url-crawls-by-chatbot', { token, body: { chatbot_id: spa.id, per_page: 500 } })
    expect(badBody.status).toBe(400)
    expectMatchesContract('/url-crawls-by-chatbot', 'post', badBody)
    expect((await backend.call('POST', '/url-crawls/waiting', { body: { chatbot_id: spa.id } })).status).toBe(401)
    const other = await backend.signUpAndLogin('other')
    for (const path of ['/url-crawls-by-chatbot', '/url-crawls/success']) {
      const foreign = await backend.call('POST', path, { token: other.access_token, body: { chatbot_id: spa.id } })
      expect(foreign.status).toBe(404)
      expect(foreign.body.urls ?? foreign.body.data).toBeUndefined()
    }
  })
})

describe('POST /fetch-url', () => {
  /** An in-memory backend whose realtime records events and lets the test join rooms. */
  async function backendWithRealtime() {
    const events: [string, string, any][] = []
    const joins = new Map<string, () => void>()
    const realtime: Realtime = {
      emit: (room, event, payload) => events.push([room, event, payload]),
      onJoin: (room, callback) => {
        joins.set(room, callback)
        return () => joins.delete(room)
      },
    }
    const ctx = await createServerContext({ openapi: loadOpenApi(), storage: new MemoryStorage(), realtime })
    const app = createApp(ctx)
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await app.fetch(
        new Request(`http://backend.test/v1${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        }),
      )
      return { status: response.status, body: await response.json(), headers: response.headers }
    }
    const token = (await post('/login', { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password })).body.user.access_token as string
    const join = (room: string) => joins.get(room)?.()
    return { ctx, events, join, post, token }
  }

  it('answers a room at once; once the room is joined it finds the same-site pages breadth-first and records them as waiting', async () => {
    const { ctx, events, join, post, token } = await backendWithRealtime()
    const shop = ctx.db.first('chatbots', (b) => b.agent_type === 'TRA_LOI')!
    const started = await post('/fetch-url', { chatbot_id: shop.id, start_url: site.url('/home'), max_depth: 2, type: 'promotion' }, token)
    expect(started.status).toBe(200)
    expectMatchesContract('/fetch-url', 'post', started)
    const room = started.body.room as string
    expect(room).toMatch(/^crawl-[0-9a-f]{32}$/)
    // Nothing happens before someone can hear it.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events).toEqual([])
    expect(ctx.db.find('urlCrawls', (r) => r.room === room)).toEqual([])

    join(room)
    await vi.waitFor(() => expect(events.at(-1)?.[1]).toBe('crawl_complete'), { timeout: 5000 })
    const found = [site.url('/home'), site.url('/menu'), site.url('/about'), site.url('/gone')]
    expect(events.filter(([, event]) => event === 'new_product_link').map(([, , payload]) => payload.url)).toEqual(found)
    expect(events.every(([r]) => r === room)).toBe(true)
    expect(events.at(-1)![2]).toEqual({ found })
    const records = ctx.db.find('urlCrawls', (r) => r.room === room)
    expect(records.map((r) => [r.url, r.status, r.type]).sort()).toEqual(
      [
        [site.url('/about'), 'waiting', 'promotion'],
        [site.url('/gone'), 'failed', 'promotion'],
        [site.url('/home'), 'waiting', 'promotion'],
        [site.url('/menu'), 'waiting', 'promotion'],
      ].sort(),
    )
    expect(records.find((r) => r.url === site.url('/gone'))!.error).toBe('The page was not found (HTTP 404)')
    const failed = await post('/url-crawls/failed', { chatbot_id: shop.id }, token)
    expectMatchesContract('/url-crawls/{status}', 'post', failed)
    expect(failed.body.urls).toMatchObject([{ url: site.url('/gone'), status: 'failed', error: 'The page was not found (HTTP 404)' }])

    // A second run announces only what the bot does not have yet.
    const again = await post('/fetch-url', { chatbot_id: shop.id, start_url: site.url('/home'), max_depth: 0 }, token)
    join(again.body.room)
    await vi.waitFor(() => expect(events.at(-1)).toEqual([again.body.room, 'crawl_complete', { found: [] }]), { timeout: 5000 })
  })

  it('reports crawl_error for a start page it cannot read, and records nothing', async () => {
    const { ctx, events, join, post, token } = await backendWithRealtime()
    const shop = ctx.db.first('chatbots', (b) => b.agent_type === 'TRA_LOI')!
    const before = ctx.db.all('urlCrawls').length
    const started = await post('/fetch-url', { chatbot_id: shop.id, start_url: site.url('/loop-a') }, token)
    join(started.body.room)
    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5000 })
    expect(events[0]).toEqual([started.body.room, 'crawl_error', { error: 'Không đọc được trang bắt đầu: Trang chuyển hướng vòng lặp (redirect loop)' }])
    expect(ctx.db.all('urlCrawls')).toHaveLength(before)
  })

  it('starts after the grace period when nobody joins', async () => {
    const events: [string, string, any][] = []
    const ctx = await createServerContext({ openapi: loadOpenApi(), storage: new MemoryStorage(), realtime: { emit: (...event) => events.push(event) } })
    const app = createApp(ctx)
    const login = await app.fetch(new Request('http://backend.test/v1/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }) }))
    const token = (await login.json()).user.access_token
    const shop = ctx.db.first('chatbots', (b) => b.agent_type === 'TRA_LOI')!
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const response = await app.fetch(
        new Request('http://backend.test/v1/fetch-url', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ chatbot_id: shop.id, start_url: site.url('/about'), max_depth: 1 }),
        }),
      )
      expect(response.status).toBe(200)
      vi.advanceTimersByTime(DISCOVERY_START_DELAY_MS - 1)
      expect(events).toEqual([])
      vi.advanceTimersByTime(1)
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(() => expect(events.at(-1)?.[1]).toBe('crawl_complete'), { timeout: 5000 })
    expect(events.at(-1)![2]).toEqual({ found: [site.url('/about')] })
  })

  it('answers 400 for a non-http start URL or too deep a crawl, 404 for another owner, 401 without a token', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const spa = demoBot(backend, 0)
    for (const start_url of ['ftp://x.example', 'file:///etc/passwd', 'javascript:alert(1)']) {
      const bad = await backend.call('POST', '/fetch-url', { token, body: { chatbot_id: spa.id, start_url } })
      expect(bad.status).toBe(400)
      expectMatchesContract('/fetch-url', 'post', bad)
      expect(bad.body.message).toContain('start_url')
    }
    const deep = await backend.call('POST', '/fetch-url', { token, body: { chatbot_id: spa.id, start_url: 'https://x.example', max_depth: 11 } })
    expect(deep.status).toBe(400)
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('POST', '/fetch-url', { token: other.access_token, body: { chatbot_id: spa.id, start_url: 'https://x.example' } })
    expect(foreign.status).toBe(404)
    expect(backend.ctx.db.find('urlCrawls', (r) => r.url === 'https://x.example')).toEqual([])
    expect((await backend.call('POST', '/fetch-url', { body: { chatbot_id: spa.id, start_url: 'https://x.example' } })).status).toBe(401)
  })
})

describe('POST /api/products/crawl and POST /chatbots/{id}/crawl', () => {
  it('fetch the page into a knowledge item and a success record; a re-crawl refreshes the same item', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const url = site.url('/menu')
    const crawled = await backend.call('POST', '/api/products/crawl', { token, body: { chatbot_id: shop.id, type: 'product', url } })
    expect(crawled.status).toBe(200)
    expectMatchesContract('/api/products/crawl', 'post', crawled)
    expect(crawled.body.url_crawl).toMatchObject({ url, status: 'success', type: 'product' })
    expect(crawled.body.item).toMatchObject({ name: 'Thực đơn', url, model_type: 'product', status: 'success', full_text: 'Thực đơn\nPhở bò 50.000đ' })

    const again = await backend.call('POST', `/chatbots/${shop.id}/crawl`, { token, body: { url } })
    expect(again.status).toBe(200)
    expectMatchesContract('/chatbots/{id}/crawl', 'post', again)
    expect(again.body.item.id).toBe(crawled.body.item.id)
    expect(backend.ctx.db.find('knowledge', (k) => k.url === url)).toHaveLength(1)
    expect(backend.ctx.db.find('urlCrawls', (r) => r.url === url)).toHaveLength(1)
  })

  it('answers 502 for a page that cannot be used and keeps a durable failed record', async () => {
    const storage = new MemoryStorage()
    const backend = await createTestBackend({ storage })
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const url = site.url('/file.pdf')
    const failed = await backend.call('POST', '/api/products/crawl', { token, body: { chatbot_id: shop.id, type: 'policy', url }, headers: { 'Accept-Language': 'en' } })
    expect(failed.status).toBe(502)
    expectMatchesContract('/api/products/crawl', 'post', failed)
    expect(failed.body.message).toBe('Could not crawl the page: The page is not HTML (application/pdf)')
    const reloaded = await createTestBackend({ storage })
    expect(reloaded.ctx.db.first('urlCrawls', (r) => r.url === url)).toMatchObject({ status: 'failed', type: 'policy' })
    expect(reloaded.ctx.db.find('knowledge', (k) => k.url === url)).toEqual([])

    const viaBot = await backend.call('POST', `/chatbots/${shop.id}/crawl`, { token, body: { url: site.url('/missing') } })
    expect(viaBot.status).toBe(502)
    expectMatchesContract('/chatbots/{id}/crawl', 'post', viaBot)
  })

  it('answer 400 for a missing type or a non-http URL, 404 for another owner, 401 without a token', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const noType = await backend.call('POST', '/api/products/crawl', { token, body: { chatbot_id: shop.id, url: site.url('/menu') } })
    expect(noType.status).toBe(400)
    expectMatchesContract('/api/products/crawl', 'post', noType)
    const file = await backend.call('POST', `/chatbots/${shop.id}/crawl`, { token, body: { url: 'file:///etc/passwd' } })
    expect(file.status).toBe(400)
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('POST', `/chatbots/${shop.id}/crawl`, { token: other.access_token, body: { url: site.url('/menu') } })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/chatbots/{id}/crawl', 'post', foreign)
    expect(backend.ctx.db.find('urlCrawls', (r) => r.url === site.url('/menu'))).toEqual([])
    expect((await backend.call('POST', '/api/products/crawl', { body: { chatbot_id: shop.id, type: 'product', url: site.url('/menu') } })).status).toBe(401)
  })
})

describe('single-link crawl of pages that cannot be used', () => {
  it.each([
    ['an unreachable host', async () => `http://127.0.0.1:${await closedPort()}/`, /^Could not crawl the page: The site 127\.0\.0\.1:\d+ refused the connection$/],
    ['a 404 page', async () => site.url('/gone'), /^Could not crawl the page: The page was not found \(HTTP 404\)$/],
    ['a redirect loop', async () => site.url('/loop-a'), /^Could not crawl the page: The page redirects in a loop$/],
    ['a huge page', async () => site.url('/huge'), /^Could not crawl the page: The page is too large \(over 2 MB\)$/],
    ['a file that is not HTML', async () => site.url('/file.pdf'), /^Could not crawl the page: The page is not HTML \(application\/pdf\)$/],
  ])('%s: 502 with the reason; only its failed record is kept', async (_what, address, message) => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const url = await address()
    const copy = <T,>(rows: T[]): T[] => JSON.parse(JSON.stringify(rows))
    const before = { knowledge: copy(backend.ctx.db.all('knowledge')), faqs: copy(backend.ctx.db.all('faqs')), crawls: copy(backend.ctx.db.all('urlCrawls')) }
    const response = await backend.call('POST', '/api/products/crawl', { token, body: { chatbot_id: shop.id, type: 'product', url }, headers: { 'Accept-Language': 'en' } })
    expect(response.status).toBe(502)
    expectMatchesContract('/api/products/crawl', 'post', response)
    expect(response.body.message).toMatch(message)
    expect(backend.ctx.db.all('knowledge')).toEqual(before.knowledge)
    expect(backend.ctx.db.all('faqs')).toEqual(before.faqs)
    const crawls = backend.ctx.db.all('urlCrawls')
    expect(crawls.filter((r) => r.url !== url)).toEqual(before.crawls)
    expect(crawls.filter((r) => r.url === url)).toMatchObject([{ status: 'failed', error: response.body.message.replace('Could not crawl the page: ', '') }])
    const vietnamese = await backend.call('POST', '/api/products/crawl', { token, body: { chatbot_id: shop.id, type: 'product', url } })
    expect(vietnamese.body.message).toMatch(/^Không thể crawl trang: /)
  })

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,<p>x</p>'])('%s: 400 naming the url, nothing stored', async (url) => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const before = storeOf(backend)
    for (const [path, body] of [
      ['/api/products/crawl', { chatbot_id: shop.id, type: 'product', url }],
      [`/chatbots/${shop.id}/crawl`, { url }],
    ] as const) {
      const response = await backend.call('POST', path, { token, body })
      expect(response.status).toBe(400)
      expect(response.body.message).toContain('url')
      expect(response.body.details.map((detail: { path: string }) => detail.path)).toContain('body.url')
    }
    expect(storeOf(backend)).toBe(before)
  })
})

describe('POST /api/products/crawl/batch', () => {
  it('crawls the selected records in order and reports each one', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const school = demoBot(backend, 2)
    const good = await addRecord(backend, school.id, site.url('/about'), 'waiting')
    const bad = await addRecord(backend, school.id, site.url('/file.pdf'), 'failed')
    const response = await backend.call('POST', '/api/products/crawl/batch', { token, body: { chatbot_id: school.id, type: 'about_company', urls: [bad.id, good.id] } })
    expect(response.status).toBe(200)
    expectMatchesContract('/api/products/crawl/batch', 'post', response)
    expect(response.body.tasks).toEqual([
      { id: bad.id, url: bad.url, status: 'failed', error: 'The page is not HTML (application/pdf)' },
      { id: good.id, url: good.url, status: 'success' },
    ])
    expect(backend.ctx.db.byId('urlCrawls', good.id)).toMatchObject({ status: 'success', type: 'about_company' })
    expect(backend.ctx.db.first('knowledge', (k) => k.url === good.url)).toMatchObject({ model_type: 'about_company', full_text: 'Quán mở từ 1990.' })
  })

  it("answers 404 and crawls nothing when an id is not the bot's; 400 for an empty list", async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const school = demoBot(backend, 2)
    const mine = await addRecord(backend, school.id, site.url('/about'), 'waiting')
    const spaRecord = backend.ctx.db.first('urlCrawls', (r) => r.chatbot_id === demoBot(backend, 0).id)!
    const mixed = await backend.call('POST', '/api/products/crawl/batch', { token, body: { chatbot_id: school.id, type: 'product', urls: [mine.id, spaRecord.id] } })
    expect(mixed.status).toBe(404)
    expectMatchesContract('/api/products/crawl/batch', 'post', mixed)
    expect(backend.ctx.db.byId('urlCrawls', mine.id)!.status).toBe('waiting')
    const empty = await backend.call('POST', '/api/products/crawl/batch', { token, body: { chatbot_id: school.id, type: 'product', urls: [] } })
    expect(empty.status).toBe(400)
    expectMatchesContract('/api/products/crawl/batch', 'post', empty)
    expect((await backend.call('POST', '/api/products/crawl/batch', { body: { chatbot_id: school.id, type: 'product', urls: [mine.id] } })).status).toBe(401)
  })
})

describe('GET /api/products/list and GET /api/products/text-length-sum', () => {
  it('page the knowledge items by type and sum the knowledge and FAQ text lengths', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const spa = demoBot(backend, 0)
    const list = await backend.call('GET', `/api/products/list?chatbot_id=${spa.id}`, { token })
    expect(list.status).toBe(200)
    expectMatchesContract('/api/products/list', 'get', list)
    expect(list.body).toMatchObject({ total: 2, per_page: 10, page: 1 })
    const promotions = await backend.call('GET', `/api/products/list?chatbot_id=${spa.id}&type=promotion`, { token })
    expect(promotions.body.data.map((k: { name: string }) => k.name)).toEqual(['Ưu đãi tháng này'])

    const length = (text: string) => [...text].length
    const expected =
      backend.ctx.db.find('knowledge', (k) => k.chatbot_id === spa.id).reduce((sum, k) => sum + length(k.full_text), 0) +
      backend.ctx.db.find('faqs', (f) => f.chatbot_id === spa.id).reduce((sum, f) => sum + length(f.question) + length(f.answer), 0)
    const sum = await backend.call('GET', `/api/products/text-length-sum?chatbot_id=${spa.id}`, { token })
    expect(sum.status).toBe(200)
    expectMatchesContract('/api/products/text-length-sum', 'get', sum)
    expect(sum.body.total_text_length).toBe(expected)
    expect(expected).toBeGreaterThan(0)

    await backend.call('POST', '/faqs', { token, body: { chatbot_id: spa.id, question: 'Ăn?', answer: 'Có.', catalog_type: 'faq', catalog_id: 1 } })
    const after = await backend.call('GET', `/api/products/text-length-sum?chatbot_id=${spa.id}`, { token })
    expect(after.body.total_text_length).toBe(expected + 6)

    const created = await backend.call('POST', '/chatbots', { token, body: { name: 'Mới', initial_prompt: 'Chào', description: 'Mô tả' } })
    const empty = await backend.call('GET', `/api/products/text-length-sum?chatbot_id=${created.body.id}`, { token })
    expect(empty.body.total_text_length).toBe(0)
  })

  it('answer 400 without chatbot_id, 404 for another owner, 401 without a token', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const spa = demoBot(backend, 0)
    for (const path of ['/api/products/list', '/api/products/text-length-sum']) {
      const missing = await backend.call('GET', path, { token })
      expect(missing.status).toBe(400)
      expectMatchesContract(path, 'get', missing)
      expect((await backend.call('GET', `${path}?chatbot_id=${spa.id}`)).status).toBe(401)
    }
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('GET', `/api/products/text-length-sum?chatbot_id=${spa.id}`, { token: other.access_token })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/api/products/text-length-sum', 'get', foreign)
  })
})

describe('PUT /api/products/update/{model_type}/{id}/full_text and DELETE /api/products/delete/{model_type}/{id}', () => {
  it('edit the text, move the item (and its URL record) to another type, then delete both', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const item = backend.ctx.db.first('knowledge', (k) => k.model_type === 'promotion')!
    const updated = await backend.call('PUT', `/api/products/update/promotion/${item.id}/full_text`, { token, body: { full_text: 'Giảm 30% tháng 6.', model_type: 'product' } })
    expect(updated.status).toBe(200)
    expectMatchesContract('/api/products/update/{model_type}/{id}/full_text', 'put', updated)
    expect(updated.body).toMatchObject({ id: item.id, full_text: 'Giảm 30% tháng 6.', model_type: 'product' })
    expect(backend.ctx.db.first('urlCrawls', (r) => r.url === item.url)!.type).toBe('product')

    const stale = await backend.call('PUT', `/api/products/update/promotion/${item.id}/full_text`, { token, body: { full_text: 'x' } })
    expect(stale.status).toBe(404)
    expectMatchesContract('/api/products/update/{model_type}/{id}/full_text', 'put', stale)
    const wrongType = await backend.call('DELETE', `/api/products/delete/promotion/${item.id}`, { token })
    expect(wrongType.status).toBe(404)

    const deleted = await backend.call('DELETE', `/api/products/delete/product/${item.id}`, { token })
    expect(deleted.status).toBe(204)
    expectMatchesContract('/api/products/delete/{model_type}/{id}', 'delete', deleted)
    expect(backend.ctx.db.byId('knowledge', item.id)).toBeUndefined()
    expect(backend.ctx.db.find('urlCrawls', (r) => r.url === item.url)).toEqual([])
    const again = await backend.call('DELETE', `/api/products/delete/product/${item.id}`, { token })
    expect(again.status).toBe(404)
    expectMatchesContract('/api/products/delete/{model_type}/{id}', 'delete', again)
  })

  it("answer 400 without full_text, 404 for another owner's item, 401 without a token", async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const item = backend.ctx.db.all('knowledge')[0]
    const path = `/api/products/update/${item.model_type}/${item.id}/full_text`
    const bad = await backend.call('PUT', path, { token, body: { model_type: 'faq' } })
    expect(bad.status).toBe(400)
    expectMatchesContract('/api/products/update/{model_type}/{id}/full_text', 'put', bad)
    const other = await backend.signUpAndLogin('other')
    expect((await backend.call('PUT', path, { token: other.access_token, body: { full_text: 'x' } })).status).toBe(404)
    expect((await backend.call('DELETE', `/api/products/delete/${item.model_type}/${item.id}`, { token: other.access_token })).status).toBe(404)
    expect(backend.ctx.db.byId('knowledge', item.id)).toEqual(item)
    expect((await backend.call('PUT', path, { body: { full_text: 'x' } })).status).toBe(401)
  })
})

describe('POST /api/products/import', () => {
  const importForm = (chatbotId: number, file: Parameters<typeof formWith>[0], fields: Record<string, string> = {}) =>
    formWith(file, { chatbot_id: chatbotId, type: 'product', file_type: 'txt', ...fields })
  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  const faqSheet = (chatbotId: number, bytes: Uint8Array, name = 'faq.xlsx') =>
    importForm(chatbotId, { name, type: XLSX_TYPE, bytes }, { file_type: 'excel', type: 'faq' })

  it('reads a .txt document into one knowledge item named after the file or product_name', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const text = '\uFEFFBảng size áo\r\nS: 45-52kg\r\nM: 53-60kg\r\n'
    const response = await backend.call('POST', '/api/products/import', {
      token,
      raw: importForm(shop.id, { name: 'size.txt', type: 'text/plain', bytes: new TextEncoder().encode(text) }, { url: 'https://thoitrangmai.example/size', type: 'policy' }),
    })
    expect(response.status).toBe(200)
    expectMatchesContract('/api/products/import', 'post', response)
    expect(response.body).toMatchObject({ imported: 1, message: 'Nhập tài liệu thành công' })
    expect(backend.ctx.db.first('knowledge', (k) => k.name === 'size.txt')).toMatchObject({
      chatbot_id: shop.id, model_type: 'policy', url: 'https://thoitrangmai.example/size', full_text: 'Bảng size áo\nS: 45-52kg\nM: 53-60kg', status: 'success',
    })
    const named = await backend.call('POST', '/api/products/import', {
      token,
      raw: importForm(shop.id, { name: 'a.txt', type: 'text/plain', bytes: 'Giờ mở cửa 8h-22h' }, { product_name: 'Giờ mở cửa' }),
    })
    expect(named.body.imported).toBe(1)
    expect(backend.ctx.db.first('knowledge', (k) => k.name === 'Giờ mở cửa')!.url).toBeNull()
    const empty = await backend.call('POST', '/api/products/import', { token, raw: importForm(shop.id, { name: 'e.txt', type: 'text/plain', bytes: '  \n ' }) })
    expect(empty.status).toBe(200)
    expectMatchesContract('/api/products/import', 'post', empty)
    expect(empty.body.imported).toBe(0)
  })

  it('reads a .docx document (mammoth) into one knowledge item, and the bot answers from it', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const bytes = await docx(['Chính sách đổi trả', '', 'Đổi trong 7 ngày & miễn phí <không cần hóa đơn>', 'Cửa hàng nhận gói quà miễn phí cho mọi đơn hàng.'])
    const response = await backend.call('POST', '/api/products/import', {
      token,
      raw: importForm(shop.id, { name: 'doi-tra.docx', type: DOCX_TYPE, bytes }, { file_type: 'docx', type: 'policy' }),
    })
    expect(response.status).toBe(200)
    expectMatchesContract('/api/products/import', 'post', response)
    expect(response.body).toEqual({ imported: 1, message: 'Nhập tài liệu thành công' })
    expect(backend.ctx.db.first('knowledge', (k) => k.name === 'doi-tra.docx')).toMatchObject({
      model_type: 'policy',
      full_text: 'Chính sách đổi trả\nĐổi trong 7 ngày & miễn phí <không cần hóa đơn>\nCửa hàng nhận gói quà miễn phí cho mọi đơn hàng.',
    })
  })

  it('imports an FAQ sheet, reports the rows it skipped and why, and accepts Vietnamese headers', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const bytes = await xlsx([
      ['Question', 'Answer', 'catalog_type', 'catalog_id'],
      ['Có ship COD không?', 'Có, toàn quốc.', 'policy', 3],
      [null, null, null, null],
      ['Mấy giờ đóng cửa?', '22 giờ.', null, null],
      ['Thiếu câu trả lời', null, 'faq', 1],
      ['Sai mã', 'x', 'faq', 'abc'],
      ['Mã âm', 'x', 'faq', -2],
    ])
    const response = await backend.call('POST', '/api/products/import', { token, headers: { 'Accept-Language': 'en' }, raw: faqSheet(shop.id, bytes) })
    expect(response.status).toBe(200)
    expectMatchesContract('/api/products/import', 'post', response)
    expect(response.body).toEqual({
      imported: 2,
      message: 'Imported 2 FAQs',
      skipped: [
        { row: 5, reason: 'Question or answer is empty' },
        { row: 6, reason: 'catalog_id must be a whole number, 0 or more' },
        { row: 7, reason: 'catalog_id must be a whole number, 0 or more' },
      ],
    })
    const list = await backend.call('GET', `/faqs?chatbot_id=${shop.id}`, { token })
    expect(list.body.total).toBe(6)
    expect(backend.ctx.db.first('faqs', (f) => f.question === 'Có ship COD không?')).toMatchObject({ answer: 'Có, toàn quốc.', catalog_type: 'policy', catalog_id: 3 })
    expect(backend.ctx.db.first('faqs', (f) => f.question === 'Mấy giờ đóng cửa?')).toMatchObject({ catalog_type: 'faq', catalog_id: 0 })

    const vietnamese = await backend.call('POST', '/api/products/import', {
      token,
      raw: faqSheet(shop.id, await xlsx([[null], ['Câu hỏi', 'Câu trả lời', 'Loại', 'Mã danh mục'], ['Có gói quà không?', 'Có, miễn phí.', 'faq', 2]])),
    })
    expect(vietnamese.body).toEqual({ imported: 1, message: 'Đã nhập 1 câu hỏi' })
    const onlyHeader = await backend.call('POST', '/api/products/import', { token, raw: faqSheet(shop.id, await xlsx([['question', 'answer']])) })
    expect(onlyHeader.status).toBe(200)
    expect(onlyHeader.body).toEqual({ imported: 0, message: 'Không có câu hỏi nào được nhập' })
  })

  it('imports the downloadable template as it is', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const template = new Uint8Array(readFileSync(fileURLToPath(new URL('../../public/assets/templates/faq-import-template.xlsx', import.meta.url))))
    const response = await backend.call('POST', '/api/products/import', { token, raw: faqSheet(shop.id, template, 'faq-import-template.xlsx') })
    expect(response.body).toEqual({ imported: 2, message: 'Đã nhập 2 câu hỏi' })
    const links = new Uint8Array(readFileSync(fileURLToPath(new URL('../../public/assets/templates/link-import-template.xlsx', import.meta.url))))
    const linkImport = await backend.call('POST', '/api/products/import', {
      token,
      raw: importForm(shop.id, { name: 'links.xlsx', type: XLSX_TYPE, bytes: links }, { file_type: 'excel' }),
    })
    expect(linkImport.body.imported).toBe(2)
  })

  it('imports a sheet of links as waiting URL records, skipping duplicates and non-http values', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const spa = demoBot(backend, 0)
    const bytes = await xlsx([
      ['Tên', 'URL'],
      ['Dịch vụ', 'https://hoasen-spa.example/dich-vu'],
      ['Lặp', 'https://hoasen-spa.example/dich-vu'],
      ['Đã có', 'https://hoasen-spa.example/bang-gia'],
      ['Thư', 'mailto:a@example.com'],
      ['Trống', null],
      ['Liên hệ', 'http://hoasen-spa.example/lien-he'],
      ['Mã', 'javascript:alert(1)'],
    ])
    const response = await backend.call('POST', '/api/products/import', {
      token,
      raw: importForm(spa.id, { name: 'links.xlsx', type: XLSX_TYPE, bytes }, { file_type: 'excel', type: 'promotion' }),
    })
    expect(response.status).toBe(200)
    expectMatchesContract('/api/products/import', 'post', response)
    expect(response.body.imported).toBe(2)
    expect(response.body.skipped.map((s: { row: number }) => s.row)).toEqual([3, 4, 5, 8])
    const waiting = await backend.call('POST', '/url-crawls/waiting', { token, body: { chatbot_id: spa.id, type: 'promotion' } })
    expect(waiting.body.urls.map((u: { url: string }) => u.url).sort()).toEqual(['http://hoasen-spa.example/lien-he', 'https://hoasen-spa.example/dich-vu'])

    // Without a url header, the first column is read, first row included.
    const plain = await backend.call('POST', '/api/products/import', {
      token,
      raw: importForm(spa.id, { name: 'l.xlsx', type: XLSX_TYPE, bytes: await xlsx([['https://hoasen-spa.example/a'], ['https://hoasen-spa.example/b']]) }, { file_type: 'excel' }),
    })
    expect(plain.body).toEqual({ imported: 2, message: 'Đã thêm 2 liên kết vào danh sách chờ' })
  })

  describe('refuses a bad file with a clear message and changes nothing', () => {
    const zipOf = async (bytes: Uint8Array, keep: number) => bytes.slice(0, keep)
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, ...new TextEncoder().encode('This program cannot be run in DOS mode.')])
    const ole2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    const cases: [string, () => Promise<{ name: string; type: string; bytes: Uint8Array | string; fields: Record<string, string> }>, number, string][] = [
      ['a truncated spreadsheet', async () => ({ name: 'faq.xlsx', type: XLSX_TYPE, bytes: await zipOf(await xlsx([['question', 'answer'], ['a', 'b']]), 400), fields: { file_type: 'excel', type: 'faq' } }), 415, 'The Excel file could not be read: it is damaged or incomplete'],
      ['a text file named .xlsx', async () => ({ name: 'faq.xlsx', type: XLSX_TYPE, bytes: 'question,answer\na,b', fields: { file_type: 'excel', type: 'faq' } }), 415, 'The file is not an Excel spreadsheet (.xlsx)'],
      ['a Word document named .xlsx', async () => ({ name: 'faq.xlsx', type: XLSX_TYPE, bytes: await docx(['question answer']), fields: { file_type: 'excel', type: 'faq' } }), 415, 'The Excel file could not be read: it is not a valid .xlsx workbook'],
      ['an empty sheet', async () => ({ name: 'faq.xlsx', type: XLSX_TYPE, bytes: await xlsx([]), fields: { file_type: 'excel', type: 'faq' } }), 400, 'The spreadsheet is empty: its first sheet has no data'],
      ['an empty sheet of links', async () => ({ name: 'links.xlsx', type: XLSX_TYPE, bytes: await xlsx([[null, null]]), fields: { file_type: 'excel' } }), 400, 'The spreadsheet is empty: its first sheet has no data'],
      ['a sheet without the question and answer columns', async () => ({ name: 'faq.xlsx', type: XLSX_TYPE, bytes: await xlsx([['Hỏi đáp', 'Ghi chú'], ['a', 'b']]), fields: { file_type: 'excel', type: 'faq' } }), 400, 'The first row must name the columns question and answer (missing: question, answer). Use the template.'],
      ['a sheet without the answer column', async () => ({ name: 'faq.xlsx', type: XLSX_TYPE, bytes: await xlsx([['question', 'catalog_id'], ['a', 1]]), fields: { file_type: 'excel', type: 'faq' } }), 400, 'The first row must name the columns question and answer (missing: answer). Use the template.'],
      ['a program renamed .xlsx', async () => ({ name: 'faq.xlsx', type: XLSX_TYPE, bytes: exe, fields: { file_type: 'excel', type: 'faq' } }), 415, 'This file is a program (.exe), not an Excel spreadsheet (.xlsx)'],
      ['a program renamed .docx', async () => ({ name: 'a.docx', type: DOCX_TYPE, bytes: exe, fields: { file_type: 'docx' } }), 415, 'This file is a program (.exe), not a Word document (.docx)'],
      ['a program renamed .txt', async () => ({ name: 'a.txt', type: 'text/plain', bytes: exe, fields: { file_type: 'txt' } }), 415, 'This file is a program (.exe), not a text file (.txt)'],
      ['a legacy .doc', async () => ({ name: 'old.doc', type: 'application/msword', bytes: ole2, fields: { file_type: 'docx' } }), 415, 'Legacy .doc files are not supported; save as .docx'],
      ['a legacy .xls', async () => ({ name: 'old.xls', type: 'application/vnd.ms-excel', bytes: ole2, fields: { file_type: 'excel', type: 'faq' } }), 415, 'Legacy .xls files are not supported; save as .xlsx'],
      ['an unreadable .docx (a spreadsheet)', async () => ({ name: 'sheet.docx', type: DOCX_TYPE, bytes: await xlsx([['a']]), fields: { file_type: 'docx' } }), 415, 'The Word file could not be read: it is not a valid .docx document'],
      ['a truncated .docx', async () => ({ name: 'cut.docx', type: DOCX_TYPE, bytes: (await docx(['Xin chào'])).slice(0, 120), fields: { file_type: 'docx' } }), 415, 'The Word file could not be read: it is not a valid .docx document'],
      ['a PDF as a document', async () => ({ name: 'menu.docx', type: DOCX_TYPE, bytes: '%PDF-1.4 ...', fields: { file_type: 'docx' } }), 415, 'PDF files are not supported; upload a Word document (.docx)'],
      ['binary bytes as .txt', async () => ({ name: 'a.txt', type: 'text/plain', bytes: Uint8Array.from([0x00, 0xff, 0x10, 0x80]), fields: { file_type: 'txt' } }), 415, 'The file is not a plain-text (.txt) file'],
      ['a 21 MB file', async () => ({ name: 'big.xlsx', type: XLSX_TYPE, bytes: new Uint8Array(21 * 1024 * 1024).fill(0x61), fields: { file_type: 'excel', type: 'faq' } }), 413, 'File size must be less than 20MB'],
    ]

    it.each(cases)('%s → %i', async (_what, make, status, message) => {
      const backend = await createTestBackend()
      const token = await ownerOf(backend)
      const shop = demoBot(backend, 1)
      const file = await make()
      const before = storeOf(backend)
      const response = await backend.call('POST', '/api/products/import', {
        token,
        headers: { 'Accept-Language': 'en' },
        raw: importForm(shop.id, { name: file.name, type: file.type, bytes: file.bytes }, file.fields),
      })
      expect(response.status).toBe(status)
      expectMatchesContract('/api/products/import', 'post', response)
      expect(response.body.message).toBe(message)
      expect(storeOf(backend)).toBe(before)
      const vietnamese = await backend.call('POST', '/api/products/import', {
        token,
        raw: importForm(shop.id, { name: file.name, type: file.type, bytes: file.bytes }, file.fields),
      })
      expect(vietnamese.status).toBe(status)
      expect(vietnamese.body.message).not.toBe(message)
    })
  })

  it('answers 400 for FAQs from a document or a bad form, 404 for another owner, 401 without a token', async () => {
    const backend = await createTestBackend()
    const token = await ownerOf(backend)
    const shop = demoBot(backend, 1)
    const txt = { name: 'a.txt', type: 'text/plain', bytes: 'hello' }
    const faqFromText = await backend.call('POST', '/api/products/import', { token, raw: importForm(shop.id, txt, { type: 'faq' }) })
    expect(faqFromText.status).toBe(400)
    expectMatchesContract('/api/products/import', 'post', faqFromText)
    const badType = await backend.call('POST', '/api/products/import', { token, raw: importForm(shop.id, txt, { file_type: 'pdf' }) })
    expect(badType.status).toBe(400)
    const other = await backend.signUpAndLogin('other')
    const foreign = await backend.call('POST', '/api/products/import', { token: other.access_token, raw: importForm(shop.id, txt) })
    expect(foreign.status).toBe(404)
    expectMatchesContract('/api/products/import', 'post', foreign)
    const anonymous = await backend.call('POST', '/api/products/import', { raw: importForm(shop.id, txt) })
    expect(anonymous.status).toBe(401)
    expect(backend.ctx.db.find('knowledge', (k) => k.chatbot_id === shop.id)).toHaveLength(1)
  })
})
