// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SelectedPlan } from '../../../machines/payment-order.machine'
import { MODAL, PAYMENT, PAYMENT_FLOW } from '../../../src/config/constants'
import { PaymentModal } from '../../../src/features/payment/payment-modal'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { fakes, resetFakes } from './support/fake-actors'
import { PENDING_ORDER } from '../../model/samples/payment-order.samples'

vi.mock('../../../src/features/payment/payment-actors', async () => {
  const { fakePaymentActors } = await import('./support/fake-actors')
  return { paymentActors: fakePaymentActors }
})

const T = viText.PAYMENT
const PLAN: SelectedPlan = { id: 2, name: 'Professional', price_amount: 29, price_currency: 'USD', subtitle: 'Cho doanh nghiệp đang tăng trưởng' }
const NOW = Date.parse('2025-01-15T08:00:00.000Z')
const order = { ...PENDING_ORDER, expire_at: new Date(NOW + 15 * 60_000).toISOString() }

beforeAll(() => initTestI18n('vi'))
beforeEach(() => {
  resetFakes()
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function open(props: Partial<Parameters<typeof PaymentModal>[0]> = {}) {
  const onSuccess = vi.fn()
  const onDismiss = vi.fn()
  render(<PaymentModal open plan={PLAN} user={{ id: 7 }} demoControls={false} onSuccess={onSuccess} onDismiss={onDismiss} {...props} />)
  const dialog = () => screen.getByRole('dialog', { name: T.TITLE })
  return { onSuccess, onDismiss, dialog }
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))

async function openPending(props: Partial<Parameters<typeof PaymentModal>[0]> = {}) {
  const opened = open(props)
  await fakes.createOrder.answer(order)
  return opened
}

describe('payment modal', () => {
  it("is titled 'Thực hiện thanh toán', names the plan and creates the order while showing a spinner", () => {
    const { dialog } = open()
    expect(dialog().textContent).toContain('Professional')
    expect(within(dialog()).getAllByText(T.CREATING).length).toBeGreaterThan(0)
    expect(fakes.createOrder.inputs).toEqual([{ planId: 2, userId: 7 }])
  })

  it('without a selected plan or a signed-in user it shows the message and creates nothing', () => {
    open({ plan: null })
    expect(screen.getByRole('alert').textContent).toBe(T.ERRORS.NO_PLAN)
    cleanup()
    open({ user: null })
    expect(screen.getByRole('alert').textContent).toBe(T.ERRORS.NOT_SIGNED_IN)
    expect(screen.queryByRole('button', { name: T.RETRY })).toBeNull()
    expect(fakes.createOrder.inputs).toEqual([])
  })

  it("a refused order shows the server's message with Retry, which creates the order again", async () => {
    open()
    await fakes.createOrder.fail({ body: { message: 'Gói Enterprise cần liên hệ để báo giá' } })
    expect(screen.getByRole('alert').textContent).toBe('Gói Enterprise cần liên hệ để báo giá')
    fireEvent.click(screen.getByRole('button', { name: T.RETRY }))
    expect(fakes.createOrder.inputs).toHaveLength(2)
  })

  it("an empty answer reads 'no response from server'", async () => {
    open()
    await fakes.createOrder.answer(null)
    expect(screen.getByRole('alert').textContent).toBe(T.ERRORS.NO_RESPONSE)
  })

  it('a pending order shows the QR (200 px, black on white), amounts, bank, account, transfer content and the countdown', async () => {
    const { dialog } = await openPending()
    const qr = within(dialog()).getByTestId('payment-qr').querySelector('svg')!
    expect(qr.getAttribute('width')).toBe(String(PAYMENT.QR_SIZE_PX))
    expect(qr.getAttribute('height')).toBe(String(PAYMENT.QR_SIZE_PX))
    const paths = [...qr.querySelectorAll('path')].map((path) => path.getAttribute('fill'))
    expect(paths).toEqual(['#FFFFFF', '#000000'])
    const text = dialog().textContent!
    expect(within(dialog()).getByTestId('payment-status').textContent).toBe(T.STATUS.PENDING)
    expect(within(dialog()).getByTestId('payment-countdown').textContent).toBe('15:00')
    for (const shown of ['$29', '725.000 đ', 'Vietcombank', '0071000123456', 'CONG TY TNHH CHATBOT AI', 'CB12345678']) expect(text).toContain(shown)
    expect(within(dialog()).getByRole('button', { name: `Sao chép ${T.TRANSFER_CONTENT}` })).toBeTruthy()
  })

  it('the countdown ticks every second and the status is asked every 2 s', async () => {
    const { dialog } = await openPending()
    await advance(PAYMENT.COUNTDOWN_TICK_MS)
    expect(within(dialog()).getByTestId('payment-countdown').textContent).toBe('14:59')
    expect(fakes.pollStatus.inputs).toEqual([])
    await advance(PAYMENT.POLL_INTERVAL_MS - PAYMENT.COUNTDOWN_TICK_MS)
    expect(fakes.pollStatus.inputs).toEqual([{ orderId: order.id }])
  })

  it('PAID shows paid, then reports success', async () => {
    const { dialog, onSuccess } = await openPending()
    await advance(PAYMENT.POLL_INTERVAL_MS)
    await fakes.pollStatus.answer('PAID')
    expect(within(dialog()).getByTestId('payment-status').textContent).toBe(T.STATUS.PAID)
    expect(within(dialog()).getByRole('status').textContent).toBe(T.PAID_NOTE)
    expect(within(dialog()).queryByTestId('payment-qr')).toBeNull()
    expect(screen.queryByRole('button', { name: T.CANCEL })).toBeNull()
    expect(onSuccess).not.toHaveBeenCalled()
    await advance(PAYMENT_FLOW.PAID_NOTICE_MS)
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('at zero the order reads expired, hides the QR and offers Retry for a new order', async () => {
    const { dialog } = await openPending()
    await act(async () => void vi.advanceTimersByTime(15 * 60_000))
    expect(within(dialog()).getByTestId('payment-status').textContent).toBe(T.STATUS.EXPIRED)
    expect(screen.getByRole('alert').textContent).toBe(T.ERRORS.EXPIRED)
    expect(within(dialog()).queryByTestId('payment-qr')).toBeNull()
    expect(within(dialog()).queryByTestId('payment-countdown')).toBeNull()
    expect(dialog().textContent).not.toContain('0071000123456')
    const polls = fakes.pollStatus.inputs.length
    fireEvent.click(screen.getByRole('button', { name: T.RETRY }))
    expect(fakes.createOrder.inputs).toHaveLength(2)
    await advance(PAYMENT.POLL_INTERVAL_MS * 3)
    expect(fakes.pollStatus.inputs).toHaveLength(polls)
  })

  it('Cancel stops the order at once and reports the dismissal', async () => {
    const { onDismiss } = await openPending()
    fireEvent.click(screen.getByRole('button', { name: T.CANCEL }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    await advance(PAYMENT.POLL_INTERVAL_MS * 5)
    expect(fakes.pollStatus.inputs).toEqual([])
  })

  it('the X closes after the fade, stops the timers and reports the dismissal', async () => {
    const { onDismiss, onSuccess } = await openPending()
    fireEvent.click(screen.getByRole('button', { name: T.CLOSE }))
    await advance(MODAL.CLOSE_ANIMATION_MS)
    expect(onDismiss).toHaveBeenCalledTimes(1)
    await advance(PAYMENT.POLL_INTERVAL_MS * 5)
    expect(fakes.pollStatus.inputs).toEqual([])
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('demo mode shows the labelled demo controls; the button plays the bank for this order', async () => {
    const { dialog } = await openPending({ demoControls: true })
    const demo = within(dialog()).getByRole('region', { name: T.DEMO.TITLE })
    fireEvent.click(within(demo).getByRole('button', { name: T.DEMO.SIMULATE }))
    expect(fakes.simulateTransfer.inputs).toEqual([{ orderId: order.id }])
    expect((within(demo).getByRole('button') as HTMLButtonElement).disabled).toBe(true)
    await fakes.simulateTransfer.answer({ order_id: order.id, status: 'PAID' })
    expect((within(demo).getByRole('button') as HTMLButtonElement).disabled).toBe(false)
  })

  it('without demo mode there are no demo controls', async () => {
    const { dialog } = await openPending()
    expect(within(dialog()).queryByRole('region', { name: T.DEMO.TITLE })).toBeNull()
  })
})
