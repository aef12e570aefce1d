// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { TestModel, type TestPath } from 'xstate/graph'
import type { EventObject, SnapshotFrom } from 'xstate'
import { registerMachine, type RegisterValues } from '../../../machines/register.machine'
import { api } from '../../../src/api/client'
import { resetAlert } from '../../../src/components/alert/alert-store'
import { initTestI18n, vi as viText } from './support/i18n'
import { flush, renderApp } from './support/render-app'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))

const VALID: RegisterValues = {
  username: 'Nguyễn Văn A',
  email: 'a@example.com',
  phone_number: '0901234567',
  password: 'secret-1',
  confirm: 'secret-1',
}

type PostResult = { data?: unknown; error?: unknown; response: Response }
let pendingPosts: Array<(result: PostResult) => void> = []
let postSpy: ReturnType<typeof vi.spyOn>
let browserAlert: ReturnType<typeof vi.fn>

beforeAll(() => initTestI18n('vi'))
beforeEach(() => {
  pendingPosts = []
  postSpy = vi
    .spyOn(api, 'POST')
    .mockImplementation((() => new Promise<PostResult>((resolve) => pendingPosts.push(resolve))) as never)
  // happy-dom has no window.alert.
  browserAlert = vi.fn()
  vi.stubGlobal('alert', browserAlert)
})
afterEach(() => {
  cleanup()
  resetAlert()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const LABELS: Record<keyof RegisterValues, RegExp> = {
  username: /^Họ và tên/,
  email: /^Email/,
  phone_number: /^Số điện thoại/,
  password: /^Mật khẩu/,
  confirm: /^Xác nhận mật khẩu/,
}

function fillAndSubmit(values: RegisterValues) {
  for (const [field, label] of Object.entries(LABELS)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: values[field as keyof RegisterValues] } })
  }
  fireEvent.click(submitButton())
}

const submitButton = () => screen.getByRole('button', { name: /Đăng ký|Đang đăng ký/ }) as HTMLButtonElement
const errorBox = () => screen.queryByRole('alert')

async function answer(result: PostResult) {
  const resolve = pendingPosts.shift()
  if (!resolve) throw new Error('no sign-up call is pending')
  await act(async () => resolve(result))
  await flush()
}
const ok = () => answer({ data: {}, response: new Response(null, { status: 201 }) })
const refused = (body: unknown) => answer({ error: body, response: new Response(null, { status: 400 }) })

describe('register page', () => {
  it('has the pitch: five feature bullets and three trust points', () => {
    renderApp('/register')
    expect(screen.getByText(viText.AUTH.REGISTER_PITCH.FEATURE_5)).toBeTruthy()
    const trust = screen.getByRole('list', { name: viText.AUTH.REGISTER_PITCH.TRUST_LABEL })
    expect(trust.querySelectorAll('li')).toHaveLength(3)
  })

  it('uses the input types email, tel and password', () => {
    renderApp('/register')
    expect(screen.getByLabelText(LABELS.email).getAttribute('type')).toBe('email')
    expect(screen.getByLabelText(LABELS.phone_number).getAttribute('type')).toBe('tel')
    expect(screen.getByLabelText(LABELS.password).getAttribute('type')).toBe('password')
    expect(screen.getByLabelText(LABELS.confirm).getAttribute('type')).toBe('password')
  })

  it('links to the terms, the privacy policy and the login page', () => {
    renderApp('/register')
    expect(screen.getByRole('link', { name: viText.AUTH.REGISTER.TERMS }).getAttribute('href')).toBe('/dieu-khoan-su-dung')
    expect(screen.getByRole('link', { name: viText.AUTH.REGISTER.PRIVACY }).getAttribute('href')).toBe('/chinh-sach-bao-mat')
    expect(screen.getByRole('link', { name: viText.AUTH.REGISTER.LOGIN_LINK }).getAttribute('href')).toBe('/login')
  })

  it('an empty field shows the required message and sends nothing', () => {
    renderApp('/register')
    fillAndSubmit({ ...VALID, email: '' })
    expect(errorBox()?.textContent).toBe(viText.ERRORS.REQUIRED)
    expect(screen.getByLabelText(LABELS.email).getAttribute('aria-invalid')).toBe('true')
    expect(postSpy).not.toHaveBeenCalled()
  })

  it('different passwords show the mismatch message and send nothing', () => {
    renderApp('/register')
    fillAndSubmit({ ...VALID, confirm: 'other' })
    expect(errorBox()?.textContent).toBe(viText.ERRORS.PASSWORD_MISMATCH)
    expect(postSpy).not.toHaveBeenCalled()
  })

  it('sends the full name as username, without the confirmation, and shows the loading state', () => {
    renderApp('/register')
    fillAndSubmit(VALID)
    expect(postSpy).toHaveBeenCalledWith('/sign_up', {
      body: { email: 'a@example.com', password: 'secret-1', phone_number: '0901234567', username: 'Nguyễn Văn A' },
    })
    expect(submitButton().disabled).toBe(true)
    expect(submitButton().textContent).toContain(viText.AUTH.REGISTER.SUBMITTING)
  })

  it("a refused sign-up shows the server's message and the form is usable again", async () => {
    renderApp('/register')
    fillAndSubmit(VALID)
    await refused({ message: 'Email đã được sử dụng' })
    expect(errorBox()?.textContent).toBe('Email đã được sử dụng')
    expect(submitButton().disabled).toBe(false)
  })

  it('a refusal without a message shows the register-failed message', async () => {
    renderApp('/register')
    fillAndSubmit(VALID)
    await refused({})
    expect(errorBox()?.textContent).toBe(viText.ERRORS.REGISTER_FAILED)
  })

  it('no answer at all shows the register-failed message', async () => {
    postSpy.mockImplementation((() => Promise.reject(new TypeError('Failed to fetch'))) as never)
    renderApp('/register')
    fillAndSubmit(VALID)
    await flush()
    expect(errorBox()?.textContent).toBe(viText.ERRORS.REGISTER_FAILED)
  })

  it('success shows the success alert and goes to /login', async () => {
    const { location } = renderApp('/register')
    fillAndSubmit(VALID)
    await ok()
    await waitFor(() => expect(location()).toBe('/login'))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain(viText.AUTH.REGISTER_SUCCESS)
    expect(dialog.textContent).toContain(viText.ALERT.TITLE.SUCCESS)
    await waitFor(() => expect(browserAlert).toHaveBeenCalledWith(viText.AUTH.REGISTER_SUCCESS))
  })
})

