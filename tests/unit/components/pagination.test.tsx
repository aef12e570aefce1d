// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { Pagination } from '../../../src/components/pagination/pagination'
import { initTestI18n } from '../ui/support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(async () => {
  cleanup()
  await initTestI18n('vi')
})

function Harness({ total = 95, initialPage = 1, onPageChange = () => {} }: { total?: number; initialPage?: number; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(initialPage)
  const [size, setSize] = useState(10)
  return (
    <Pagination
      page={page}
      pageSize={size}
      total={total}
      onPageChange={(next) => {
        onPageChange(next)
        setPage(next)
      }}
      onPageSizeChange={(next) => {
        setSize(next)
        setPage(1)
      }}
    />
  )
}

const pageNumbers = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => /^\d+$/.test(text ?? ''))
const currentPage = () => screen.getByRole('button', { current: 'page' }).textContent
const jumper = () => screen.getByLabelText('Đến trang') as HTMLInputElement

function jumpTo(text: string) {
  fireEvent.change(jumper(), { target: { value: text } })
  fireEvent.keyDown(jumper(), { key: 'Enter' })
}

describe('Pagination', () => {
  it('shows the total and a window of five page numbers', () => {
    render(<Harness />)
    expect(screen.getByText('Tổng 95 mục')).toBeTruthy()
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5'])
    expect(currentPage()).toBe('1')
  })

  it('says the total in English too', async () => {
    await initTestI18n('en')
    render(<Harness total={42} />)
    expect(screen.getByText('Total 42 items')).toBeTruthy()
    expect(screen.getByLabelText('Go to page')).toBeTruthy()
  })

  it('moves the window with the current page and disables previous on the first page, next on the last', () => {
    render(<Harness />)
    const previous = screen.getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement
    expect(previous.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Trang 5' }))
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7'])
    fireEvent.click(next)
    expect(currentPage()).toBe('6')
    fireEvent.click(screen.getByRole('button', { name: 'Trang 8' }))
    fireEvent.click(screen.getByRole('button', { name: 'Trang 10' }))
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10'])
    expect(next.disabled).toBe(true)
    fireEvent.click(previous)
    expect(currentPage()).toBe('9')
  })

  it('clicking the current page does not reload it', () => {
    const onPageChange = vi.fn()
    render(<Harness onPageChange={onPageChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Trang 1' }))
    expect(onPageChange).not.toHaveBeenCalled()
  })

  it('offers the page sizes 10, 20, 30, 40 and recounts the pages', () => {
    render(<Harness />)
    const select = screen.getByLabelText('Số mục mỗi trang') as HTMLSelectElement
    expect([...select.options].map((option) => option.textContent)).toEqual(['10 / trang', '20 / trang', '30 / trang', '40 / trang'])
    fireEvent.change(select, { target: { value: '40' } })
    expect(pageNumbers()).toEqual(['1', '2', '3'])
  })

  it('hides the page-size selector when the parent does not handle it', () => {
    render(<Pagination page={1} pageSize={10} total={30} onPageChange={() => {}} />)
    expect(screen.queryByLabelText('Số mục mỗi trang')).toBeNull()
  })

  it('Go to page jumps on Enter and empties the box', () => {
    render(<Harness />)
    jumpTo('7')
    expect(currentPage()).toBe('7')
    expect(jumper().value).toBe('')
  })

  it('Go to page ignores text that is not a number and pages out of range', () => {
    const onPageChange = vi.fn()
    render(<Harness onPageChange={onPageChange} />)
    for (const text of ['abc', '2.5', '0', '11', '-1', '']) jumpTo(text)
    expect(onPageChange).not.toHaveBeenCalled()
    expect(currentPage()).toBe('1')
  })

  it('with nothing to show: total 0, no page numbers, no jumper, both arrows disabled', () => {
    render(<Harness total={0} />)
    expect(screen.getByText('Tổng 0 mục')).toBeTruthy()
    expect(pageNumbers()).toEqual([])
    expect(screen.queryByLabelText('Đến trang')).toBeNull()
    expect((screen.getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('a page beyond the end (after deletions) still shows a sensible window and lets the user step back', () => {
    const onPageChange = vi.fn()
    render(<Pagination page={12} pageSize={10} total={35} onPageChange={onPageChange} />)
    expect(pageNumbers()).toEqual(['1', '2', '3', '4'])
    fireEvent.click(screen.getByRole('button', { name: 'Trang 4' }))
    expect(onPageChange).toHaveBeenCalledWith(4)
  })
})
