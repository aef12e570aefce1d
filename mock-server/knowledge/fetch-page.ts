import { DEMO_SITE_PATH } from '../shared/demo-site'
import { readHtml } from './html-page'

/** A fetched web page reduced to what knowledge needs. */
export interface FetchedPage {
  /** The address after redirects. */
  url: string
  title: string
  /** The readable main text. */
  text: string
  /** The page's links as written, and the address they are relative to (the <base>, else the page). */
  links: string[]
  linkBase: string
}

export interface FetchPageOptions {
  /** Whole fetch, redirects and body included (default 10 s). */
  timeoutMs?: number
  /** Largest body read (default 2 MB). */
  maxBytes?: number
  /** Redirects followed (default 5). */
  maxRedirects?: number
}

/** Why a page could not be used, in both languages. */
export class PageFetchError extends Error {
  constructor(readonly text: { vi: string; en: string }) {
    super(text.en)
  }
}

export const PAGE_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const
const HTML_TYPES = ['text/html', 'application/xhtml+xml']
const REDIRECTS = new Set([301, 302, 303, 307, 308])
const HEADERS = {
  Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'Accept-Language': 'vi,en;q=0.8',
  'User-Agent': 'ChatBotAI-Crawler/1.0 (+knowledge import)',
}

const fail = (vi: string, en: string) => new PageFetchError({ vi, en })

/** An http(s) URL, or a PageFetchError saying why not (file:, javascript:, data:, mailto: …). */
export function parseHttpUrl(address: string): URL {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw fail('Địa chỉ URL không hợp lệ', 'The URL is not valid')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw fail(
      `Chỉ thu thập được địa chỉ http và https (không phải ${url.protocol})`,
      `Only http and https addresses can be crawled (not ${url.protocol})`,
    )
  }
  return url
}

function statusError(status: number): PageFetchError {
  if (status === 404 || status === 410) return fail(`Không tìm thấy trang (HTTP ${status})`, `The page was not found (HTTP ${status})`)
  if (status === 401 || status === 403) {
    return fail(`Trang yêu cầu đăng nhập hoặc từ chối truy cập (HTTP ${status})`, `The page needs a login or refuses access (HTTP ${status})`)
  }
  if (status >= 500) return fail(`Máy chủ của trang gặp lỗi (HTTP ${status})`, `The site answered with an error (HTTP ${status})`)
  return fail(`Trang trả về mã lỗi HTTP ${status}`, `The page answered HTTP ${status}`)
}

/**
 * Why a request failed before an answer: the host unknown, the connection refused, the time up, or,
 * in the browser, another site that does not let the page read it.
 */
function networkError(error: unknown, url: URL, timedOut: boolean, timeoutMs: number): PageFetchError {
  if (timedOut) return fail(`Trang không phản hồi sau ${timeoutMs / 1000} giây`, `The page did not answer within ${timeoutMs / 1000} s`)
  const code = (error as { cause?: { code?: string } })?.cause?.code
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return fail(`Không tìm thấy tên miền ${url.hostname} (hãy kiểm tra địa chỉ)`, `The site ${url.hostname} could not be found (check the address)`)
  }
  if (code === 'ECONNREFUSED') return fail(`Trang ${url.host} từ chối kết nối`, `The site ${url.host} refused the connection`)
  // In the zero-server demo this backend runs in the page: the browser lets it read only its own
  // origin (and sites that allow it by CORS), and says no more than "Failed to fetch" (decision 909).
  const page = typeof window === 'undefined' ? undefined : window.location?.origin
  if (page && url.origin !== page) {
    return fail(
      `Bản demo chạy hoàn toàn trong trình duyệt chỉ đọc được các địa chỉ trên chính trang này (ví dụ ${page}${DEMO_SITE_PATH}), không đọc được ${url.host}`,
      `The browser-only demo can read addresses on this site only (such as ${page}${DEMO_SITE_PATH}), not ${url.host}`,
    )
  }
  return fail(`Không kết nối được tới ${url.host}`, `The site ${url.host} could not be reached`)
}

