// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DROPDOWN, MODAL } from '../../../src/config/constants'
import { SearchableSelect, type SelectOption } from '../../../src/components/dropdown/searchable-select'
import { Modal } from '../../../src/components/modal/modal'
import { initTestI18n } from '../ui/support/i18n'
import { clickOutside } from './support/events'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const BOTS: SelectOption<number>[] = [
  { label: 'Chatbot Bán Hàng', value: 1 },
  { label: 'Hỗ trợ khách hàng', value: 2 },
  { label: 'Bot tạm dừng', value: 3, disabled: true },
  { label: 'FAQ nội bộ', value: 4 },
]

function Single({ initial = null, onChange = () => {} }: { initial?: number | null; onChange?: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(initial)
  return (
    <>
      <button>outside</button>
      <SearchableSelect
        ariaLabel="Chatbot"
        placeholder="Chọn chatbot"
        options={BOTS}
        value={value}
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
      />
    </>
  )
}

function Multi({ maxItems, initial = [] }: { maxItems?: number; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial)
  const options = ['A', 'B', 'C', 'D'].map((letter) => ({ label: `Nhãn ${letter}`, value: letter }))
  return (
    <>
      <output data-testid="chosen">{value.join(',')}</output>
      <SearchableSelect ariaLabel="Nhãn" multiple maxItems={maxItems} options={options} value={value} onChange={setValue} />
    </>
  )
}

const trigger = () => screen.getByRole('button', { name: /^Chatbot|^Nhãn/ })
const search = () => screen.getByRole('combobox')
const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent)

function openWithClick() {
  fireEvent.click(trigger())
  act(() => vi.advanceTimersByTime(DROPDOWN.SEARCH_FOCUS_DELAY_MS))
}

