// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { UPLOAD } from '../../../src/config/constants'
import { knowledgeStatusOf } from '../../../src/features/knowledge/crawl-status'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { session } from './support/fake-session'
import { backendWithBot, failCall, renderKnowledge, resetOverlays, toasts, type Backend } from './support/render-knowledge'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))
vi.mock('../../../mock-server/node/load-openapi', () => import('../chatbots/support/load-openapi'))

const T = viText.KNOWLEDGE

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  resetOverlays()
})

async function addItem(env: Backend, chatbotId: number, fields: { status: 'success' | 'pending' | 'failed'; model_type?: string; url?: string | null; name?: string }) {
  const now = new Date().toISOString()
  return env.backend.ctx.db.insert('knowledge', {
    chatbot_id: chatbotId,
    name: fields.name ?? 'Bảng giá',
    url: fields.url === undefined ? 'https://spa.example/bang-gia' : fields.url,
    model_type: fields.model_type ?? 'product',
    full_text: 'Gội đầu dưỡng sinh 150.000 đồng.',
    status: fields.status,
    created_at: now,
    updated_at: now,
  })
}

const table = () => screen.findByRole('table', { name: T.SOURCE.TABLE_LABEL })
const dialog = () => screen.getByRole('dialog')

describe('data-source tab: what is shown for each bot type', () => {
  it('a TRA_LOI bot gets only the single-link crawl button', async () => {
    const { bot } = await backendWithBot('TRA_LOI')
    renderKnowledge(bot)
    expect(await screen.findByRole('button', { name: T.SOURCE.SINGLE_CRAWL })).toBeTruthy()
    for (const name of [T.SOURCE.UPLOAD, T.SOURCE.IMPORT, T.SOURCE.BULK_CRAWL]) expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.queryByRole('button', { name: new RegExp(T.SOURCE.TYPE_FILTER) })).toBeNull()
  })

  it('a TU_VAN bot also gets the type filter, document upload, link import and bulk crawl', async () => {
    const { bot } = await backendWithBot('TU_VAN')
    renderKnowledge(bot)
    for (const name of [T.SOURCE.SINGLE_CRAWL, T.SOURCE.UPLOAD, T.SOURCE.IMPORT, T.SOURCE.BULK_CRAWL]) {
      expect(await screen.findByRole('button', { name })).toBeTruthy()
    }
    expect(screen.getByRole('button', { name: new RegExp(T.SOURCE.TYPE_FILTER) })).toBeTruthy()
  })
})