const tooLarge = (maxBytes: number) => {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`
  return fail(`Trang quá lớn (hơn ${size})`, `The page is too large (over ${size})`)
}

/**
 * GETs an address following at most `maxRedirects` redirects itself, so each hop is checked:
 * only http(s) targets, no loops. (Browsers hide redirects from scripts; there the platform follows them.)
 */
async function requestFollowing(start: URL, maxRedirects: number, signal: AbortSignal): Promise<{ response: Response; url: URL }> {
  const visited = new Set([start.href])
  let url = start
  for (let hops = 0; ; hops++) {
    const response = await fetch(url, { redirect: 'manual', signal, headers: HEADERS })
    if (response.type === 'opaqueredirect') return { response: await fetch(url, { redirect: 'follow', signal, headers: HEADERS }), url }
    if (!REDIRECTS.has(response.status)) return { response, url }
    await response.body?.cancel().catch(() => {})
    const location = response.headers.get('location')
    if (!location) throw fail('Trang chuyển hướng nhưng không cho biết tới đâu', 'The page redirects without saying where to')
    let next: URL
    try {
      next = new URL(location, url)
    } catch {
      throw fail('Trang chuyển hướng tới một địa chỉ không hợp lệ', 'The page redirects to an invalid address')
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw fail(`Trang chuyển hướng tới địa chỉ không phải http (${next.protocol})`, `The page redirects to a non-http address (${next.protocol})`)
    }
    if (visited.has(next.href)) throw fail('Trang chuyển hướng vòng lặp (redirect loop)', 'The page redirects in a loop')
    if (hops + 1 > maxRedirects) {
      throw fail(`Trang chuyển hướng quá ${maxRedirects} lần`, `The page redirects more than ${maxRedirects} times`)
    }
    visited.add(next.href)
    url = next
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge(maxBytes)
  }
  if (!response.body) return new Uint8Array()
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    parts.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}

/** Charset from the Content-Type header, else from a <meta> in the first bytes, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048))
  const charset =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

/**
 * Fetches one HTML page over http(s) (decision 801): a time limit over the whole fetch, a size
 * limit on the body, at most five redirects each checked, HTML only (by Content-Type, or by its
 * first bytes when the server sends none). Every failure is a PageFetchError with a clear reason.
 */
export async function fetchHtml(address: string, options: FetchPageOptions = {}): Promise<{ url: string; html: string }> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...PAGE_LIMITS, ...options }
  const start = parseHttpUrl(address)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  let current = start
  try {
    const { response, url } = await requestFollowing(start, maxRedirects, controller.signal)
    current = url
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw statusError(response.status)
    }
    const contentType = (response.headers.get('content-type') ?? '').toLowerCase()
    if (contentType && !HTML_TYPES.some((type) => contentType.includes(type))) {
      await response.body?.cancel().catch(() => {})
      const shown = contentType.split(';')[0].trim()
      throw fail(`Trang không phải HTML (${shown})`, `The page is not HTML (${shown})`)
    }
    const bytes = await readLimited(response, maxBytes)
    const html = decode(bytes, contentType)
    if (!contentType && !/^\s*</.test(html)) throw fail('Trang không phải HTML', 'The page is not HTML')
    return { url: response.url || url.href, html }
  } catch (error) {
    if (error instanceof PageFetchError) throw error
    throw networkError(error, current, timedOut, timeoutMs)
  } finally {
    clearTimeout(timer)
  }
}

/** A page's title, readable text (possibly empty) and links. */
export async function loadPage(address: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const { url, html } = await fetchHtml(address, options)
  const page = readHtml(html)
  const target = new URL(url)
  let linkBase = url
  try {
    if (page.base) linkBase = new URL(page.base, url).href
  } catch {}
  return { url, title: page.title || target.hostname + target.pathname, text: page.text, links: page.links, linkBase }
}

/** A page for knowledge: as `loadPage`, but a page without readable text is refused. */
export async function fetchPage(address: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const page = await loadPage(address, options)
  if (!page.text) throw fail('Trang không có nội dung văn bản', 'The page has no readable text')
  return page
}
