// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import type { FacebookOpenerMessage } from '../../../machines/facebook-callback.machine'
import { FACEBOOK_CALLBACK } from '../../../src/config/constants'
import { FacebookCallbackPage, type CallbackWindow } from '../../../src/features/facebook-callback/facebook-callback-page'
import { initTestI18n, vi as viText } from '../ui/support/i18n'

const TEXT = viText.FACEBOOK_CALLBACK
const ORIGIN = 'https://app.chatbot.example'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The callback window at `search`, with a fake opener and a fake POST /facebook/connect. */
function openWindow(search: string, connect?: { status: number; body: unknown }) {
  vi.useFakeTimers()
  const posted: Array<{ message: FacebookOpenerMessage; targetOrigin: string }> = []
  const host: CallbackWindow = {
    origin: ORIGIN,
    postToOpener: (message, targetOrigin) => posted.push({ message, targetOrigin }),
    close: vi.fn(),
  }
  const fetch = vi.fn(async (_request: Request) => {
    if (!connect) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(connect.body), { status: connect.status, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  const router = createMemoryRouter([{ path: '/facebook/callback', element: <FacebookCallbackPage host={host} /> }], {
    initialEntries: [`/facebook/callback${search}`],
  })
  render(<RouterProvider router={router} />)
  return { posted, host, fetch }
}

const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)))
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

describe('Facebook callback window (000 §4, §8, §9)', () => {
  it('connects the chatbot named in state, hands the response to the opener on our own origin, and closes after 1.5 s', async () => {
    const result = { message: 'Connected', pages: [{ id: 1, page_id: '1001', page_name: 'Shop Hoa Mai' }] }
    const { posted, host, fetch } = openWindow('?code=code-success&state=7', { status: 200, body: result })
    await settle()
    const request = fetch.mock.calls[0][0] as Request
    expect(new URL(request.url).pathname).toBe('/v1/facebook/connect')
    expect(await request.clone().json()).toEqual({ chatbot_id: 7, code: 'code-success' })
    expect(screen.getByText(TEXT.CONNECTED)).toBeTruthy()
    expect(posted).toEqual([{ message: { type: 'facebook_auth_success', data: result }, targetOrigin: ORIGIN }])
    await wait(FACEBOOK_CALLBACK.CLOSE_AFTER_SUCCESS_MS - 1)
    expect(host.close).not.toHaveBeenCalled()
    await wait(1)
    expect(host.close).toHaveBeenCalledTimes(1)
  })

  it('a provider refusal says authentication failed, tells the opener, calls nothing, and closes after 3 s', async () => {
    const { posted, host, fetch } = openWindow('?error=access_denied&error_description=User+cancelled&state=7')
    await settle()
    expect(screen.getByRole('alert').textContent).toBe(TEXT.FAILED.PROVIDER_ERROR)
    expect(posted).toEqual([
      { message: { type: 'facebook_auth_error', error: 'access_denied', error_description: 'User cancelled', status: null }, targetOrigin: ORIGIN },
    ])
    expect(fetch).not.toHaveBeenCalled()
    await wait(FACEBOOK_CALLBACK.CLOSE_AFTER_PARAMETER_ERROR_MS - 1)
    expect(host.close).not.toHaveBeenCalled()
    await wait(1)
    expect(host.close).toHaveBeenCalledTimes(1)
  })

  it('a missing code, or a state that is not a chatbot id, is an invalid response', async () => {
    openWindow('?state=7')
    await settle()
    expect(screen.getByRole('alert').textContent).toBe(TEXT.FAILED.INVALID_RESPONSE)
    cleanup()
    openWindow('?code=abc&state=chatbot')
    await settle()
    expect(screen.getByRole('alert').textContent).toBe(TEXT.FAILED.INVALID_CHATBOT)
  })

  it('an API refusal shows the message for its status and closes after 30 s', async () => {
    const { posted, host } = openWindow('?code=code-forbidden&state=7', { status: 403, body: { message: 'Forbidden' } })
    await settle()
    expect(screen.getByRole('alert').textContent).toBe(TEXT.FAILED.FORBIDDEN)
    expect(posted[0]).toMatchObject({ message: { type: 'facebook_auth_error', status: 403 }, targetOrigin: ORIGIN })
    await wait(FACEBOOK_CALLBACK.CLOSE_AFTER_API_ERROR_MS - 1)
    expect(host.close).not.toHaveBeenCalled()
    await wait(1)
    expect(host.close).toHaveBeenCalledTimes(1)
  })

  it("shows the server's own message for other refusals, and a network error when nothing answers", async () => {
    openWindow('?code=code-expired&state=7', { status: 400, body: { message: 'Mã xác thực đã hết hạn' } })
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('Mã xác thực đã hết hạn')
    cleanup()
    openWindow('?code=code-offline&state=7')
    await settle()
    expect(screen.getByRole('alert').textContent).toBe(TEXT.FAILED.NETWORK)
  })

  it('if the browser keeps the window open, it says so and offers a close button', async () => {
    const { host } = openWindow('?state=7')
    await settle()
    await wait(FACEBOOK_CALLBACK.CLOSE_AFTER_PARAMETER_ERROR_MS)
    expect(screen.getByText(TEXT.CLOSE_MANUALLY)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: TEXT.CLOSE }))
    expect(host.close).toHaveBeenCalledTimes(2)
  })
})