describe('data-source tab: the knowledge table', () => {
  it('maps success → completed, pending → in-progress and anything else → failed', () => {
    expect(knowledgeStatusOf('success')).toBe('completed')
    expect(knowledgeStatusOf('pending')).toBe('in-progress')
    expect(knowledgeStatusOf('failed')).toBe('failed')
    expect(knowledgeStatusOf('weird')).toBe('failed')
  })

  it('shows ID, link, type badge, mapped status and updated time', async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    const done = await addItem(env, bot.id, { status: 'success' })
    await addItem(env, bot.id, { status: 'pending', url: 'https://spa.example/khuyen-mai', model_type: 'promotion' })
    await addItem(env, bot.id, { status: 'failed', url: null, name: 'huong-dan.docx', model_type: 'policy' })
    renderKnowledge(bot)
    const rows = within(await table()).getAllByRole('row')
    expect(rows).toHaveLength(4)
    const text = rows.slice(1).map((row) => row.textContent)
    expect(text.join('|')).toContain(String(done.id))
    expect(text.join('|')).toContain(T.STATUS.completed)
    expect(text.join('|')).toContain(T.STATUS['in-progress'])
    expect(text.join('|')).toContain(T.STATUS.failed)
    expect(text.join('|')).toContain(viText.UI.CONTENT_TYPE.promotion)
    expect(text.join('|')).toContain('huong-dan.docx')
    expect(screen.getByRole('link', { name: /spa\.example\/bang-gia/ })).toBeTruthy()
  })

  it("'Failed to load products' when the table cannot load", async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    failCall(env, 'GET', '/api/products/list', { status: 500, body: { message: 'Lỗi máy chủ' } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderKnowledge(bot)
    expect(await screen.findByText(T.SOURCE.LOAD_FAILED, { selector: 'p' })).toBeTruthy()
    expect(toasts()).toContainEqual({ type: 'error', title: undefined, message: 'Failed to load products' })
  })

  it('the type filter shows only items of that type', async () => {
    const { env, bot } = await backendWithBot('TU_VAN')
    await addItem(env, bot.id, { status: 'success' })
    await addItem(env, bot.id, { status: 'success', url: 'https://spa.example/khuyen-mai', model_type: 'promotion' })
    renderKnowledge(bot)
    expect(within(await table()).getAllByRole('row')).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.SOURCE.TYPE_FILTER) }))
    fireEvent.click(await screen.findByRole('option', { name: viText.UI.CONTENT_TYPE.promotion }))
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2))
    expect(within(await table()).getByText(viText.UI.CONTENT_TYPE.promotion)).toBeTruthy()
  })

  it('the edit dialog shows the details and saves a new text and type', async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    const item = await addItem(env, bot.id, { status: 'success' })
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: `Sửa dữ liệu #${item.id}` }))
    expect(within(dialog()).getByText(T.STATUS.completed)).toBeTruthy()
    expect(within(dialog()).getByText(T.ITEM_EDIT.CREATED)).toBeTruthy()
    const text = within(dialog()).getByLabelText(new RegExp(`^${T.ITEM_EDIT.FULL_TEXT}`)) as HTMLTextAreaElement
    expect(text.value).toBe('Gội đầu dưỡng sinh 150.000 đồng.')
    fireEvent.change(text, { target: { value: 'Gội đầu dưỡng sinh 180.000 đồng.' } })
    fireEvent.click(within(dialog()).getByRole('button', { name: new RegExp(T.SOURCE.TYPE) }))
    fireEvent.click(await screen.findByRole('option', { name: viText.UI.CONTENT_TYPE.promotion }))
    fireEvent.click(within(dialog()).getByRole('button', { name: T.ITEM_EDIT.SAVE }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(env.backend.ctx.db.byId('knowledge', item.id)).toMatchObject({ full_text: 'Gội đầu dưỡng sinh 180.000 đồng.', model_type: 'promotion' })
  })

  it("a failed update says 'Failed to update product' and keeps the edit", async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    const item = await addItem(env, bot.id, { status: 'success' })
    failCall(env, 'PUT', '/api/products/update/{model_type}/{id}/full_text', { status: 404, body: { message: 'Knowledge item not found' } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: `Sửa dữ liệu #${item.id}` }))
    const text = within(dialog()).getByLabelText(new RegExp(`^${T.ITEM_EDIT.FULL_TEXT}`)) as HTMLTextAreaElement
    fireEvent.change(text, { target: { value: 'Giá mới' } })
    fireEvent.click(within(dialog()).getByRole('button', { name: T.ITEM_EDIT.SAVE }))
    expect(await within(dialog()).findByText('Failed to update product')).toBeTruthy()
    expect(text.value).toBe('Giá mới')
  })

  it("deletes after 'Are you sure you want to delete this product?'", async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    const item = await addItem(env, bot.id, { status: 'success' })
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: `Xóa dữ liệu #${item.id}` }))
    const confirm = screen.getByRole('alertdialog')
    expect(within(confirm).getByText(T.SOURCE.DELETE_CONFIRM)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: T.DELETE }))
    expect(await screen.findByText(T.SOURCE.EMPTY_TITLE)).toBeTruthy()
    expect(env.backend.ctx.db.byId('knowledge', item.id)).toBeFalsy()
  })

  it('when the item is already gone the list simply reloads', async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    const item = await addItem(env, bot.id, { status: 'success' })
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: `Xóa dữ liệu #${item.id}` }))
    env.backend.ctx.db.remove('knowledge', (row) => row.id === item.id)
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.DELETE }))
    expect(await screen.findByText(T.SOURCE.EMPTY_TITLE)).toBeTruthy()
    expect(screen.queryByText(T.SOURCE.DELETE_FAILED)).toBeNull()
  })

  it("any other delete failure says 'Failed to delete product' in the dialog", async () => {
    const { env, bot } = await backendWithBot('TRA_LOI')
    const item = await addItem(env, bot.id, { status: 'success' })
    failCall(env, 'DELETE', '/api/products/delete/{model_type}/{id}', 'network')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: `Xóa dữ liệu #${item.id}` }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.DELETE }))
    expect(await within(screen.getByRole('alertdialog')).findByText('Failed to delete product')).toBeTruthy()
    expect(env.backend.ctx.db.byId('knowledge', item.id)).toBeTruthy()
  })
})

