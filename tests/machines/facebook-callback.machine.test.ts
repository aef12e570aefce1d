import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  FACEBOOK_CALLBACK_TEXT,
  facebookCallbackMachine,
  failureText,
  type FacebookConnectInput,
  type FacebookOpenerMessage,
} from '../../machines/facebook-callback.machine'
import { FACEBOOK_CALLBACK } from '../../src/config/constants'
import { allStateNames, shortestPaths, transitionPaths, transitions } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/facebook-callback.samples'

const CONNECTED = { message: 'Đã kết nối 1 trang', pages: [{ id: 1, page_id: '1001', page_name: 'Shop Hoa Mai' }] }

/** The callback window with a connect call the test settles, and spies for the window's effects. */
function startWindow(connect: (input: FacebookConnectInput) => Promise<unknown> = () => new Promise(() => {})) {
  const posted: FacebookOpenerMessage[] = []
  const closeWindow = vi.fn()
  const calls: FacebookConnectInput[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    facebookCallbackMachine.provide({
      actors: {
        connectFacebook: fromPromise<unknown, FacebookConnectInput>(({ input }) => {
          calls.push(input)
          return connect(input)
        }),
      },
      actions: {
        postToOpener: (_, { message }) => posted.push(message),
        closeWindow,
      },
    }),
    { clock },
  ).start()
  const receive = (search: string) => actor.send({ type: 'CALLBACK_RECEIVED', search })
  return { actor, posted, closeWindow, calls, clock, receive }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Checks the window closes after exactly `ms`, not a moment earlier. */
function expectClosesAfter(window: ReturnType<typeof startWindow>, ms: number) {
  window.clock.increment(ms - 1)
  expect(window.closeWindow).not.toHaveBeenCalled()
  window.clock.increment(1)
  expect(window.closeWindow).toHaveBeenCalledTimes(1)
  expect(window.actor.getSnapshot().status).toBe('done')
}

describe('Facebook callback machine (000 §4 Facebook callback, §8, §9)', () => {
  it('starts processing the authentication', () => {
    const { actor } = startWindow()
    expect(actor.getSnapshot().matches('processing')).toBe(true)
  })

  it('a provider error fails with "Authentication failed", tells the opener, and closes after 3 s', () => {
    const window = startWindow()
    window.receive('?error=access_denied&error_reason=user_denied&error_description=Permissions+error&state=3')
    expect(window.actor.getSnapshot().matches({ failed: 'parameterError' })).toBe(true)
    expect(failureText(window.actor.getSnapshot().context.failure!)).toBe(FACEBOOK_CALLBACK_TEXT.providerError)
    expect(window.posted).toEqual([
      { type: 'facebook_auth_error', error: 'access_denied', error_description: 'Permissions error', status: null },
    ])
    expect(window.calls).toEqual([])
    expectClosesAfter(window, FACEBOOK_CALLBACK.CLOSE_AFTER_PARAMETER_ERROR_MS)
  })

  it.each(['?state=3', '?code=abc', '', '?code=&state=3'])(
    'a missing code or state (%s) fails with "Invalid authentication response" and closes after 3 s',
    (search) => {
      const window = startWindow()
      window.receive(search)
      expect(window.actor.getSnapshot().context.failure).toMatchObject({ reason: 'invalidResponse', status: null })
      expect(window.posted).toEqual([
        { type: 'facebook_auth_error', error: 'invalid_response', error_description: FACEBOOK_CALLBACK_TEXT.invalidResponse, status: null },
      ])
      expectClosesAfter(window, FACEBOOK_CALLBACK.CLOSE_AFTER_PARAMETER_ERROR_MS)
    },
  )

  it.each(['abc', '0', '-4', '2.5', '1e3', '99999999999999999999'])(
    'a state that is not a positive whole chatbot id (%s) fails with "Invalid chatbot configuration"',
    (state) => {
      const window = startWindow()
      window.receive(`?code=abc&state=${encodeURIComponent(state)}`)
      expect(window.actor.getSnapshot().context.failure?.reason).toBe('invalidChatbot')
      expect(window.posted[0]).toMatchObject({ error_description: FACEBOOK_CALLBACK_TEXT.invalidChatbot })
      expect(window.calls).toEqual([])
      expectClosesAfter(window, FACEBOOK_CALLBACK.CLOSE_AFTER_PARAMETER_ERROR_MS)
    },
  )

  it('valid parameters connect the chatbot named in state with the code', () => {
    const window = startWindow()
    window.receive('?code=one-time-code&state=42')
    expect(window.actor.getSnapshot().matches('connecting')).toBe(true)
    expect(window.calls).toEqual([{ chatbot_id: 42, code: 'one-time-code' }])
    expect(window.posted).toEqual([])
  })

  it('a successful connection hands the response to the opener and closes after 1.5 s', async () => {
    const window = startWindow(async () => CONNECTED)
    window.receive('?code=one-time-code&state=42')
    await settle()
    expect(window.actor.getSnapshot().matches('connected')).toBe(true)
    expect(window.posted).toEqual([{ type: 'facebook_auth_success', data: CONNECTED }])
    expectClosesAfter(window, FACEBOOK_CALLBACK.CLOSE_AFTER_SUCCESS_MS)
  })

  it.each([
    [{ status: 0 }, FACEBOOK_CALLBACK_TEXT.network],
    [{ status: 401, message: 'Token expired' }, FACEBOOK_CALLBACK_TEXT.unauthorized],
    [{ status: 403 }, FACEBOOK_CALLBACK_TEXT.forbidden],
    [{ status: 500, message: 'boom' }, FACEBOOK_CALLBACK_TEXT.server],
    [{ status: 503 }, FACEBOOK_CALLBACK_TEXT.server],
    [{ status: 400, message: 'The code has expired' }, 'The code has expired'],
    [{ status: 404, message: '   ' }, FACEBOOK_CALLBACK_TEXT.connectionFailed],
    [new Error('something odd'), FACEBOOK_CALLBACK_TEXT.network],
  ])('a connect failure %j shows "%s", tells the opener, and closes after 30 s', async (rejection, text) => {
    const window = startWindow(() => Promise.reject(rejection))
    window.receive('?code=one-time-code&state=42')
    await settle()
    expect(window.actor.getSnapshot().matches({ failed: 'apiError' })).toBe(true)
    expect(failureText(window.actor.getSnapshot().context.failure!)).toBe(text)
    const status = 'status' in rejection ? rejection.status : 0
    expect(window.posted).toEqual([{ type: 'facebook_auth_error', error: 'connect_failed', error_description: text, status }])
    expectClosesAfter(window, FACEBOOK_CALLBACK.CLOSE_AFTER_API_ERROR_MS)
  })

  it('the parameters are read once: a second callback event changes nothing', () => {
    const window = startWindow()
    window.receive('?code=abc&state=4')
    window.receive('?error=access_denied')
    expect(window.actor.getSnapshot().matches('connecting')).toBe(true)
    expect(window.calls).toHaveLength(1)
  })
})

describe('Facebook callback machine, model-based', () => {
  const never = fromPromise<unknown, FacebookConnectInput>(() => new Promise(() => {}))
  const machine = facebookCallbackMachine.provide({ actors: { connectFacebook: never } })

  it('reaches every state', () => {
    const reached = new Set(shortestPaths(machine, samples).map((path) => path.target))
    const prefixes = new Set([...reached].flatMap((name) => name.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))))
    expect(allStateNames(machine).filter((name) => !prefixes.has(name))).toEqual([])
  })

  it('takes exactly the transitions of the spec', () => {
    const edges = transitions(machine, samples).map((edge) => `${edge.from} --${edge.event.type}--> ${edge.to}`)
    expect([...new Set(edges)].sort()).toEqual(
      [
        'processing --CALLBACK_RECEIVED--> connecting',
        'processing --CALLBACK_RECEIVED--> failed.parameterError',
        'connecting --xstate.done.actor.connectFacebook--> connected',
        'connecting --xstate.error.actor.connectFacebook--> failed.apiError',
        'connected --xstate.after.closeAfterSuccess.facebookCallback.connected--> closed',
        'failed.parameterError --xstate.after.closeAfterParameterError.facebookCallback.failed.parameterError--> closed',
        'failed.apiError --xstate.after.closeAfterApiError.facebookCallback.failed.apiError--> closed',
      ].sort(),
    )
  })

  const paths = transitionPaths(machine, samples)
  it('has a path for every sample of every transition', () => {
    // 4 callback samples, 1 success, 6 failures, 3 timers.
    expect(paths).toHaveLength(14)
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    const payload = 'search' in last.event ? ` ${last.event.search}` : 'error' in last.event ? ` ${JSON.stringify(last.event.error)}` : ''
    it(`${last.state} --${last.event.type}${payload}--> ${last.next}`, () => replayPath(machine, path))
  }
})