// ---------------------------------------------------------------------------------------------
// The register machine's paths, replayed through the real page (design.md: "for the main flows,
// the real UI"): each SUBMIT is typed and clicked, each sign-up result is the API's answer.

type Snapshot = SnapshotFrom<typeof registerMachine>
const MODEL_EVENTS = [
  { type: 'SUBMIT', values: { ...VALID, phone_number: '' } },
  { type: 'SUBMIT', values: { ...VALID, confirm: 'other' } },
  { type: 'SUBMIT', values: VALID },
  { type: 'xstate.done.actor.signUp', output: {} },
  { type: 'xstate.error.actor.signUp', error: { message: 'Email đã được sử dụng' } },
  { type: 'xstate.error.actor.signUp', error: {} },
]
const model = new TestModel(registerMachine, {
  events: ((snapshot: Snapshot) => MODEL_EVENTS.filter((event) => snapshot.can(event as never))) as never,
  serializeState: ((snapshot: Snapshot) =>
    JSON.stringify({ value: snapshot.value, error: snapshot.context.error })) as never,
})

type Path = TestPath<Snapshot, EventObject>
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()] as Path[]

/** "SUBMIT(valid) → signUp done ⇒ registered", readable in the test list. */
function pathName(path: Path): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    if (event.type === 'SUBMIT') {
      const values = (event as unknown as { values: RegisterValues }).values
      return `SUBMIT(${Object.values(values).includes('') ? 'empty field' : values.password !== values.confirm ? 'mismatch' : 'valid'})`
    }
    if (event.type.startsWith('xstate.done')) return 'signUp done'
    const error = (event as unknown as { error: { message?: string } }).error
    return error.message ? 'signUp refused with message' : 'signUp refused'
  })
  return `${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`
}

describe('register page, replaying the machine paths', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_name, path) => {
    const { location } = renderApp('/register')
    await path.test({
      events: {
        SUBMIT: ({ event }: { event: EventObject }) => fillAndSubmit((event as unknown as { values: RegisterValues }).values),
        'xstate.done.actor.signUp': () => ok(),
        'xstate.error.actor.signUp': ({ event }: { event: EventObject }) =>
          refused((event as unknown as { error: unknown }).error),
      } as never,
      states: {
        '*': async (expected: Snapshot) => {
          if (expected.matches('registered')) {
            await waitFor(() => expect(location()).toBe('/login'))
            expect((await screen.findByRole('alertdialog')).textContent).toContain(viText.AUTH.REGISTER_SUCCESS)
            return
          }
          expect(location()).toBe('/register')
          if (expected.matches('submitting')) {
            expect(submitButton().disabled).toBe(true)
            return
          }
          expect(submitButton().disabled).toBe(false)
          const error = expected.context.error
          if (!error) expect(errorBox()).toBeNull()
          else if ('key' in error) expect(errorBox()?.textContent).toBe(i18nValue(error.key))
          else expect(errorBox()?.textContent).toBe(error.message)
        },
      } as never,
    })
  })
})

function i18nValue(key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], viText) as string
}
