// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SubscriptionPage } from '../../../src/features/subscription/routes'
import { DEMO_USER } from '../ui/support/fake-session'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { fakes, resetFakes } from '../payment/support/fake-actors'
import { renderPage } from '../payment/support/render-page'
import { SERVER_PLANS } from '../../model/samples/plans.samples'

vi.mock('../../../src/app/session', () => import('../ui/support/fake-session'))
vi.mock('../../../src/features/payment/payment-actors', async () => ({ paymentActors: (await import('../payment/support/fake-actors')).fakePaymentActors }))
vi.mock('../../../src/features/plans/plans-actors', async () => ({ plansActors: (await import('../payment/support/fake-actors')).fakePlansActors }))

const S = viText.SUBSCRIPTION
const usage = () => screen.getByRole('region', { name: S.USAGE.TITLE })

beforeAll(() => initTestI18n('vi'))
beforeEach(() => resetFakes())
afterEach(() => cleanup())

describe('/app/subscription (000 §2)', () => {
  it("shows the plans with the owner's current plan marked", async () => {
    renderPage(<SubscriptionPage />, { user: DEMO_USER })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(viText.PAGES.SUBSCRIPTION.TITLE)
    await fakes.loadPlans.answer(SERVER_PLANS)
    await fakes.loadAccount.answer({
      current: {
        plan: SERVER_PLANS[1],
        expires_at: '2025-02-14T08:00:00.000Z',
        usage: { messages_used: 1234, messages_limit: 5000, chatbots_used: 2, chatbots_limit: 5, days_remaining: 12 },
      },
      demoControls: false,
    })
    const professional = screen.getByRole('article', { name: 'Professional' })
    expect(within(professional).getByText(viText.PLANS.CURRENT, { selector: '.plan-card__badge' })).toBeTruthy()
  })

  it('the usage block shows the real figures: messages this period, chatbots of the limit, days remaining', async () => {
    renderPage(<SubscriptionPage />, { user: DEMO_USER })
    await fakes.loadPlans.answer(SERVER_PLANS)
    await fakes.loadAccount.answer({
      current: {
        plan: SERVER_PLANS[1],
        expires_at: '2025-02-14T08:00:00.000Z',
        usage: { messages_used: 1234, messages_limit: 5000, chatbots_used: 2, chatbots_limit: 5, days_remaining: 12 },
      },
      demoControls: false,
    })
    const text = usage().textContent!
    expect(text).toContain('Gói hiện tại: Professional')
    // Expiry in Vietnam time.
    expect(text).toContain('Hết hạn lúc 14/02/2025 15:00')
    expect(text).toContain(`${S.USAGE.MESSAGES}1234 / 5000`)
    expect(text).toContain(`${S.USAGE.CHATBOTS}2 / 5`)
    expect(text).toContain(`${S.USAGE.DAYS}12 ngày`)
    // Not the spec's fixed sample.
    expect(text).not.toContain('45 / 100')
  })

  it('unlimited figures and a plan without expiry read as such', async () => {
    renderPage(<SubscriptionPage />, { user: DEMO_USER })
    await fakes.loadPlans.answer(SERVER_PLANS)
    await fakes.loadAccount.answer({
      current: {
        plan: SERVER_PLANS[0],
        expires_at: null,
        usage: { messages_used: 7, messages_limit: null, chatbots_used: 1, chatbots_limit: null, days_remaining: null },
      },
      demoControls: false,
    })
    const text = usage().textContent!
    expect(text).toContain(S.USAGE.NO_EXPIRY)
    expect(text).toContain('7 / không giới hạn')
    expect(text).toContain(S.USAGE.DAYS_NONE)
  })

  it('a failed usage load says so and Retry reads it again', async () => {
    renderPage(<SubscriptionPage />, { user: DEMO_USER })
    await fakes.loadPlans.answer(SERVER_PLANS)
    await fakes.loadAccount.fail(new Error('HTTP 500'))
    expect(within(usage()).getByRole('alert').textContent).toContain(S.USAGE.FAILED)
    fireEvent.click(within(usage()).getByRole('button', { name: S.USAGE.RETRY }))
    expect(fakes.loadAccount.inputs).toHaveLength(2)
  })

  it('lists the FAQ claims: immediate plan changes, 30 days of data after cancelling, 256-bit SSL, 50+ languages', () => {
    renderPage(<SubscriptionPage />, { user: DEMO_USER })
    const faq = screen.getByRole('region', { name: S.FAQ.TITLE }).textContent!
    expect(faq).toContain('ngay lập tức')
    expect(faq).toContain('30 ngày sau khi hủy')
    expect(faq).toContain('SSL 256-bit')
    expect(faq).toContain('hơn 50 ngôn ngữ')
  })
})
