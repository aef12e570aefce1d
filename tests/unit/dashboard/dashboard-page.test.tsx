// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DashboardPage } from '../../../src/features/dashboard/routes'
import { DEMO_USER } from '../ui/support/fake-session'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { fakes, resetFakes } from '../payment/support/fake-actors'
import { renderPage } from '../payment/support/render-page'
import { FIGURES, OVERVIEW } from '../../model/samples/dashboard.samples'

vi.mock('../../../src/app/session', () => import('../ui/support/fake-session'))
vi.mock('../../../src/features/dashboard/dashboard-actors', async () => ({
  dashboardActors: (await import('../payment/support/fake-actors')).fakeDashboardActors,
}))

const D = viText.DASHBOARD
const stat = (key: string) => screen.getByTestId(`stat-${key}`)

beforeAll(() => initTestI18n('vi'))
beforeEach(() => resetFakes())
afterEach(() => cleanup())

async function showDashboard(figures = FIGURES, overview = OVERVIEW) {
  const view = renderPage(<DashboardPage />, { user: DEMO_USER })
  await fakes.loadDashboard.answer(figures)
  await fakes.loadOverview.answer(overview)
  return view
}

describe('/app/dashboard (000 §2)', () => {
  it("loads the signed-in owner's figures for all chatbots", async () => {
    renderPage(<DashboardPage />, { user: DEMO_USER })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(viText.PAGES.DASHBOARD.TITLE)
    expect(screen.getByRole('status').textContent).toContain(D.LOADING)
    expect(fakes.loadDashboard.inputs).toEqual([{ userId: DEMO_USER.id, chatbotId: null }])
  })

  it('shows the four stat cards with the real figures and the current plan', async () => {
    await showDashboard()
    expect(stat('conversations').textContent).toContain('12')
    expect(stat('active_users').textContent).toContain('7')
    expect(stat('satisfaction').textContent).toContain('0%')
    expect(stat('response_time').textContent).toContain('1,25 giây')
    expect(screen.getByTestId('dashboard-plan').textContent).toBe('Gói hiện tại: Starter')
  })

  it('growth of 0 reads 0% in a neutral colour with a note, not an invented trend', async () => {
    await showDashboard()
    for (const key of ['conversations', 'active_users', 'satisfaction', 'response_time']) {
      const change = stat(key).querySelector('.stat-card__change')!
      expect(change.textContent).toBe('0% so với tháng trước')
      expect(change.className).toContain('--neutral')
    }
    expect(screen.getByText(D.STATS.NOT_MEASURED)).toBeTruthy()
  })

  it('a rise is green and a fall red, inverted for the response time', async () => {
    await showDashboard({ ...FIGURES, growth: { conversations: 12.5, users: -3, satisfaction: 0, response_time: 4 } })
    const change = (key: string) => stat(key).querySelector('.stat-card__change')!
    expect(change('conversations').textContent).toBe('+12,5% so với tháng trước')
    expect(change('conversations').className).toContain('--good')
    expect(change('active_users').className).toContain('--bad')
    expect(change('response_time').className).toContain('--bad')
  })

  it("shows each chatbot's card with its colour, tagline, counts and a Configure link", async () => {
    await showDashboard()
    const botCard = screen.getByTestId('chatbot-card-3')
    expect((botCard.querySelector('.bot-card__header') as HTMLElement).style.background).toMatch(/#069206|rgb\(6, 146, 6\)/)
    expect(botCard.textContent).toContain('Tư vấn 24/7')
    expect(within(botCard).getByRole('link', { name: `Cấu hình Trợ lý bán hàng` }).getAttribute('href')).toBe('/app/chatbot-settings/3')
  })

  it('the chatbot filter reloads the figures for the chosen chatbot', async () => {
    await showDashboard()
    const filter = screen.getByRole('combobox', { name: D.FILTER_LABEL })
    expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([D.FILTER_ALL, 'Trợ lý bán hàng'])
    fireEvent.change(filter, { target: { value: '3' } })
    expect(fakes.loadDashboard.inputs.at(-1)).toEqual({ userId: DEMO_USER.id, chatbotId: 3 })
    fireEvent.change(filter, { target: { value: '' } })
    expect(fakes.loadDashboard.inputs.at(-1)).toEqual({ userId: DEMO_USER.id, chatbotId: null })
  })

  it('with no chatbots it says so and offers a new-chatbot button', async () => {
    await showDashboard({ ...FIGURES, chatbots: [], user_distribution: [] }, { chatbots: [], planName: 'Starter' })
    const section = screen.getByRole('region', { name: D.CHATBOTS.TITLE })
    expect(section.textContent).toContain(D.CHATBOTS.EMPTY_TITLE)
    expect(within(section).getByRole('link', { name: D.NEW_CHATBOT }).getAttribute('href')).toBe('/app/chatbot-settings/new')
    expect(await screen.findByText(D.CHARTS.NO_DATA)).toBeTruthy()
  })

  it('a new-chatbot button in the header links to /app/chatbot-settings/new', async () => {
    await showDashboard()
    expect(screen.getAllByRole('link', { name: D.NEW_CHATBOT })[0].getAttribute('href')).toBe('/app/chatbot-settings/new')
  })

  it('a failed load says so; Retry loads again', async () => {
    renderPage(<DashboardPage />, { user: DEMO_USER })
    await fakes.loadDashboard.fail(new Error('HTTP 500'))
    expect(screen.getByRole('alert').textContent).toContain(D.FAILED)
    fireEvent.click(screen.getByRole('button', { name: D.RETRY }))
    expect(fakes.loadDashboard.inputs).toHaveLength(2)
  })
})
