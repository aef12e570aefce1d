import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZE } from '../../config/constants'
import { clampPage, pageWindow, parseJump, totalPages } from '../../lib/pagination'
import './pagination.css'

export interface PaginationProps {
  /** The current page, from 1. */
  page: number
  pageSize: number
  /** Items in the whole list. */
  total: number
  onPageChange: (page: number) => void
  /** Given: a page-size selector is shown. The parent usually goes back to page 1. */
  onPageSizeChange?: (pageSize: number) => void
  pageSizeOptions?: readonly number[]
}

/**
 * The pagination bar (001 §2.9, §5, §9): 'Total N items', previous/next around a window of
 * PAGE_SIZE.WINDOW page numbers, page sizes and a 'Go to page' jumper that ignores non-numbers and
 * pages out of range.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE.OPTIONS,
}: PaginationProps) {
  const { t } = useTranslation()
  const jumpId = useId()
  const [jumpText, setJumpText] = useState('')
  const pages = totalPages(total, pageSize)
  const current = clampPage(page, pages)
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b)

  function goTo(target: number) {
    if (target !== page && target >= 1 && target <= pages) onPageChange(target)
  }

  function jump() {
    const target = parseJump(jumpText, pages)
    if (target === null) return
    setJumpText('')
    goTo(target)
  }

  return (
    <nav className="pagination" aria-label={t('UI.PAGINATION.LABEL')}>
      <span className="pagination__total">{t('UI.PAGINATION.TOTAL', { count: Math.max(0, total) })}</span>
      <ul className="pagination__pages">
        <li>
          <button
            type="button"
            className="pagination__button"
            aria-label={t('UI.PAGINATION.PREVIOUS')}
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageWindow(current, pages, PAGE_SIZE.WINDOW).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`pagination__button${number === current ? ' is-current' : ''}`}
              aria-label={t('UI.PAGINATION.PAGE', { page: number })}
              aria-current={number === current ? 'page' : undefined}
              onClick={() => goTo(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="pagination__button"
            aria-label={t('UI.PAGINATION.NEXT')}
            disabled={current >= pages}
            onClick={() => goTo(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
      {onPageSizeChange ? (
        <select
          className="pagination__size"
          aria-label={t('UI.PAGINATION.PAGE_SIZE')}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('UI.PAGINATION.PAGE_SIZE_OPTION', { size })}
            </option>
          ))}
        </select>
      ) : null}
      {pages > 1 ? (
        <span className="pagination__jump">
          <label htmlFor={jumpId}>{t('UI.PAGINATION.GO_TO')}</label>
          <input
            id={jumpId}
            className="pagination__jump-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            title={t('UI.PAGINATION.GO_TO_HINT', { max: pages })}
            value={jumpText}
            onChange={(event) => setJumpText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                jump()
              }
            }}
          />
        </span>
      ) : null}
    </nav>
  )
}