describe('data-source tab: document upload', () => {
  const docFile = (name: string, text: string, type = 'text/plain') => new File([text], name, { type })
  const pick = (file: File) => {
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement
    fireEvent.change(input, { target: { files: [file] } })
  }

  it("a .txt becomes knowledge: 'Success' / 'Document imported successfully', then the table shows it", async () => {
    const { bot } = await backendWithBot('TU_VAN')
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.UPLOAD }))
    pick(docFile('gio-mo-cua.txt', 'Spa mở cửa từ 9 giờ đến 21 giờ.'))
    fireEvent.click(within(dialog()).getByRole('button', { name: T.IMPORT.UPLOAD }))
    expect(await within(dialog()).findByText('Document imported successfully')).toBeTruthy()
    expect(toasts()).toContainEqual({ type: 'success', title: 'Success', message: 'Document imported successfully' })
    // The modal closes by itself after UPLOAD.SUCCESS_CLOSE_MS.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: UPLOAD.SUCCESS_CLOSE_MS + 2_000 })
    expect(await within(await table()).findByText('gio-mo-cua.txt')).toBeTruthy()
  })

  it("a file of another type is an 'Upload Error' and nothing is sent", async () => {
    const { env, bot } = await backendWithBot('TU_VAN')
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.UPLOAD }))
    pick(docFile('virus.exe', 'MZ', 'application/octet-stream'))
    expect(toasts()).toContainEqual(expect.objectContaining({ type: 'error', title: 'Upload Error' }))
    expect((within(dialog()).getByRole('button', { name: T.IMPORT.UPLOAD }) as HTMLButtonElement).disabled).toBe(true)
    expect(env.spies.POST).not.toHaveBeenCalledWith('/api/products/import', expect.anything())
  })

  it("a refused upload shows the server's message and toasts 'Upload Failed' / 'Failed to upload document'", async () => {
    const { bot } = await backendWithBot('TU_VAN')
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.UPLOAD }))
    // A legacy binary .doc: the server answers 415 with its reason.
    pick(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])], 'cu.doc', { type: 'application/msword' }))
    fireEvent.click(within(dialog()).getByRole('button', { name: T.IMPORT.UPLOAD }))
    expect((await within(dialog()).findByRole('alert')).textContent).toMatch(/đời cũ|Legacy/)
    expect(toasts()).toContainEqual({ type: 'error', title: 'Upload Failed', message: 'Failed to upload document' })
  })

  it("without a stored token nothing is sent: 'Không có token xác thực'", async () => {
    const { env, bot } = await backendWithBot('TU_VAN')
    session.user = { id: session.user!.id, access_token: '' }
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.UPLOAD }))
    pick(docFile('a.txt', 'Nội dung'))
    fireEvent.click(within(dialog()).getByRole('button', { name: T.IMPORT.UPLOAD }))
    expect(within(dialog()).getByText(T.NO_TOKEN)).toBeTruthy()
    expect(env.spies.POST).not.toHaveBeenCalledWith('/api/products/import', expect.anything())
  })
})
