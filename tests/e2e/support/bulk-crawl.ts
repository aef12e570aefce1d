import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export const toast = (page: Page, message: string | RegExp) => page.locator('.toast__message', { hasText: message })

/** On a knowledge tab's data-source sub-tab: opens the bulk crawl and returns its modal. */
export async function openBulkCrawl(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Thu thập URL hàng loạt' }).click()
  const bulk = page.getByRole('dialog', { name: 'Thu thập URL hàng loạt' })
  await bulk.waitFor()
  return bulk
}

/**
 * In the open bulk-crawl modal: creates a list from `startUrl` and waits until it is created. Returns
 * the POST /fetch-url body. From then on every text the live banner shows is recorded, in order
 * (see `bannerTexts`): discovery on a local site is quick.
 */
export async function createList(page: Page, bulk: Locator, startUrl: string): Promise<unknown> {
  await bulk.getByRole('button', { name: 'Thu thập URLs' }).click()
  const newList = page.getByRole('dialog', { name: 'Tạo danh sách mới' })
  const create = newList.getByRole('button', { name: 'Create' })
  const input = newList.getByLabel(/^Start URL/)
  await input.fill('')
  expect(await create.isDisabled()).toBe(true)
  await input.fill(startUrl)
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { bannerTexts: string[] }).bannerTexts = seen
    new MutationObserver(() => {
      const text = document.querySelector('.bulk-banner')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  const fetchUrl = page.waitForRequest((request) => request.url().endsWith('/v1/fetch-url'))
  await create.click()
  const request = (await fetchUrl).postDataJSON() as unknown
  await toast(page, 'Tạo danh sách thành công!').waitFor()
  await newList.waitFor({ state: 'detached' })
  return request
}

/** The banner texts recorded since the last `createList`. */
export const bannerTexts = (page: Page) => page.evaluate(() => (window as unknown as { bannerTexts: string[] }).bannerTexts)

/**
 * On a knowledge tab's data-source sub-tab: opens the bulk crawl, creates a list from `startUrl` and
 * waits until its link discovery ends ('Thu thập xong'). Returns the modal, the POST /fetch-url body
 * and every text the live banner showed, in order.
 */
export async function discoverLinks(page: Page, startUrl: string): Promise<{ bulk: Locator; request: unknown; bannerTexts: string[] }> {
  const bulk = await openBulkCrawl(page)
  const request = await createList(page, bulk, startUrl)
  await toast(page, /Thu thập xong: tìm thấy \d+ liên kết/).waitFor({ timeout: 60_000 })
  return { bulk, request, bannerTexts: await bannerTexts(page) }
}

/**
 * The banner went live: it began with the start URL and no links, counted up one link at a time to
 * more than `moreThan`, and named `named` among the pages found; and it is gone once discovery ended.
 */
export async function expectLiveBanner(bulk: Locator, bannerTexts: string[], startUrl: string, { moreThan, named }: { moreThan: number; named: string }) {
  const counts = bannerTexts.map((text) => Number(/Đã tìm thấy (\d+) liên kết/.exec(text)?.[1] ?? NaN))
  expect(bannerTexts[0]).toContain(`Đang thu thập: ${startUrl}`)
  expect(counts[0]).toBe(0)
  expect(Math.max(...counts)).toBeGreaterThan(moreThan)
  expect(counts.slice(1).every((count, i) => count >= counts[i])).toBe(true)
  expect(bannerTexts.some((text) => text.includes(named))).toBe(true)
  await expect.poll(() => bulk.locator('.bulk-banner').count()).toBe(0)
}

/** The number in a bulk-crawl tab's name, e.g. 'Đang chờ (23)' → 23. */
export async function tabCount(bulk: Locator, tab: string): Promise<number> {
  const name = await bulk.getByRole('tab', { name: new RegExp(`^${tab}`) }).textContent()
  return Number(/\((\d+)\)/.exec(name ?? '')?.[1] ?? 0)
}
