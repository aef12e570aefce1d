// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_USER } from './support/fake-session'
import { initTestI18n, vi as viText } from './support/i18n'
import { renderApp } from './support/render-app'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))

beforeAll(() => initTestI18n('vi'))
afterEach(cleanup)

const P = viText.PAGES
const LANDING_TITLE = viText.LANDING.HERO.TITLE

/** The route table of 000 §2: each address shows its own titled page. */
const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/', LANDING_TITLE],
  ['/try-free', P.TRY_FREE.TITLE],
  ['/features', P.FEATURES.TITLE],
  ['/pricing', P.PRICING.TITLE],
  ['/chinh-sach-bao-mat', P.PRIVACY.TITLE],
  ['/dieu-khoan-su-dung', P.TERMS.TITLE],
  ['/data-deletion', P.DATA_DELETION.TITLE],
  ['/guide', P.GUIDE.TITLE],
  ['/about-us', P.ABOUT_US.TITLE],
  ['/about-company', P.ABOUT_COMPANY.TITLE],
  ['/contact', P.CONTACT.TITLE],
  ['/chat-demo-570', viText.CHAT_DEMO.TITLE],
  ['/facebook/callback', P.FACEBOOK_CALLBACK.TITLE],
  ['/login', viText.AUTH.LOGIN.TITLE],
  ['/register', viText.AUTH.REGISTER.TITLE],
]

const ADMIN_ROUTES: Array<[string, string]> = [
  ['/app/dashboard', P.DASHBOARD.TITLE],
  ['/app/chatbot-settings', P.CHATBOTS.TITLE],
  ['/app/chatbot-settings/new', P.CHATBOT_NEW.TITLE],
  ['/app/chatbot-settings/5', P.CHATBOT_EDIT.TITLE],
  ['/app/live-chats', P.LIVE_CHATS.TITLE],
  ['/app/live-chats/5', P.LIVE_CHATS_CHATBOT.TITLE],
  ['/app/live-chats/5/9', P.LIVE_CHAT.TITLE],
  ['/app/leads', P.LEADS.TITLE],
  ['/app/users', P.USERS.TITLE],
  ['/app/settings', P.SETTINGS.TITLE],
  ['/app/subscription', P.SUBSCRIPTION.TITLE],
  ['/app/analytics', P.ANALYTICS.TITLE],
  ['/app/corrections', P.CORRECTIONS.TITLE],
]

describe('route table', () => {
  it.each(PUBLIC_ROUTES)('%s shows "%s"', async (path, title) => {
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
  })

  it.each(ADMIN_ROUTES)('%s shows "%s" to a signed-in user', async (path, title) => {
    const { location } = renderApp(path, { user: DEMO_USER })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(location()).toBe(path)
  })

  it('a page not built yet says so plainly', async () => {
    renderApp('/app/users', { user: DEMO_USER })
    await screen.findByRole('heading', { level: 1, name: P.USERS.TITLE })
    expect(screen.getByText(viText.PLACEHOLDER.NOTICE)).toBeTruthy()
  })

  it('the public chatbot preview opens without header or footer and loads the bot', async () => {
    renderApp('/preview/chatbot/42')
    expect(await screen.findByText(/Loading chatbot data...|Failed to load chatbot data/)).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: viText.NAV.LABEL })).toBeNull()
  })

  it('an unknown path goes home', async () => {
    const { location } = renderApp('/no/such/page')
    await waitFor(() => expect(location()).toBe('/'))
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_TITLE })).toBeTruthy()
  })

  it('every route change scrolls smoothly to the top', async () => {
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    try {
      const { router } = renderApp('/')
      await screen.findByRole('heading', { level: 1, name: LANDING_TITLE })
      scrollTo.mockClear()
      await router.navigate('/pricing')
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }))
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('public navigation bar', () => {
  const nav = () => screen.getAllByRole('navigation', { name: viText.NAV.LABEL })[0]

  it('links Home, Features, Pricing, About company and About us, highlighting the exact match only', async () => {
    renderApp('/features')
    await screen.findByRole('heading', { level: 1, name: P.FEATURES.TITLE })
    const links = within(nav()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [viText.NAV.HOME, '/'],
      [viText.NAV.FEATURES, '/features'],
      [viText.NAV.PRICING, '/pricing'],
      [viText.NAV.ABOUT_COMPANY, '/about-company'],
      [viText.NAV.ABOUT_US, '/about-us'],
    ])
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([viText.NAV.FEATURES])
  })

  it('shows Login and Try free when signed out', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: LANDING_TITLE })
    expect(screen.getAllByRole('link', { name: viText.NAV.LOGIN })[0].getAttribute('href')).toBe('/login')
    expect(screen.getAllByRole('link', { name: viText.NAV.TRY_FREE })[0].getAttribute('href')).toBe('/try-free')
    expect(screen.queryByRole('link', { name: viText.NAV.DASHBOARD })).toBeNull()
  })

  it('shows a Dashboard button when signed in', async () => {
    renderApp('/', { user: DEMO_USER })
    await screen.findByRole('heading', { level: 1, name: LANDING_TITLE })
    expect(screen.getAllByRole('link', { name: viText.NAV.DASHBOARD })[0].getAttribute('href')).toBe('/app/dashboard')
    expect(screen.queryByRole('link', { name: viText.NAV.LOGIN })).toBeNull()
  })

  it('the small-screen menu repeats the entries and closes when a link is chosen', async () => {
    const { location } = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: LANDING_TITLE })
    fireEvent.click(screen.getByRole('button', { name: viText.NAV.OPEN_MENU }))
    const drawer = document.getElementById('public-menu')!
    expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual([
      viText.NAV.HOME,
      viText.NAV.FEATURES,
      viText.NAV.PRICING,
      viText.NAV.ABOUT_COMPANY,
      viText.NAV.ABOUT_US,
      viText.NAV.LOGIN,
      viText.NAV.TRY_FREE,
    ])
    fireEvent.click(within(drawer).getByRole('link', { name: viText.NAV.PRICING }))
    await waitFor(() => expect(location()).toBe('/pricing'))
    expect(document.getElementById('public-menu')).toBeNull()
  })

  it('the language switcher changes the texts', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: LANDING_TITLE })
    try {
      fireEvent.click(screen.getByRole('button', { name: viText.LANGUAGE.EN }))
      expect(await screen.findByRole('heading', { level: 1, name: 'AI chatbots that advise, sell and look after your customers 24/7' })).toBeTruthy()
    } finally {
      await initTestI18n('vi')
    }
  })
})
