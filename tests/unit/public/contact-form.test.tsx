// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { initTestI18n, vi as viText } from '../ui/support/i18n'

const post = vi.fn()
vi.mock('../../../src/api/client', () => ({ api: { POST: (...args: unknown[]) => post(...args) } }))

const { ContactForm } = await import('../../../src/features/contact/contact-form')
const FORM = viText.CONTACT.FORM

beforeAll(() => initTestI18n('vi'))
beforeEach(() => {
  post.mockReset()
})
afterEach(cleanup)

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement

function fill(values: Partial<Record<'name' | 'email' | 'title' | 'content', string>>) {
  const all = { name: 'Trần Minh Anh', email: 'minhanh@example.vn', title: 'Tư vấn gói Professional', content: 'Tôi cần chatbot.', ...values }
  fireEvent.change(field(FORM.FULL_NAME), { target: { value: all.name } })
  fireEvent.change(field(FORM.EMAIL), { target: { value: all.email } })
  fireEvent.change(field(FORM.SUBJECT), { target: { value: all.title } })
  fireEvent.change(field(FORM.CONTENT), { target: { value: all.content } })
}
const send = () => fireEvent.click(screen.getByRole('button', { name: FORM.SEND }))

/** A POST /api/contacts the test answers by hand. */
function pendingPost() {
  let answer!: (value: unknown) => void
  post.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  return (value: unknown) => act(async () => answer(value))
}

describe('contact form (000 §2, §4, §8)', () => {
  it('marks every empty field required, sends nothing, and takes the visitor to the first one', () => {
    render(<ContactForm />)
    send()
    expect(screen.getAllByText(FORM.REQUIRED)).toHaveLength(4)
    expect(post).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(field(FORM.FULL_NAME))
  })

  it('refuses an email that is not an address', () => {
    render(<ContactForm />)
    fill({ email: 'minhanh.example.vn' })
    send()
    expect(screen.getByText(FORM.INVALID_EMAIL)).toBeTruthy()
    expect(field(FORM.EMAIL).getAttribute('aria-invalid')).toBe('true')
    expect(post).not.toHaveBeenCalled()
  })

  it("shows 'Đang gửi...' on a disabled button while sending, then the thank-you with number, time and title", async () => {
    const answer = pendingPost()
    render(<ContactForm />)
    fill({})
    send()
    expect(post).toHaveBeenCalledWith('/api/contacts', {
      body: { full_name: 'Trần Minh Anh', email: 'minhanh@example.vn', title: 'Tư vấn gói Professional', content: 'Tôi cần chatbot.' },
    })
    const button = screen.getByRole('button', { name: FORM.SENDING }) as HTMLButtonElement
    expect(button.disabled).toBe(true)

    await answer({ data: { id: 12, created_at: '2025-03-08T02:05:00.000Z', title: 'Tư vấn gói Professional' }, error: undefined, response: { ok: true, status: 201 } })
    expect(screen.getByText(viText.CONTACT.THANKS.TITLE)).toBeTruthy()
    expect(screen.getByTestId('contact-receipt-number').textContent).toBe('#12')
    // 02:05 UTC is 09:05 in Ho Chi Minh City.
    expect(screen.getByText('08/03/2025 09:05')).toBeTruthy()
    expect(screen.getByText('Tư vấn gói Professional')).toBeTruthy()
    expect(screen.queryByLabelText(new RegExp(`^${FORM.FULL_NAME}`))).toBeNull()
  })

  it('"send new message" brings back an empty form', async () => {
    const answer = pendingPost()
    render(<ContactForm />)
    fill({})
    send()
    await answer({ data: { id: 3, created_at: '2025-03-08T02:05:00.000Z', title: 'x' }, error: undefined, response: { ok: true, status: 201 } })
    fireEvent.click(screen.getByRole('button', { name: viText.CONTACT.THANKS.SEND_NEW }))
    for (const label of [FORM.FULL_NAME, FORM.EMAIL, FORM.SUBJECT, FORM.CONTENT]) expect(field(label).value).toBe('')
  })

  it('a refused send shows the error above the form and keeps everything typed', async () => {
    const answer = pendingPost()
    render(<ContactForm />)
    fill({ content: 'Nội dung dài tôi không muốn gõ lại.' })
    send()
    await answer({ data: undefined, error: { message: 'Lỗi máy chủ' }, response: { ok: false, status: 500 } })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(FORM.FAILED)
    expect(field(FORM.CONTENT).value).toBe('Nội dung dài tôi không muốn gõ lại.')
    expect(field(FORM.FULL_NAME).value).toBe('Trần Minh Anh')
    expect((screen.getByRole('button', { name: FORM.SEND }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('a network failure is a failed send too, and sending again works', async () => {
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    render(<ContactForm />)
    fill({})
    send()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FORM.FAILED))
    const answer = pendingPost()
    send()
    await answer({ data: { id: 4, created_at: '2025-03-08T02:05:00.000Z', title: 'Tư vấn gói Professional' }, error: undefined, response: { ok: true, status: 201 } })
    expect(screen.getByTestId('contact-receipt-number').textContent).toBe('#4')
  })
})
