// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlanGrid } from '../../../src/features/plans/plan-grid'
import { DEMO_USER } from '../ui/support/fake-session'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { fakes, resetFakes } from '../payment/support/fake-actors'
import { renderPage } from '../payment/support/render-page'
import { PENDING_ORDER } from '../../model/samples/payment-order.samples'
import { CURRENT, SERVER_PLANS } from '../../model/samples/plans.samples'

vi.mock('../../../src/app/session', () => import('../ui/support/fake-session'))
vi.mock('../../../src/features/payment/payment-actors', async () => ({ paymentActors: (await import('../payment/support/fake-actors')).fakePaymentActors }))
vi.mock('../../../src/features/plans/plans-actors', async () => ({ plansActors: (await import('../payment/support/fake-actors')).fakePlansActors }))

const P = viText.PLANS
const ENTERPRISE = { id: 3, name: 'Enterprise', subtitle: 'Lớn', price_amount: 99, price_currency: 'USD' as const, features: 'A,B', features_en: 'A,B' }
const PLANS = [...SERVER_PLANS, ENTERPRISE]
const buy = (name: string) => screen.getByRole('button', { name: `Mua gói này – gói ${name}` })
/** An order that expires 15 minutes from now. */
const pendingOrder = () => ({ ...PENDING_ORDER, expire_at: new Date(Date.now() + 15 * 60_000).toISOString() })
const card = (name: string) => screen.getByRole('article', { name })

beforeAll(() => initTestI18n('vi'))
beforeEach(() => resetFakes())
afterEach(() => cleanup())

describe('plan cards and the Plan button (000 §4)', () => {
  it('shows every plan with its badge, price, ticks and button; popular is Professional', async () => {
    renderPage(<PlanGrid />)
    expect(screen.getByRole('status').textContent).toContain(P.LOADING)
    await fakes.loadPlans.answer(PLANS)
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Professional',
      'Enterprise',
    ])
    expect(within(card('Professional')).getByText(P.POPULAR)).toBeTruthy()
    expect(within(card('Starter')).queryByText(P.POPULAR)).toBeNull()
    expect(card('Starter').textContent).toContain('Miễn phí')
    expect(card('Professional').textContent).toContain('$29/tháng')
    expect(within(card('Professional')).getByRole('list').textContent).toContain(`${P.INCLUDED}: 5 chatbot`)
    expect(within(card('Starter')).getByRole('button').textContent).toBe('Bắt đầu miễn phí')
  })

  it('a signed-out visitor pressing a plan button goes to /login', async () => {
    const { location } = renderPage(<PlanGrid />)
    await fakes.loadPlans.answer(PLANS)
    fireEvent.click(buy('Professional'))
    await waitFor(() => expect(location()).toBe('/login'))
    expect(fakes.createOrder.inputs).toEqual([])
    // A visitor has no current plan to read.
    expect(fakes.loadAccount.inputs).toEqual([])
  })

  it('when the plans cannot be loaded the built-in plans are shown', async () => {
    renderPage(<PlanGrid />)
    await fakes.loadPlans.fail(new Error('Failed to fetch'))
    expect(screen.getByText(P.BUILT_IN_NOTE)).toBeTruthy()
    expect(card('Enterprise').textContent).toContain('$99/tháng')
  })

  it("a signed-in owner's current plan is marked, and re-choosing the free plan one is on is not offered", async () => {
    renderPage(<PlanGrid />, { user: DEMO_USER })
    await fakes.loadPlans.answer(PLANS)
    await fakes.loadAccount.answer({ current: CURRENT, demoControls: false })
    expect(within(card('Starter')).getByText(P.CURRENT, { selector: '.plan-card__badge' })).toBeTruthy()
    expect((within(card('Starter')).getByRole('button') as HTMLButtonElement).disabled).toBe(true)
    expect(within(card('Professional')).queryByText(P.CURRENT)).toBeNull()
  })

  it('a signed-in owner pressing a plan button gets the payment modal for that plan', async () => {
    renderPage(<PlanGrid />, { user: DEMO_USER })
    await fakes.loadPlans.answer(PLANS)
    await fakes.loadAccount.answer({ current: CURRENT, demoControls: true })
    fireEvent.click(buy('Professional'))
    const dialog = await screen.findByRole('dialog', { name: viText.PAYMENT.TITLE })
    expect(dialog.textContent).toContain('Professional')
    expect(fakes.createOrder.inputs).toEqual([{ planId: 2, userId: DEMO_USER.id }])
    await fakes.createOrder.answer(pendingOrder())
    // Demo mode was reported, so the demo controls are offered.
    expect(within(dialog).getByRole('button', { name: viText.PAYMENT.DEMO.SIMULATE })).toBeTruthy()
  })

  it('payment success closes the modal, clears the plan and goes to /app/dashboard', async () => {
    const { location } = renderPage(<PlanGrid />, { user: DEMO_USER })
    await fakes.loadPlans.answer(PLANS)
    await fakes.loadAccount.answer({ current: CURRENT, demoControls: false })
    fireEvent.click(buy('Professional'))
    // A free order comes back paid; the modal shows it, then moves on.
    await fakes.createOrder.answer({ ...PENDING_ORDER, status: 'PAID' })
    expect(screen.getByTestId('payment-status').textContent).toBe(viText.PAYMENT.STATUS.PAID)
    await waitFor(() => expect(location()).toBe('/app/dashboard'), { timeout: 3_000 })
  })

  it('cancel closes the modal and clears the plan; choosing again starts a new order', async () => {
    const { location } = renderPage(<PlanGrid />, { user: DEMO_USER })
    await fakes.loadPlans.answer(PLANS)
    await fakes.loadAccount.answer({ current: CURRENT, demoControls: false })
    fireEvent.click(buy('Enterprise'))
    await fakes.createOrder.answer({ ...pendingOrder(), plan_id: 3 })
    fireEvent.click(screen.getByRole('button', { name: viText.PAYMENT.CANCEL }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(location()).toBe('/page')
    fireEvent.click(buy('Professional'))
    await act(async () => {})
    expect(fakes.createOrder.inputs).toEqual([
      { planId: 3, userId: DEMO_USER.id },
      { planId: 2, userId: DEMO_USER.id },
    ])
    expect(screen.getByRole('dialog').textContent).toContain('Professional')
  })
})
