// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAGE_SIZE } from '../../../src/config/constants'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { backendWithBot, failCall, renderKnowledge, resetOverlays, toasts } from './support/render-knowledge'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))
vi.mock('../../../mock-server/node/load-openapi', () => import('../chatbots/support/load-openapi'))

const T = viText.KNOWLEDGE

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  resetOverlays()
})

async function openFaqTab(agentType: 'TRA_LOI' | 'TU_VAN' = 'TRA_LOI') {
  const setup = await backendWithBot(agentType)
  renderKnowledge(setup.bot)
  fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
  fireEvent.click(screen.getByRole('tab', { name: T.TAB_FAQ }))
  return setup
}

async function addFaqs(env: Awaited<ReturnType<typeof backendWithBot>>['env'], chatbotId: number, count: number) {
  for (let i = 1; i <= count; i++) {
    await env.call('POST', '/faqs', { body: { chatbot_id: chatbotId, question: `Câu hỏi ${i}?`, answer: `Trả lời ${i}.`, catalog_type: 'product', catalog_id: i } })
  }
}

const dialog = () => screen.getByRole('dialog')
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLTextAreaElement
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })

async function chooseCatalogType(label: string) {
  fireEvent.click(within(dialog()).getByRole('button', { name: new RegExp(T.FAQ.CATALOG_TYPE) }))
  fireEvent.click(await screen.findByRole('option', { name: label }))
}

