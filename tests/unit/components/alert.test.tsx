// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ALERT } from '../../../src/config/constants'
import { AlertHost } from '../../../src/components/alert/alert-host'
import { getAlertState, resetAlert, showAlert, type AlertType } from '../../../src/components/alert/alert-store'
import { initTestI18n } from '../ui/support/i18n'
import { clickOutside } from './support/events'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  act(() => resetAlert())
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function show(type: AlertType = 'info', extra: Partial<Parameters<typeof showAlert>[0]> = {}) {
  act(() => {
    showAlert({ type, message: 'Nội dung', browserAlert: false, ...extra })
  })
}

describe('alert modal', () => {
  it.each([
    ['success', 'Thành công'],
    ['error', 'Lỗi'],
    ['warning', 'Cảnh báo'],
    ['info', 'Thông báo'],
  ] as const)('a %s alert has the Vietnamese default title %s', (type, title) => {
    render(<AlertHost />)
    show(type)
    expect(screen.getByRole('alertdialog', { name: title })).toBeTruthy()
  })

  it('takes its own title and button text', () => {
    render(<AlertHost />)
    show('info', { title: 'Đã gửi', buttonText: 'OK' })
    expect(screen.getByRole('alertdialog', { name: 'Đã gửi' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy()
  })

  it('Escape fades it out for 200 ms and then removes it', () => {
    vi.useFakeTimers()
    render(<AlertHost />)
    show('warning', { autoClose: false })
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(getAlertState().closing).toBe(true)
    act(() => vi.advanceTimersByTime(ALERT.FADE_OUT_MS - 1))
    expect(screen.getByRole('alertdialog').className).toContain('is-closing')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a click on the backdrop closes it', () => {
    vi.useFakeTimers()
    render(<AlertHost />)
    show('error', { autoClose: false })
    act(() => vi.advanceTimersByTime(10)) // radix listens for outside clicks from the next tick
    clickOutside(document.querySelector('.alert-overlay')!)
    act(() => vi.advanceTimersByTime(ALERT.FADE_OUT_MS))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('auto-closes after 3000 ms by default, or after the given time', () => {
    vi.useFakeTimers()
    render(<AlertHost />)
    show('info')
    act(() => vi.advanceTimersByTime(ALERT.AUTO_CLOSE_MS + ALERT.FADE_OUT_MS))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    show('info', { autoClose: 1_000 })
    act(() => vi.advanceTimersByTime(1_000 + ALERT.FADE_OUT_MS))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a new alert replaces the one on screen and gets its own full time', () => {
    vi.useFakeTimers()
    render(<AlertHost />)
    show('info', { message: 'Cũ' })
    act(() => vi.advanceTimersByTime(ALERT.AUTO_CLOSE_MS - 100))
    show('success', { message: 'Mới' })
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('alertdialog').textContent).toContain('Mới')
    expect(getAlertState().closing).toBe(false)
  })

  it('the fade in CSS lasts as long as the store waits', () => {
    render(<AlertHost />)
    show()
    expect(screen.getByRole('alertdialog').style.getPropertyValue('--alert-fade-ms')).toBe(`${ALERT.FADE_OUT_MS}ms`)
  })
})
