import { decodeEntities } from './entities'

/** A fetched web page reduced to what knowledge needs. */
export interface FetchedPage {
  /** The address after redirects. */
  url: string
  title: string
  text: string
}

export interface FetchPageOptions {
  /** Whole fetch, body included (default 10 s). */
  timeoutMs?: number
  /** Largest body read (default 2 MB). */
  maxBytes?: number
}

/** Why a page could not be used, in both languages. */
export class PageFetchError extends Error {
  constructor(readonly text: { vi: string; en: string }) {
    super(text.en)
  }
}

const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024
const HTML_TYPES = ['text/html', 'application/xhtml+xml']

/**
 * Fetches one HTML page over http(s) with a timeout and a size limit and extracts its title and
 * readable text (crudely: scripts, styles and tags dropped, entities decoded, blank lines folded).
 * No same-site link discovery here.
 */
export async function fetchPage(address: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const url = parseHttpUrl(address)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    let response: Response
    try {
      response = await fetch(url, {
        redirect: 'follow',
        signal: controller.signal,
        headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': 'ChatBotAI-Crawler/1.0' },
      })
    } catch {
      throw controller.signal.aborted ? timedOut(timeoutMs) : unreachable()
    }
    parseHttpUrl(response.url || url.href)
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new PageFetchError({ vi: `Trang trả về mã lỗi HTTP ${response.status}`, en: `The page answered HTTP ${response.status}` })
    }
    const contentType = response.headers.get('content-type') ?? ''
    if (!HTML_TYPES.some((type) => contentType.toLowerCase().includes(type))) {
      await response.body?.cancel().catch(() => {})
      const shown = contentType.split(';')[0] || 'unknown'
      throw new PageFetchError({ vi: `Trang không phải HTML (${shown})`, en: `The page is not HTML (${shown})` })
    }
    const bytes = await readLimited(response, maxBytes, controller, timeoutMs)
    const html = decode(bytes, contentType)
    const text = extractText(html)
    if (!text) throw new PageFetchError({ vi: 'Trang không có nội dung văn bản', en: 'The page has no readable text' })
    return { url: response.url || url.href, title: extractTitle(html) || url.hostname + url.pathname, text }
  } finally {
    clearTimeout(timer)
  }
}

function parseHttpUrl(address: string): URL {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new PageFetchError({ vi: 'Địa chỉ URL không hợp lệ', en: 'The URL is not valid' })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError({ vi: 'Chỉ thu thập được địa chỉ http và https', en: 'Only http and https addresses can be crawled' })
  }
  return url
}

const timedOut = (ms: number) =>
  new PageFetchError({ vi: `Trang không phản hồi sau ${ms / 1000} giây`, en: `The page did not answer within ${ms / 1000} s` })
const unreachable = () => new PageFetchError({ vi: 'Không kết nối được tới trang', en: 'The page could not be reached' })

async function readLimited(response: Response, maxBytes: number, controller: AbortController, timeoutMs: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new PageFetchError({
      vi: `Trang lớn hơn ${Math.round(maxBytes / 1024)} KB`,
      en: `The page is larger than ${Math.round(maxBytes / 1024)} KB`,
    })
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!response.body) return new Uint8Array()
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        throw tooLarge()
      }
      parts.push(value)
    }
  } catch (error) {
    if (error instanceof PageFetchError) throw error
    throw controller.signal.aborted ? timedOut(timeoutMs) : unreachable()
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

export function extractTitle(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? ''
  return decodeEntities(title.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim()
}

const BLOCK_TAGS = 'p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|main|nav|aside|blockquote|pre|hr|dd|dt'

/** The page's visible text, one block per line. */
export function extractText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html.replace(/<head[\s\S]*?<\/head>/i, '')
  const stripped = body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|svg|iframe)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi'), '\n')
    .replace(/<[^>]+>/g, ' ')
  return decodeEntities(stripped)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}
