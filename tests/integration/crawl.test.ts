import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASKED } from '../../mock-server/answers/replies'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { DEMO_SITE_PATH, startServer, type RunningServer } from '../../mock-server/node/server'
import { SOCKET } from '../../src/config/constants'

/** The bundled demo site: its pages, the links that lead nowhere, and a file that is not a page. */
const PAGES = [
  '', 'gioi-thieu.html', 'san-pham/', 'bang-gia.html', 'khuyen-mai.html', 'lop-hoc-lam-banh.html', 'tin-tuc/', 'lien-he.html',
  'san-pham/banh-mi-bo-toi.html', 'san-pham/banh-kem-dau-tay.html', 'san-pham/banh-su-kem.html', 'san-pham/banh-mi-hoa-cuc.html',
  'giao-hang.html', 'doi-tra.html', 'chi-nhanh.html', 'tuyen-dung.html', 'cau-hoi-thuong-gap.html', 'san-pham/croissant.html',
  'san-pham/tiramisu.html', 'san-pham/banh-trung-thu.html', 'tin-tuc/khai-truong-chi-nhanh-3.html',
  'tin-tuc/bi-quyet-bao-quan-banh-kem.html', 'dat-banh-theo-yeu-cau.html',
]
const BROKEN = ['chinh-sach-bao-mat.html', 'san-pham/banh-flan.html', 'tin-tuc/bai-viet-cu.html']

let server: RunningServer
let dataDir: string
let token: string
let chatbotId: number
const sockets: Socket[] = []

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: response.status === 204 ? null : await response.json() }
}

const site = (path: string) => `${server.url}${DEMO_SITE_PATH}${path}`

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crawl-test-'))
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, quiet: true })
  token = (await api('POST', '/login', { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password })).body.user.access_token
  const bot = await api('POST', '/chatbots', { name: 'Tiệm Bánh Mây Vàng', initial_prompt: 'Chào bạn!', description: 'Trả lời về bánh và giao hàng.' })
  expect(bot.status).toBe(201)
  chatbotId = bot.body.id
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the bundled demo website', () => {
  it('is served by the Node server: pages, a PDF, and 404 for its broken links', async () => {
    const bare = await fetch(`${server.url}/demo-site`, { redirect: 'manual' })
    expect(bare.status).toBe(301)
    const home = await fetch(site(''))
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toContain('text/html')
    expect(await home.text()).toContain('Tiệm Bánh Mây Vàng')
    const pdf = await fetch(site('files/thuc-don-mua-thu.pdf'))
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    for (const path of BROKEN) expect((await fetch(site(path))).status).toBe(404)
  })
})

