// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { DEMO_USER, sessionControl } from './support/fake-session'
import { initTestI18n, vi as viText } from './support/i18n'
import { flush, renderApp } from './support/render-app'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))

beforeAll(() => initTestI18n('vi'))
afterEach(cleanup)

const usernameInput = () => screen.getByLabelText(/Tên đăng nhập/) as HTMLInputElement
const passwordInput = () => screen.getByLabelText(/Mật khẩu/) as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: /Đăng nhập|Đang đăng nhập/ }) as HTMLButtonElement

function fill(username: string, password: string) {
  fireEvent.change(usernameInput(), { target: { value: username } })
  fireEvent.change(passwordInput(), { target: { value: password } })
}

describe('login page', () => {
  it('shows no validation message before the first submit', () => {
    renderApp('/login')
    expect(screen.queryByText(viText.ERRORS.USERNAME_REQUIRED)).toBeNull()
    expect(screen.queryByText(viText.ERRORS.PASSWORD_REQUIRED)).toBeNull()
  })

  it('an empty submit shows both required messages and sends nothing', () => {
    renderApp('/login')
    fireEvent.click(submitButton())
    expect(screen.getByText(viText.ERRORS.USERNAME_REQUIRED)).toBeTruthy()
    expect(screen.getByText(viText.ERRORS.PASSWORD_REQUIRED)).toBeTruthy()
    expect(usernameInput().getAttribute('aria-invalid')).toBe('true')
    expect(sessionControl.logins).toEqual([])
  })

  it('a missing password alone blocks the login, and the message goes once it is typed', () => {
    renderApp('/login')
    fireEvent.change(usernameInput(), { target: { value: 'owner' } })
    fireEvent.click(submitButton())
    expect(screen.queryByText(viText.ERRORS.USERNAME_REQUIRED)).toBeNull()
    expect(screen.getByText(viText.ERRORS.PASSWORD_REQUIRED)).toBeTruthy()
    expect(sessionControl.logins).toEqual([])
    fireEvent.change(passwordInput(), { target: { value: 'secret' } })
    expect(screen.queryByText(viText.ERRORS.PASSWORD_REQUIRED)).toBeNull()
  })

  it('a valid submit logs in and shows the loading label and spinner meanwhile', () => {
    renderApp('/login')
    fill('owner', 'secret')
    fireEvent.click(submitButton())
    expect(sessionControl.logins).toEqual([{ username: 'owner', password: 'secret' }])
    const button = submitButton()
    expect(button.textContent).toContain(viText.AUTH.LOGIN.SUBMITTING)
    expect(button.disabled).toBe(true)
    expect(button.querySelector('.spinner')).not.toBeNull()
  })

  it("a refused login shows the server's message in the red box and stops the spinner", async () => {
    renderApp('/login')
    fill('owner', 'wrong')
    fireEvent.click(submitButton())
    await act(async () => sessionControl.rejectLogin(new Error('Sai tên đăng nhập hoặc mật khẩu')))
    await flush()
    expect(screen.getByRole('alert').textContent).toBe('Sai tên đăng nhập hoặc mật khẩu')
    expect(submitButton().textContent).toBe(viText.AUTH.LOGIN.SUBMIT)
    expect(submitButton().disabled).toBe(false)
  })

  it("a refused login without a message shows 'An error occurred'", async () => {
    renderApp('/login')
    fill('owner', 'wrong')
    fireEvent.click(submitButton())
    await act(async () => sessionControl.rejectLogin(new Error('')))
    await flush()
    expect(screen.getByRole('alert').textContent).toBe('An error occurred')
  })

  it('a successful login goes to /app/dashboard', async () => {
    const { location } = renderApp('/login')
    fill('owner', 'secret')
    fireEvent.click(submitButton())
    await act(async () => sessionControl.resolveLogin({ user: DEMO_USER }))
    await waitFor(() => expect(location()).toBe('/app/dashboard'))
    expect(await screen.findByText(`Xin chào, ${DEMO_USER.username}!`)).toBeTruthy()
  })

  it('a signed-in visitor is sent from /login to /app/dashboard at once', async () => {
    const { location } = renderApp('/login', { user: DEMO_USER })
    await waitFor(() => expect(location()).toBe('/app/dashboard'))
    expect(sessionControl.logins).toEqual([])
  })

  it('a signed-in visitor is sent from /register to /app/dashboard at once', async () => {
    const { location } = renderApp('/register', { user: DEMO_USER })
    await waitFor(() => expect(location()).toBe('/app/dashboard'))
  })

  it('links to the register page', () => {
    renderApp('/login')
    expect(screen.getByRole('link', { name: viText.AUTH.LOGIN.REGISTER_LINK }).getAttribute('href')).toBe('/register')
  })
})
