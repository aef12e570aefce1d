import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchPage, loadPage, PageFetchError } from '../../../mock-server/knowledge/fetch-page'
import { html, startLocalSite } from '../../support/local-site'

const PAGE = '<!doctype html><html><head><title>Bảng giá</title></head><body><main><h1>Massage</h1><p>Đá nóng 90 phút: 550.000đ</p></main></body></html>'

let site: Awaited<ReturnType<typeof startLocalSite>>

const redirect = (location: string) => (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(302, { Location: location }).end()

beforeAll(async () => {
  site = await startLocalSite({
    '/page.html': html(PAGE),
    '/moved': redirect('/page.html'),
    '/hop1': redirect('/hop2'),
    '/hop2': redirect('/hop3'),
    '/hop3': redirect('/hop4'),
    '/hop4': redirect('/hop5'),
    '/hop5': redirect('/hop6'),
    '/hop6': redirect('/page.html'),
    '/loop-a': redirect('/loop-b'),
    '/loop-b': redirect('/loop-a'),
    '/to-file': redirect('file:///etc/passwd'),
    '/data.json': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"a":1}'),
    '/broken': (_req, res) => res.writeHead(500, { 'Content-Type': 'text/html' }).end('oops'),
    '/private': (_req, res) => res.writeHead(403, { 'Content-Type': 'text/html' }).end('no'),
    '/slow': () => {},
    '/big': html(`<html><body>${'<p>lorem ipsum</p>'.repeat(2000)}</body></html>`),
    '/endless': (_req, res) => {
      // A huge page without Content-Length: refused while reading, not after.
      res.writeHead(200, { 'Content-Type': 'text/html' })
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`
      const timer = setInterval(() => res.write(chunk), 1)
      res.on('close', () => clearInterval(timer))
    },
    '/latin1': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=iso-8859-1' })
      res.end(Buffer.from([...Buffer.from('<html><body><p>Caf'), 0xe9, ...Buffer.from('</p></body></html>')]))
    },
    '/no-type': (_req, res) => res.end('<html><body><p>Không có Content-Type</p></body></html>'),
    '/links-only': html('<html><body><nav><a href="/page.html">Giá</a></nav></body></html>'),
  })
})
afterAll(() => site.close())

/** A port nothing listens on (one a server just gave back). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(PageFetchError)
  return (error as PageFetchError).text.en
}

describe('fetchPage', () => {
  it('reads the title and the main text of an HTML page', async () => {
    const page = await fetchPage(site.url('/page.html'))
    expect(page).toMatchObject({ url: site.url('/page.html'), title: 'Bảng giá', text: 'Massage\nĐá nóng 90 phút: 550.000đ' })
  })

  it('follows up to five redirects and reports the final address', async () => {
    expect((await fetchPage(site.url('/moved'))).url).toBe(site.url('/page.html'))
    expect((await fetchPage(site.url('/hop2'))).url).toBe(site.url('/page.html'))
    expect(await failure(fetchPage(site.url('/hop1')))).toBe('The page redirects more than 5 times')
  })

  it('refuses a redirect loop and a redirect to a non-http address', async () => {
    expect(await failure(fetchPage(site.url('/loop-a')))).toBe('The page redirects in a loop')
    expect(await failure(fetchPage(site.url('/to-file')))).toBe('The page redirects to a non-http address (file:)')
  })

  it('decodes the charset the server names, and reads HTML sent without a Content-Type', async () => {
    expect((await fetchPage(site.url('/latin1'))).text).toBe('Café')
    expect((await fetchPage(site.url('/no-type'))).text).toBe('Không có Content-Type')
  })

  it.each([
    ['/data.json', 'The page is not HTML (application/json)'],
    ['/broken', 'The site answered with an error (HTTP 500)'],
    ['/private', 'The page needs a login or refuses access (HTTP 403)'],
    ['/nowhere', 'The page was not found (HTTP 404)'],
    ['/links-only', 'The page has no readable text'],
  ])('refuses %s: %s', async (path, message) => {
    expect(await failure(fetchPage(site.url(path)))).toBe(message)
  })

  it('still reads the links of a page without text (for discovery)', async () => {
    expect((await loadPage(site.url('/links-only'))).links).toEqual(['/page.html'])
  })

  it('gives up after the timeout', async () => {
    const started = Date.now()
    expect(await failure(fetchPage(site.url('/slow'), { timeoutMs: 300 }))).toBe('The page did not answer within 0.3 s')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('refuses a page over the size limit, announced or not', async () => {
    expect(await failure(fetchPage(site.url('/big'), { maxBytes: 10_000 }))).toBe('The page is too large (over 10 KB)')
    expect(await failure(fetchPage(site.url('/endless')))).toBe('The page is too large (over 2 MB)')
  })

  it('refuses other protocols, bad addresses and unreachable hosts', async () => {
    expect(await failure(fetchPage('file:///etc/passwd'))).toBe('Only http and https addresses can be crawled (not file:)')
    expect(await failure(fetchPage('javascript:alert(1)'))).toBe('Only http and https addresses can be crawled (not javascript:)')
    expect(await failure(fetchPage('data:text/html,<p>x</p>'))).toBe('Only http and https addresses can be crawled (not data:)')
    expect(await failure(fetchPage('not a url'))).toBe('The URL is not valid')
    const closed = await closedPort()
    expect(await failure(fetchPage(`http://127.0.0.1:${closed}/`))).toBe(`The site 127.0.0.1:${closed} refused the connection`)
    expect(await failure(fetchPage('http://no-such-host.invalid/', { timeoutMs: 5000 }))).toMatch(
      /^The site no-such-host.invalid could not be (found|reached)|did not answer/,
    )
  })
})

describe('fetchPage in the browser-only demo (the backend runs in the page)', () => {
  const PAGE_ORIGIN = 'http://127.0.0.1:4173'
  afterEach(() => vi.unstubAllGlobals())

  /** A page at PAGE_ORIGIN whose fetch fails as a browser's does for a site without CORS. */
  function inBrowserPage() {
    vi.stubGlobal('window', { location: { origin: PAGE_ORIGIN } })
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
  }

  it('says that only addresses on the site itself can be read, in both languages', async () => {
    inBrowserPage()
    const error = await fetchPage('https://shop.example.com/gia').then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(PageFetchError)
    expect((error as PageFetchError).text).toEqual({
      vi: `Bản demo chạy hoàn toàn trong trình duyệt chỉ đọc được các địa chỉ trên chính trang này (ví dụ ${PAGE_ORIGIN}/demo-site/), không đọc được shop.example.com`,
      en: `The browser-only demo can read addresses on this site only (such as ${PAGE_ORIGIN}/demo-site/), not shop.example.com`,
    })
  })

  it('keeps the plain reason when the site of the page itself cannot be reached', async () => {
    inBrowserPage()
    expect(await failure(fetchPage(`${PAGE_ORIGIN}/demo-site/`))).toBe('The site 127.0.0.1:4173 could not be reached')
  })
})