describe('bulk crawl over socket.io', () => {
  it('starts when the client joins the room, streams every link found, then completes; the batch crawls them into knowledge', async () => {
    const started = await api('POST', '/fetch-url', { chatbot_id: chatbotId, start_url: site(''), max_depth: 10, type: 'product' })
    expect(started.status).toBe(200)
    const room = started.body.room as string

    // Nothing is discovered before a client listens.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.ctx.db.find('urlCrawls', (record) => record.room === room)).toEqual([])

    const socket = io(server.url, { path: SOCKET.PATH, transports: ['websocket'], reconnectionAttempts: SOCKET.RECONNECTION_ATTEMPTS })
    sockets.push(socket)
    const heard: { event: string; payload: any }[] = []
    const finished = new Promise<void>((resolve) => {
      socket.on('new_product_link', (payload) => heard.push({ event: 'new_product_link', payload }))
      socket.on('crawl_error', (payload) => {
        heard.push({ event: 'crawl_error', payload })
        resolve()
      })
      socket.on('crawl_complete', (payload) => {
        heard.push({ event: 'crawl_complete', payload })
        resolve()
      })
    })
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()))
    socket.emit('join_room', { room })
    await finished

    const links = heard.filter((h) => h.event === 'new_product_link').map((h) => h.payload.url as string)
    expect(heard.at(-1)!.event).toBe('crawl_complete')
    expect(heard.slice(0, -1).every((h) => h.event === 'new_product_link')).toBe(true)
    expect(heard.at(-1)!.payload.found).toEqual(links)
    // Breadth first: the start page, then the links of the first level, deeper pages last.
    expect(links[0]).toBe(site(''))
    expect(links.indexOf(site('dat-banh-theo-yeu-cau.html'))).toBe(links.length - 1)
    expect(new Set(links)).toEqual(new Set([...PAGES, ...BROKEN].map(site)))
    expect(links.some((url) => url.endsWith('.pdf') || url.includes('#') || !url.startsWith(server.url))).toBe(false)

    // Recorded (and flushed to disk by the background run): pages waiting, broken links failed with the reason.
    const waiting = await api('POST', '/url-crawls/waiting', { chatbot_id: chatbotId, per_page: 100 })
    expect(waiting.body.urls.map((u: { url: string }) => u.url).sort()).toEqual(PAGES.map(site).sort())
    const failed = await api('POST', '/url-crawls/failed', { chatbot_id: chatbotId, per_page: 100 })
    expect(failed.body.urls.map((u: { url: string; error: string }) => [u.url, u.error]).sort()).toEqual(
      BROKEN.map((path) => [site(path), 'The page was not found (HTTP 404)']).sort(),
    )
    const onDisk = await readFile(join(dataDir, 'urlCrawls.json'), 'utf8')
    for (const url of links) expect(onDisk).toContain(url)

    // Start crawl: every waiting page becomes knowledge.
    const batch = await api('POST', '/api/products/crawl/batch', { chatbot_id: chatbotId, type: 'product', urls: waiting.body.urls.map((u: { id: number }) => u.id) })
    expect(batch.status).toBe(200)
    expect(batch.body.tasks.every((task: { status: string }) => task.status === 'success')).toBe(true)
    const success = await api('POST', '/url-crawls/success', { chatbot_id: chatbotId, per_page: 100 })
    expect(success.body.total).toBe(PAGES.length)
    const items = await api('GET', `/api/products/list?chatbot_id=${chatbotId}&per_page=100`)
    expect(items.body.total).toBe(PAGES.length)
    const classes = items.body.data.find((item: { url: string }) => item.url === site('lop-hoc-lam-banh.html'))
    expect(classes.name).toBe('Lớp học làm bánh – Tiệm Bánh Mây Vàng')
    expect(classes.full_text).toContain('sáng thứ Bảy hằng tuần')
    expect(classes.full_text).not.toContain('Tuyển dụng') // the footer is not content
  })

  it('then answers from the crawled pages, asked without diacritics, and says it does not know the rest', async () => {
    const conversation = await api('POST', '/conversations', { chatbot_id: chatbotId })
    const ask = async (query: string) => {
      const response = await fetch(`${server.url}/v1/chat-stream`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Conversation-Token': conversation.body.visitor_token },
        body: JSON.stringify({ conversation_id: conversation.body.id, query }),
      })
      const events = (await response.text()).split('\n\n').filter(Boolean).map((block) => JSON.parse(block.slice(6)))
      return events.filter((event) => event.type === 'delta').map((event) => event.content).join('')
    }
    expect(await ask('lop hoc lam banh vao thu may')).toContain('sáng thứ Bảy hằng tuần')
    expect(await ask('gia banh kem dau tay size 20cm')).toContain('size 20 cm 420.000đ')
    expect(await ask('tiramisu co ruou khong')).toContain('không dùng rượu')
    const unknown = await ask('tiem co ban xe may khong')
    expect(unknown).toMatch(/^Xin lỗi, mình chưa có thông tin/)
    expect(unknown).toContain('0263 3822 888')
    expect(unknown).toContain('xinchao@banhmayvang.example')
    expect(ASKED.contact.some((phrase) => unknown.includes(phrase))).toBe(false) // a TRA_LOI bot collects no leads
  })
})
