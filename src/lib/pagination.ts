/**
 * The one pagination helper (001 §5, §9): page counts, the window of page numbers and the
 * 'Go to page' jumper. Pages are numbered from 1.
 */
import { PAGE_SIZE } from '../config/constants'

/** Pages needed for `total` items at `perPage` a page: total / perPage rounded up; 0 when there is nothing. */
export function totalPages(total: number, perPage: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(perPage) || total <= 0 || perPage <= 0) return 0
  return Math.ceil(total / perPage)
}

/**
 * Up to `size` consecutive page numbers around `page`, kept inside 1..totalPages:
 * page 1 of 10 → [1..5], page 6 → [4..8], page 10 → [6..10].
 */
export function pageWindow(page: number, pages: number, size: number = PAGE_SIZE.WINDOW): number[] {
  if (pages < 1 || size < 1) return []
  const count = Math.min(Math.floor(size), pages)
  const current = clampPage(page, pages)
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), pages - count + 1)
  return Array.from({ length: count }, (_, index) => first + index)
}

/** `page` moved into 1..pages (1 when there are no pages). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page) || pages < 1) return 1
  return Math.min(Math.max(1, Math.floor(page)), pages)
}

/** The page typed into the jumper, or null when it is not a whole number within 1..pages (then it is ignored). */
export function parseJump(text: string, pages: number): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const page = Number(trimmed)
  return page >= 1 && page <= pages ? page : null
}