describe('SearchableSelect (single)', () => {
  it('shows the placeholder, then the chosen label, and closes after a choice', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    expect(trigger().textContent).toContain('Chọn chatbot')
    openWithClick()
    expect(optionLabels()).toEqual(['Chatbot Bán Hàng', 'Hỗ trợ khách hàng', 'Bot tạm dừng', 'FAQ nội bộ'])
    fireEvent.click(screen.getByRole('option', { name: 'FAQ nội bộ' }))
    expect(onChange).toHaveBeenCalledWith(4)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(trigger().textContent).toContain('FAQ nội bộ')
  })

  it('focuses the search box only after the short delay', () => {
    vi.useFakeTimers()
    render(<Single />)
    fireEvent.click(trigger())
    act(() => vi.advanceTimersByTime(DROPDOWN.SEARCH_FOCUS_DELAY_MS - 1))
    expect(document.activeElement).not.toBe(search())
    act(() => vi.advanceTimersByTime(1))
    expect(document.activeElement).toBe(search())
  })

  it('searches labels case-insensitively by substring', () => {
    vi.useFakeTimers()
    render(<Single />)
    openWithClick()
    fireEvent.change(search(), { target: { value: 'HÀNG' } })
    expect(optionLabels()).toEqual(['Chatbot Bán Hàng', 'Hỗ trợ khách hàng'])
  })

  it("says 'Không tìm thấy kết quả' when nothing matches", () => {
    vi.useFakeTimers()
    render(<Single />)
    openWithClick()
    fireEvent.change(search(), { target: { value: 'zalo' } })
    expect(optionLabels()).toEqual([])
    expect(screen.getByText('Không tìm thấy kết quả')).toBeTruthy()
  })

  it('a disabled option cannot be chosen, by mouse or keyboard', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    openWithClick()
    const paused = screen.getByRole('option', { name: 'Bot tạm dừng' })
    expect(paused.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(paused)
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('listbox')).toBeTruthy()
    // The arrow keys step over it: 1 → 2 → 4.
    fireEvent.keyDown(search(), { key: 'ArrowDown' })
    fireEvent.keyDown(search(), { key: 'ArrowDown' })
    fireEvent.keyDown(search(), { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith(4)
  })

  it('Escape closes it and clears the search text', () => {
    vi.useFakeTimers()
    render(<Single />)
    openWithClick()
    fireEvent.change(search(), { target: { value: 'faq' } })
    fireEvent.keyDown(search(), { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    openWithClick()
    expect((search() as HTMLInputElement).value).toBe('')
    expect(optionLabels()).toHaveLength(4)
  })

  it('a click outside closes it', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    openWithClick()
    clickOutside(screen.getByRole('button', { name: 'outside' }))
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('Enter and Space on the trigger open it; arrows and Enter choose', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    trigger().focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('listbox')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(search()))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(2)
    expect(screen.queryByRole('listbox')).toBeNull()

    trigger().focus()
    await user.keyboard(' ')
    expect(screen.getByRole('listbox')).toBeTruthy()
  })

  it('ArrowDown on the trigger opens it too, and End/Home jump to the last and first choices', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' })
    act(() => vi.advanceTimersByTime(DROPDOWN.SEARCH_FOCUS_DELAY_MS))
    fireEvent.keyDown(search(), { key: 'End' })
    expect(search().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'FAQ nội bộ' }).id)
    fireEvent.keyDown(search(), { key: 'Home' })
    fireEvent.keyDown(search(), { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith(1)
  })

  it('Enter with no match does nothing', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    openWithClick()
    fireEvent.change(search(), { target: { value: 'zzz' } })
    fireEvent.keyDown(search(), { key: 'Enter' })
    expect(onChange).not.toHaveBeenCalled()
  })

  it('marks the chosen option as selected', () => {
    vi.useFakeTimers()
    render(<Single initial={2} />)
    openWithClick()
    expect(screen.getByRole('option', { name: 'Hỗ trợ khách hàng' }).getAttribute('aria-selected')).toBe('true')
  })

  it('does not open while disabled', () => {
    render(<SearchableSelect ariaLabel="Chatbot" disabled options={BOTS} value={null} onChange={() => {}} />)
    fireEvent.click(trigger())
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('works inside a modal', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(
      <Modal open onClose={() => {}} title="Chọn">
        <SearchableSelect ariaLabel="Chatbot" options={BOTS} value={null} onChange={onChange} />
      </Modal>,
    )
    openWithClick()
    expect(document.activeElement).toBe(search())
    fireEvent.change(search(), { target: { value: 'faq' } })
    fireEvent.keyDown(search(), { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith(4)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('inside a modal, Escape closes only the dropdown', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(
      <Modal open onClose={onClose} title="Chọn">
        <SearchableSelect ariaLabel="Chatbot" options={BOTS} value={null} onChange={() => {}} />
      </Modal>,
    )
    openWithClick()
    fireEvent.keyDown(search(), { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog').className).not.toContain('is-closing')
  })
})

describe('SearchableSelect (multiple)', () => {
  it('toggles several choices and stays open', () => {
    vi.useFakeTimers()
    render(<Multi />)
    openWithClick()
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn A' }))
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn C' }))
    expect(screen.getByTestId('chosen').textContent).toBe('A,C')
    expect(screen.getByRole('listbox')).toBeTruthy()
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn A' }))
    expect(screen.getByTestId('chosen').textContent).toBe('C')
    expect(trigger().textContent).toContain('Nhãn C')
  })

  it('stops at maxItems: other options are disabled until one is removed', () => {
    vi.useFakeTimers()
    render(<Multi maxItems={2} />)
    openWithClick()
    expect(screen.getByText('Chọn tối đa 2 mục')).toBeTruthy()
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn A' }))
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn B' }))
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn C' }))
    expect(screen.getByTestId('chosen').textContent).toBe('A,B')
    expect(screen.getByRole('option', { name: 'Nhãn C' }).getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn A' }))
    fireEvent.click(screen.getByRole('option', { name: 'Nhãn C' }))
    expect(screen.getByTestId('chosen').textContent).toBe('B,C')
  })

  it('caps at DROPDOWN.MAX_ITEMS by default', () => {
    vi.useFakeTimers()
    render(<Multi />)
    openWithClick()
    expect(screen.getByText(`Chọn tối đa ${DROPDOWN.MAX_ITEMS} mục`)).toBeTruthy()
  })

  it('clears every choice at once', () => {
    vi.useFakeTimers()
    render(<Multi initial={['A', 'B']} />)
    expect(trigger().textContent).toContain('Nhãn A, Nhãn B')
    openWithClick()
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ chọn tất cả' }))
    expect(screen.getByTestId('chosen').textContent).toBe('')
  })

  it('the keyboard toggles with Enter without closing', () => {
    vi.useFakeTimers()
    render(<Multi />)
    openWithClick()
    fireEvent.keyDown(search(), { key: 'Enter' })
    fireEvent.keyDown(search(), { key: 'ArrowDown' })
    fireEvent.keyDown(search(), { key: 'Enter' })
    expect(screen.getByTestId('chosen').textContent).toBe('A,B')
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true')
  })
})
