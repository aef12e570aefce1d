// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MODAL } from '../../../src/config/constants'
import { LinkDisplay } from '../../../src/components/link/link-display'
import { initTestI18n } from '../ui/support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(document, 'execCommand')
})

const LONG = 'https://shop.example.vn/san-pham/ao-thun-nam-co-tron-mau-xanh-size-xl?utm_source=chatbot'

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(writeText) } })
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>
}

async function openAndCopy() {
  fireEvent.click(screen.getByRole('button', { name: 'Sao chép URL' }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép' }))
  })
}

describe('LinkDisplay', () => {
  it('shows a long link shortened, opening the full address in a new tab safely', () => {
    render(<LinkDisplay url={LONG} maxLength={30} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe(LONG)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.getAttribute('title')).toBe(LONG)
    expect(link.textContent).toContain('…')
    expect(link.textContent).not.toContain('utm_source=chatbot?')
  })

  it('the copy button opens a dialog with the full URL, and Copy confirms', async () => {
    const writeText = stubClipboard(async () => {})
    render(<LinkDisplay url={LONG} />)
    await openAndCopy()
    expect(screen.getByRole('dialog', { name: 'Đường dẫn đầy đủ' })).toBeTruthy()
    expect((screen.getByLabelText('URL') as HTMLTextAreaElement).value).toBe(LONG)
    expect(writeText).toHaveBeenCalledWith(LONG)
    expect(screen.getByRole('status').textContent).toContain('Đã sao chép')
  })

  it('falls back to the copy command when the clipboard API refuses', async () => {
    stubClipboard(async () => {
      throw new Error('NotAllowedError')
    })
    const execCommand = vi.fn(() => true)
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    render(<LinkDisplay url={LONG} />)
    await openAndCopy()
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(screen.getByRole('status').textContent).toContain('Đã sao chép')
  })

  it('says so when copying is impossible, leaving the URL to select by hand', async () => {
    stubClipboard(async () => {
      throw new Error('NotAllowedError')
    })
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    render(<LinkDisplay url={LONG} />)
    await openAndCopy()
    expect(screen.getByRole('status').textContent).toBe('Không sao chép được. Hãy chọn đường dẫn và nhấn Ctrl+C.')
    expect((screen.getByLabelText('URL') as HTMLTextAreaElement).value).toBe(LONG)
  })

  it('the dialog closes after its animation, and reopens without the old confirmation', async () => {
    stubClipboard(async () => {})
    render(<LinkDisplay url={LONG} />)
    await openAndCopy()
    vi.useFakeTimers()
    fireEvent.click(screen.getAllByRole('button', { name: 'Đóng' })[0])
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép URL' }))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('does not turn a script address into a link', () => {
    render(<LinkDisplay url="javascript:alert(1)" />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy()
  })

  it('says there is no link when the URL is empty', () => {
    render(<LinkDisplay url="  " />)
    expect(screen.getByText('Không có liên kết')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
