// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { TOAST_DURATION_MS, TOAST_POSITIONS } from '../../../src/config/constants'
import { Toaster } from '../../../src/components/toast/toaster'
import { clearToasts, getToasts, showToast, type ToastPosition } from '../../../src/components/toast/toast-store'
import { initTestI18n } from '../ui/support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  act(() => clearToasts())
  vi.useRealTimers()
})

describe('toasts', () => {
  it.each(Object.entries(TOAST_DURATION_MS))('a %s toast closes by itself after its duration (%i ms)', (type, duration) => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      showToast({ type: type as keyof typeof TOAST_DURATION_MS, message: `Tin ${type}` })
    })
    act(() => vi.advanceTimersByTime(duration - 1))
    expect(screen.queryByText(`Tin ${type}`)).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(`Tin ${type}`)).toBeNull()
    expect(getToasts()).toEqual([])
  })

  it('the success, error, warning and info durations are 5, 7, 6 and 4 seconds', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 5_000, error: 7_000, warning: 6_000, info: 4_000 })
  })

  it('a custom duration wins; a zero or negative one falls back to the type’s', () => {
    showToast({ type: 'info', message: 'a', duration: 1_500 })
    showToast({ type: 'info', message: 'b', duration: 0 })
    showToast({ type: 'error', message: 'c', duration: -5 })
    expect(getToasts().map((toast) => toast.duration)).toEqual([1_500, TOAST_DURATION_MS.info, TOAST_DURATION_MS.error])
  })

  it('sits top-right by default and in any of the six corners when asked', () => {
    render(<Toaster />)
    act(() => {
      showToast({ type: 'info', message: 'mặc định' })
      for (const position of TOAST_POSITIONS) showToast({ type: 'success', message: `ở ${position}`, position })
    })
    expect(screen.getByText('mặc định').closest('.toast-viewport')!.className).toContain('toast-viewport--top-right')
    for (const position of TOAST_POSITIONS) {
      expect(screen.getByText(`ở ${position}`).closest('.toast-viewport')!.className).toContain(`toast-viewport--${position}`)
    }
  })

  it('an unknown position falls back to top-right', () => {
    showToast({ type: 'info', message: 'x', position: 'middle' as ToastPosition })
    expect(getToasts()[0].position).toBe('top-right')
  })

  it('each toast has a close button', () => {
    render(<Toaster />)
    act(() => {
      showToast({ type: 'error', message: 'Một' })
      showToast({ type: 'error', message: 'Hai' })
    })
    const closes = screen.getAllByRole('button', { name: 'Đóng thông báo' })
    expect(closes).toHaveLength(2)
    fireEvent.click(closes[0])
    expect(screen.queryByText('Một')).toBeNull()
    expect(screen.getByText('Hai')).toBeTruthy()
  })
})
