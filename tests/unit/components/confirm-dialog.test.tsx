// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MODAL } from '../../../src/config/constants'
import { ConfirmDialog, type ConfirmDialogProps } from '../../../src/components/confirm/confirm-dialog'
import { initTestI18n } from '../ui/support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(
    <ConfirmDialog
      open
      title="Xóa FAQ"
      message="Are you sure you want to delete this FAQ?"
      confirmLabel="Xóa"
      cancelLabel="Hủy"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  )
  return { onConfirm, onCancel }
}

describe('ConfirmDialog', () => {
  it('asks the question in an alert dialog with the two answers', () => {
    renderConfirm()
    const dialog = screen.getByRole('alertdialog', { name: 'Xóa FAQ' })
    expect(dialog.textContent).toContain('Are you sure you want to delete this FAQ?')
    expect(screen.getByRole('button', { name: 'Xóa' }).className).toContain('btn--danger')
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeTruthy()
  })

  it('confirming calls onConfirm at once', () => {
    const { onConfirm, onCancel } = renderConfirm()
    fireEvent.click(screen.getByRole('button', { name: 'Xóa' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('Cancel calls onCancel after the close animation', () => {
    vi.useFakeTimers()
    const { onConfirm, onCancel } = renderConfirm()
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }))
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS - 1))
    expect(onCancel).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('Escape counts as cancel', () => {
    vi.useFakeTimers()
    const { onCancel } = renderConfirm()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('while busy it shows progress, cannot be confirmed twice and cannot be dismissed', () => {
    vi.useFakeTimers()
    const { onConfirm, onCancel } = renderConfirm({ busy: true })
    const confirm = screen.getByRole('button', { name: /Đang xử lý/ }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Hủy' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('falls back to translated default labels', () => {
    renderConfirm({ confirmLabel: undefined, cancelLabel: undefined, danger: false })
    expect(screen.getByRole('button', { name: 'Xác nhận' }).className).toContain('btn--primary')
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeTruthy()
  })
})
