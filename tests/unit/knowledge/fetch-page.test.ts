import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractText, fetchPage, PageFetchError } from '../../../mock-server/knowledge/fetch-page'
import { html, startLocalSite } from '../../support/local-site'

const PAGE = `<!doctype html><html><head><title>Bảng giá &amp; ưu đãi</title>
<style>body { color: red }</style><script>var secret = "do not index"</script></head>
<body><nav>Trang chủ</nav><h1>Massage</h1><p>Massage đá nóng&nbsp;90 phút: 550.000đ</p>
<!-- hidden comment --><ul><li>Gội đầu &#8211; 180.000đ</li><li>Chân &#x2014; 320.000đ</li></ul>
<noscript>enable js</noscript></body></html>`

let site: Awaited<ReturnType<typeof startLocalSite>>

beforeAll(async () => {
  site = await startLocalSite({
    '/page.html': html(PAGE),
    '/moved': (_req, res) => res.writeHead(302, { Location: '/page.html' }).end(),
    '/data.json': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"a":1}'),
    '/broken': (_req, res) => res.writeHead(500, { 'Content-Type': 'text/html' }).end('oops'),
    '/slow': () => {},
    '/big': html(`<html><body>${'<p>lorem ipsum</p>'.repeat(2000)}</body></html>`),
    '/latin1': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=iso-8859-1' })
      res.end(Buffer.from([...Buffer.from('<html><body><p>Caf'), 0xe9, ...Buffer.from('</p></body></html>')]))
    },
    '/empty': html('<html><body><script>only()</script></body></html>'),
  })
})
afterAll(() => site.close())

async function failure(promise: Promise<unknown>): Promise<PageFetchError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(PageFetchError)
  return error as PageFetchError
}

describe('fetchPage', () => {
  it('extracts the title and the visible text of an HTML page, without scripts, styles or comments', async () => {
    const page = await fetchPage(site.url('/page.html'))
    expect(page.title).toBe('Bảng giá & ưu đãi')
    expect(page.text.split('\n')).toEqual(['Trang chủ', 'Massage', 'Massage đá nóng 90 phút: 550.000đ', 'Gội đầu – 180.000đ', 'Chân — 320.000đ'])
    expect(page.text).not.toContain('do not index')
    expect(page.text).not.toContain('color: red')
    expect(page.text).not.toContain('enable js')
  })

  it('follows redirects and reports the final address', async () => {
    const page = await fetchPage(site.url('/moved'))
    expect(page.url).toBe(site.url('/page.html'))
    expect(page.title).toBe('Bảng giá & ưu đãi')
  })

  it('decodes the charset the server names', async () => {
    expect((await fetchPage(site.url('/latin1'))).text).toBe('Café')
  })

  it.each([
    ['/data.json', /not HTML \(application\/json\)/],
    ['/broken', /HTTP 500/],
    ['/nowhere', /HTTP 404/],
    ['/empty', /no readable text/],
  ])('refuses %s', async (path, message) => {
    expect((await failure(fetchPage(site.url(path)))).text.en).toMatch(message)
  })

  it('gives up after the timeout', async () => {
    const started = Date.now()
    const error = await failure(fetchPage(site.url('/slow'), { timeoutMs: 300 }))
    expect(error.text.en).toMatch(/did not answer within 0.3 s/)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('refuses a page over the size limit', async () => {
    expect((await failure(fetchPage(site.url('/big'), { maxBytes: 10_000 }))).text.en).toMatch(/larger than/)
  })

  it('refuses other protocols, bad addresses and unreachable hosts', async () => {
    expect((await failure(fetchPage('ftp://127.0.0.1/file'))).text.en).toMatch(/Only http and https/)
    expect((await failure(fetchPage('not a url'))).text.en).toMatch(/not valid/)
    expect((await failure(fetchPage('http://127.0.0.1:1/'))).text.en).toMatch(/could not be reached/)
  })
})

describe('extractText', () => {
  it('keeps one block per line and decodes entities', () => {
    expect(extractText('<div>a&lt;b</div><div>  c   d </div>')).toBe('a<b\nc d')
  })
})
