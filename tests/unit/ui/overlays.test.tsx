// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ALERT, TOAST_DURATION_MS } from '../../../src/config/constants'
import { AlertHost } from '../../../src/components/alert/alert-host'
import { getAlertState, resetAlert, showAlert } from '../../../src/components/alert/alert-store'
import { Toaster } from '../../../src/components/toast/toaster'
import { clearToasts, dismissToast, getToasts, showToast } from '../../../src/components/toast/toast-store'
import { initTestI18n, vi as viText } from './support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  act(() => {
    clearToasts()
    resetAlert()
  })
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('toast store', () => {
  it('takes its duration from the type and sits top-right by default', () => {
    showToast({ type: 'error', message: 'boom' })
    showToast({ type: 'info', message: 'fyi', duration: 1000, position: 'bottom-left' })
    expect(getToasts().map(({ type, duration, position }) => ({ type, duration, position }))).toEqual([
      { type: 'error', duration: TOAST_DURATION_MS.error, position: 'top-right' },
      { type: 'info', duration: 1000, position: 'bottom-left' },
    ])
  })

  it('dismisses by id', () => {
    const id = showToast({ type: 'success', message: 'ok' })
    dismissToast(id)
    expect(getToasts()).toEqual([])
  })
})

describe('<Toaster/>', () => {
  it('shows title and message, and the close button dismisses', () => {
    render(<Toaster />)
    act(() => {
      showToast({ type: 'warning', title: 'Chú ý', message: 'Sắp hết hạn' })
    })
    expect(screen.getByText('Chú ý')).toBeTruthy()
    expect(screen.getByText('Sắp hết hạn')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: viText.TOAST.CLOSE }))
    expect(screen.queryByText('Sắp hết hạn')).toBeNull()
    expect(getToasts()).toEqual([])
  })
})

describe('alert modal', () => {
  it('uses the type’s Vietnamese title and the button Đóng by default', () => {
    render(<AlertHost />)
    act(() => {
      showAlert({ type: 'error', message: 'Không lưu được' })
    })
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('Lỗi')
    expect(dialog.textContent).toContain('Không lưu được')
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeTruthy()
  })

  it('closes by itself after 3 s, fading out for 200 ms', () => {
    vi.useFakeTimers()
    render(<AlertHost />)
    act(() => {
      showAlert({ type: 'info', title: 'Tiêu đề', message: 'Xin chào' })
    })
    act(() => vi.advanceTimersByTime(ALERT.AUTO_CLOSE_MS - 1))
    expect(getAlertState().closing).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(getAlertState().closing).toBe(true)
    expect(screen.getByRole('alertdialog').className).toContain('is-closing')
    act(() => vi.advanceTimersByTime(ALERT.FADE_OUT_MS))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('stays when auto-close is off, and the button closes it', () => {
    vi.useFakeTimers()
    render(<AlertHost />)
    act(() => {
      showAlert({ type: 'warning', message: 'Cẩn thận', autoClose: false })
    })
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('alertdialog').textContent).toContain('Cảnh báo')
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }))
    act(() => vi.advanceTimersByTime(ALERT.FADE_OUT_MS))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a success alert also pops the browser alert', () => {
    vi.useFakeTimers()
    const browserAlert = vi.fn()
    vi.stubGlobal('alert', browserAlert)
    render(<AlertHost />)
    act(() => {
      showAlert({ type: 'success', message: 'Đã lưu' })
    })
    act(() => vi.advanceTimersByTime(0))
    expect(browserAlert).toHaveBeenCalledWith('Đã lưu')
    expect(screen.getByRole('alertdialog').textContent).toContain('Thành công')
  })
})
