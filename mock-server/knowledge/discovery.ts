import type { ServerContext } from '../context'
import { loadPage, PageFetchError, type FetchedPage } from './fetch-page'
import { pageLink } from './links'
import { saveUrlCrawl, urlCrawlFor } from './store'

/** One bulk-crawl link discovery (POST /fetch-url). */
export interface DiscoveryRun {
  chatbotId: number
  startUrl: string
  /** Link hops followed from the start page (0: the start page only). */
  maxDepth: number
  /** Content type the found links are recorded with. */
  type: string
  room: string
  /** The language of the call, for `crawl_error` texts. */
  language: 'vi' | 'en'
}

/** Discovery starts this long after the call when no client joined the room earlier (x-socket-events). */
export const DISCOVERY_START_DELAY_MS = 5_000

/** Bounds of one run: links recorded, pages fetched at once, and its whole duration. */
export const DISCOVERY_LIMITS = { maxLinks: 300, concurrency: 4, maxDurationMs: 3 * 60_000 }

/** Runs `work` over `items` with at most `limit` at a time; results in input order. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * Starts the run when the first client joins its room (so no event is emitted before someone can
 * hear it), or after DISCOVERY_START_DELAY_MS when nobody does.
 */
export function scheduleDiscovery(ctx: ServerContext, run: DiscoveryRun): void {
  let started = false
  let cancelJoin: (() => void) | undefined
  const start = () => {
    if (started) return
    started = true
    clearTimeout(timer)
    cancelJoin?.()
    void discoverLinks(ctx, run)
  }
  const timer = setTimeout(start, DISCOVERY_START_DELAY_MS)
  ;(timer as { unref?: () => void }).unref?.()
  cancelJoin = ctx.realtime.onJoin?.(run.room, start)
}

/**
 * Same-site link discovery, breadth first (decision 801): the start page, then its links, then
 * theirs, up to `maxDepth` hops. Each new page address (same origin, http(s), fragment stripped,
 * not a file by its extension, not already a record of the bot) is stored as a `waiting` record
 * and announced as `new_product_link`; a found page that fails when its links are read is marked
 * `failed` with the reason. The run ends with `crawl_complete { found }`, or `crawl_error` when
 * the start page cannot be read. Every batch of writes is flushed.
 */
export async function discoverLinks(ctx: ServerContext, run: DiscoveryRun): Promise<void> {
  const emit = (event: string, payload: unknown) => ctx.realtime.emit(run.room, event, payload)
  try {
    let start: FetchedPage
    try {
      start = await loadPage(run.startUrl)
    } catch (error) {
      const reason = error instanceof PageFetchError ? error.text : { vi: 'lỗi không xác định', en: 'unexpected error' }
      emit('crawl_error', {
        error: run.language === 'en' ? `Could not read the start page: ${reason.en}` : `Không đọc được trang bắt đầu: ${reason.vi}`,
      })
      return
    }
    const site = new URL(start.url).origin
    const deadline = Date.now() + DISCOVERY_LIMITS.maxDurationMs
    const withoutFragment = (address: string) => {
      const url = new URL(address)
      url.hash = ''
      return url.href
    }
    const seen = new Set([withoutFragment(run.startUrl), withoutFragment(start.url)])
    const found: string[] = []
    const announce = async (url: string) => {
      if (urlCrawlFor(ctx, run.chatbotId, url)) return
      await saveUrlCrawl(ctx, run.chatbotId, url, { type: run.type, status: 'waiting', room: run.room })
      found.push(url)
      emit('new_product_link', { url })
    }
    await announce(withoutFragment(start.url))
    await ctx.db.flush()

    let level: { url: string; page?: FetchedPage }[] = [{ url: start.url, page: start }]
    for (let depth = 0; depth < run.maxDepth && level.length > 0 && Date.now() < deadline; depth++) {
      const next: string[] = []
      await mapWithLimit(level, DISCOVERY_LIMITS.concurrency, async ({ url, page }) => {
        if (Date.now() >= deadline) return
        let read = page
        if (!read) {
          try {
            read = await loadPage(url)
          } catch (error) {
            const record = urlCrawlFor(ctx, run.chatbotId, url)
            if (error instanceof PageFetchError && record?.status === 'waiting' && record.room === run.room) {
              await saveUrlCrawl(ctx, run.chatbotId, url, { type: record.type, status: 'failed', error: error.text.en, room: run.room })
            }
            return
          }
        }
        for (const href of read.links) {
          const link = pageLink(href, read.linkBase, site)
          if (!link || seen.has(link) || seen.size >= DISCOVERY_LIMITS.maxLinks) continue
          seen.add(link)
          next.push(link)
          await announce(link)
        }
      })
      await ctx.db.flush()
      level = next.map((url) => ({ url }))
    }
    emit('crawl_complete', { found })
  } catch (error) {
    console.error('[discovery] run failed', error)
    emit('crawl_error', {
      error: run.language === 'en' ? 'Link discovery failed. Please try again.' : 'Thu thập liên kết thất bại. Vui lòng thử lại.',
    })
  }
}
