// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_USER, sessionControl } from './support/fake-session'
import { initTestI18n, vi as viText } from './support/i18n'
import { renderApp } from './support/render-app'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  setWindowWidth(1280)
})

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
}

const sidebar = () => screen.getByRole('navigation', { name: viText.SHELL.NAV.LABEL })
const NAV = viText.SHELL.NAV

describe('admin shell', () => {
  it('lists the sidebar entries of the spec, in order, with their addresses', async () => {
    renderApp('/app/dashboard', { user: DEMO_USER })
    await screen.findByRole('heading', { name: viText.PAGES.DASHBOARD.TITLE })
    const links = within(sidebar()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [NAV.DASHBOARD, '/app/dashboard'],
      [NAV.CHATBOTS, '/app/chatbot-settings'],
      [NAV.LIVE_CHATS, '/app/live-chats'],
      [NAV.LEADS, '/app/leads'],
      [NAV.ANALYTICS, '/app/analytics'],
      [NAV.SUBSCRIPTION, '/app/subscription'],
      [NAV.SETTINGS, '/app/settings'],
    ])
  })

  it('highlights Dashboard only on an exact match, the others on their sub-pages too', async () => {
    renderApp('/app/chatbot-settings/new', { user: DEMO_USER })
    await screen.findByRole('heading', { name: viText.PAGES.CHATBOT_NEW.TITLE })
    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([NAV.CHATBOTS])
  })

  it('an empty /app path goes to the dashboard, which greets the user', async () => {
    const { location } = renderApp('/app', { user: DEMO_USER })
    await waitFor(() => expect(location()).toBe('/app/dashboard'))
    expect(await screen.findByText(`Xin chào, ${DEMO_USER.username}!`)).toBeTruthy()
  })

  it('a signed-out visitor is sent from /app to /login', async () => {
    const { location } = renderApp('/app/leads')
    await waitFor(() => expect(location()).toBe('/login'))
  })

  it('the logo links home', async () => {
    renderApp('/app/dashboard', { user: DEMO_USER })
    await screen.findByRole('heading', { name: viText.PAGES.DASHBOARD.TITLE })
    for (const logo of screen.getAllByRole('link', { name: viText.LOGO.HOME })) expect(logo.getAttribute('href')).toBe('/')
  })

  it('the user block opens the profile with username, email and a language switcher; Logout goes to /login', async () => {
    const { location } = renderApp('/app/dashboard', { user: DEMO_USER })
    await screen.findByRole('heading', { name: viText.PAGES.DASHBOARD.TITLE })
    fireEvent.click(screen.getByRole('button', { name: new RegExp(viText.SHELL.PROFILE.OPEN) }))

    const dialog = await screen.findByRole('dialog', { name: viText.SHELL.PROFILE.TITLE })
    expect(dialog.textContent).toContain(DEMO_USER.username)
    expect(dialog.textContent).toContain(DEMO_USER.email)
    expect(within(dialog).getByRole('group', { name: viText.LANGUAGE.LABEL })).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: viText.SHELL.PROFILE.LOGOUT }))
    await waitFor(() => expect(location()).toBe('/login'))
    expect(sessionControl.actor?.getSnapshot().matches('signedOut')).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('on a narrow window the menu toggle opens the sidebar and navigating closes it', async () => {
    setWindowWidth(375)
    const { location } = renderApp('/app/dashboard', { user: DEMO_USER })
    await screen.findByRole('heading', { name: viText.PAGES.DASHBOARD.TITLE })
    const toggle = screen.getByRole('button', { name: viText.SHELL.OPEN_MENU })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    await act(async () => fireEvent.click(within(sidebar()).getByRole('link', { name: NAV.LEADS })))
    await waitFor(() => expect(location()).toBe('/app/leads'))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('on a wide window navigating leaves the sidebar as it was', async () => {
    setWindowWidth(1280)
    renderApp('/app/dashboard', { user: DEMO_USER })
    await screen.findByRole('heading', { name: viText.PAGES.DASHBOARD.TITLE })
    const toggle = screen.getByRole('button', { name: viText.SHELL.OPEN_MENU })
    fireEvent.click(toggle)
    await act(async () => fireEvent.click(within(sidebar()).getByRole('link', { name: NAV.LEADS })))
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
  })
})
