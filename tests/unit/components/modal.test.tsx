// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MODAL } from '../../../src/config/constants'
import { Modal, ModalClose, MODAL_SIZES } from '../../../src/components/modal/modal'
import { initTestI18n } from '../ui/support/i18n'
import { clickOutside } from './support/events'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Harness({ onClose = () => {}, dismissible = true }: { onClose?: () => void; dismissible?: boolean }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button onClick={() => setOpen(true)}>reopen</button>
      <Modal
        open={open}
        dismissible={dismissible}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        title="Sửa FAQ"
        description="Câu hỏi và câu trả lời"
        footer={
          <ModalClose>
            <button>Huỷ bỏ</button>
          </ModalClose>
        }
      >
        <input aria-label="Câu hỏi" />
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('shows the title, description, body and footer in a dialog', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Sửa FAQ' })
    expect(dialog.textContent).toContain('Câu hỏi và câu trả lời')
    expect(screen.getByLabelText('Câu hỏi')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Huỷ bỏ' })).toBeTruthy()
  })

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Ẩn" />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('the X fades it out and calls onClose only after 300 ms', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }))
    expect(screen.getByRole('dialog').className).toContain('is-closing')
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS - 1))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Escape closes it the same way, once even if pressed twice', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.keyDown(screen.getByLabelText('Câu hỏi'), { key: 'Escape' })
    fireEvent.keyDown(document.body, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a click on the backdrop closes it after the animation', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    act(() => vi.advanceTimersByTime(10)) // radix listens for outside clicks from the next tick
    const overlay = document.querySelector('.modal-overlay')!
    clickOutside(overlay)
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a footer button wrapped in ModalClose closes it like the X', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Huỷ bỏ' }))
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('opens fresh (not faded) when shown again after a close', () => {
    vi.useFakeTimers()
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }))
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }))
    expect(screen.getByRole('dialog').className).not.toContain('is-closing')
  })

  it('cannot be closed by X or Escape while not dismissible', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} dismissible={false} />)
    const close = screen.getByRole('button', { name: 'Đóng' }) as HTMLButtonElement
    expect(close.disabled).toBe(true)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS * 2))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('does not call onClose after it was removed mid-animation', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const { unmount } = render(<Modal open onClose={onClose} title="T" />)
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }))
    unmount()
    act(() => vi.advanceTimersByTime(MODAL.CLOSE_ANIMATION_MS))
    expect(onClose).not.toHaveBeenCalled()
  })

  it.each(MODAL_SIZES)('takes the size %s', (size) => {
    render(<Modal open onClose={() => {}} title="T" size={size} />)
    expect(screen.getByRole('dialog').className).toContain(`modal--${size}`)
  })

  it('uses a custom accessible name for the X', () => {
    render(<Modal open onClose={() => {}} title="T" closeLabel="Đóng cửa sổ thanh toán" />)
    expect(screen.getByRole('button', { name: 'Đóng cửa sổ thanh toán' })).toBeTruthy()
  })
})