describe('FAQ tab', () => {
  it('has the data-source and FAQ sub-tabs; FAQ shows an empty bot with Import and Create New FAQ', async () => {
    await openFaqTab()
    expect(screen.getByRole('tab', { name: T.TAB_DATA_SOURCE })).toBeTruthy()
    expect(await screen.findByText(T.FAQ.EMPTY_TITLE)).toBeTruthy()
    expect(screen.getByRole('button', { name: T.FAQ.IMPORT })).toBeTruthy()
    expect(screen.getByRole('button', { name: new RegExp(T.FAQ.CREATE_NEW) })).toBeTruthy()
  })

  it(`lists question, answer and updated time, ${PAGE_SIZE.FAQ} a page`, async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    await addFaqs(env, bot.id, PAGE_SIZE.FAQ + 1)
    renderKnowledge(bot)
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
    const table = await screen.findByRole('table', { name: T.FAQ.TABLE_LABEL })
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE.FAQ + 1)
    expect(within(table).getByText(`Câu hỏi ${PAGE_SIZE.FAQ + 1}?`)).toBeTruthy()
    expect(within(table).queryByText('Câu hỏi 1?')).toBeNull()
    expect(within(table).getAllByText('Vừa xong').length).toBeGreaterThan(0)
    expect(screen.getByText(`Tổng ${PAGE_SIZE.FAQ + 1} mục`)).toBeTruthy()
  })

  it('Create with empty fields marks all four and creates nothing', async () => {
    const { env, bot } = await openFaqTab()
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.FAQ.CREATE_NEW) }))
    fireEvent.click(within(dialog()).getByRole('button', { name: T.FAQ.FORM.CREATE }))
    for (const text of [T.FAQ.FORM.REQUIRED_question, T.FAQ.FORM.REQUIRED_answer, T.FAQ.FORM.REQUIRED_catalog_type, T.FAQ.FORM.REQUIRED_catalog_id]) {
      expect(within(dialog()).getByText(text)).toBeTruthy()
    }
    expect((await env.call('GET', `/faqs?chatbot_id=${bot.id}`)).body.total).toBe(0)
  })

  it('creates an FAQ with a catalog type from the list; the modal closes and the row appears', async () => {
    const { env, bot } = await openFaqTab()
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.FAQ.CREATE_NEW) }))
    type(field(T.FAQ.QUESTION), 'Có giao hàng không?')
    type(field(T.FAQ.ANSWER), 'Có, giao toàn quốc.')
    await chooseCatalogType(viText.UI.CONTENT_TYPE.promotion)
    type(field(T.FAQ.CATALOG_ID), '3')
    fireEvent.click(within(dialog()).getByRole('button', { name: T.FAQ.FORM.CREATE }))
    expect(await screen.findByText('Có giao hàng không?')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const stored = (await env.call('GET', `/faqs?chatbot_id=${bot.id}`)).body.data[0]
    expect(stored).toMatchObject({ question: 'Có giao hàng không?', answer: 'Có, giao toàn quốc.', catalog_type: 'promotion', catalog_id: 3 })
  })

  it('catalog types come from GET /catalogs, and fall back to product and promotion when it fails', async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    renderKnowledge(bot)
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.FAQ.CREATE_NEW) }))
    fireEvent.click(within(dialog()).getByRole('button', { name: new RegExp(T.FAQ.CATALOG_TYPE) }))
    const C = viText.UI.CONTENT_TYPE
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([C.product, C.promotion, C.about_company, C.policy, C.faq])
    cleanup()
    failCall(env, 'GET', '/catalogs', { status: 500, body: { message: 'Lỗi máy chủ' } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderKnowledge(bot)
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.FAQ.CREATE_NEW) }))
    fireEvent.click(within(dialog()).getByRole('button', { name: new RegExp(T.FAQ.CATALOG_TYPE) }))
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([C.product, C.promotion])
  })

  it('a catalog ID that is not a whole number is refused in the form', async () => {
    await openFaqTab()
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.FAQ.CREATE_NEW) }))
    type(field(T.FAQ.CATALOG_ID), 'abc')
    fireEvent.click(within(dialog()).getByRole('button', { name: T.FAQ.FORM.CREATE }))
    expect(within(dialog()).getByText(T.FAQ.FORM.INVALID_catalog_id)).toBeTruthy()
  })

  it('edits an FAQ through Update', async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    await addFaqs(env, bot.id, 1)
    renderKnowledge(bot)
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
    fireEvent.click(await screen.findByRole('button', { name: `Sửa FAQ: Câu hỏi 1?` }))
    expect(field(T.FAQ.QUESTION).value).toBe('Câu hỏi 1?')
    expect(field(T.FAQ.CATALOG_ID).value).toBe('1')
    type(field(T.FAQ.ANSWER), 'Trả lời mới.')
    fireEvent.click(within(dialog()).getByRole('button', { name: T.FAQ.FORM.UPDATE }))
    expect(await screen.findByText('Trả lời mới.')).toBeTruthy()
  })

  it('a failed save keeps the modal and what was typed, says so briefly, and toasts nothing', async () => {
    const { env } = await openFaqTab()
    failCall(env, 'POST', '/faqs', { status: 500, body: { message: 'Lỗi máy chủ' } })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.FAQ.CREATE_NEW) }))
    type(field(T.FAQ.QUESTION), 'Có giao hàng không?')
    type(field(T.FAQ.ANSWER), 'Có.')
    await chooseCatalogType(viText.UI.CONTENT_TYPE.product)
    type(field(T.FAQ.CATALOG_ID), '0')
    fireEvent.click(within(dialog()).getByRole('button', { name: T.FAQ.FORM.CREATE }))
    expect(await within(dialog()).findByText(T.FAQ.FORM.SAVE_FAILED)).toBeTruthy()
    expect(field(T.FAQ.QUESTION).value).toBe('Có giao hàng không?')
    expect(toasts()).toEqual([])
    expect(logged).toHaveBeenCalled()
  })

  it(`deletes after 'Are you sure you want to delete this FAQ?'`, async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    await addFaqs(env, bot.id, 1)
    renderKnowledge(bot)
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa FAQ: Câu hỏi 1?' }))
    const confirm = screen.getByRole('alertdialog')
    expect(within(confirm).getByText(T.FAQ.DELETE_CONFIRM)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: T.DELETE }))
    expect(await screen.findByText(T.FAQ.EMPTY_TITLE)).toBeTruthy()
    expect((await env.call('GET', `/faqs?chatbot_id=${bot.id}`)).body.total).toBe(0)
  })

  it('a failed list load says so with a retry and toasts nothing', async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    failCall(env, 'GET', '/faqs', 'network')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderKnowledge(bot)
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
    expect(await screen.findByText(T.FAQ.LOAD_FAILED)).toBeTruthy()
    expect(toasts()).toEqual([])
    await act(async () => {})
  })
})
