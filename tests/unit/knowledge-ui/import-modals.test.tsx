// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import writeExcelFile from 'write-excel-file/node'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { KNOWLEDGE, UPLOAD } from '../../../src/config/constants'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { backendWithBot, failCall, renderKnowledge, resetOverlays, toasts } from './support/render-knowledge'

vi.mock('../../../src/app/session', () => import('./support/fake-session'))
vi.mock('../../../mock-server/node/load-openapi', () => import('../chatbots/support/load-openapi'))

const T = viText.KNOWLEDGE
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  resetOverlays()
})

/** A real .xlsx written by write-excel-file. */
async function sheet(name: string, rows: (string | number | null)[][]) {
  const buffer = await writeExcelFile(rows).toBuffer()
  return new File([new Uint8Array(buffer)], name, { type: XLSX_TYPE })
}

const dialog = () => screen.getByRole('dialog')
const pick = (file: File) => fireEvent.change(dialog().querySelector('input[type=file]')!, { target: { files: [file] } })
const upload = () => fireEvent.click(within(dialog()).getByRole('button', { name: T.IMPORT.UPLOAD }))

async function openFaqImport(agentType: 'TRA_LOI' | 'TU_VAN' = 'TRA_LOI') {
  const setup = await backendWithBot(agentType)
  renderKnowledge(setup.bot)
  fireEvent.mouseDown(screen.getByRole('tab', { name: T.TAB_FAQ }))
  fireEvent.click(await screen.findByRole('button', { name: T.FAQ.IMPORT }))
  return setup
}

describe('FAQ import', () => {
  it('offers the Excel template and accepts only .xls and .xlsx', async () => {
    await openFaqImport()
    expect(within(dialog()).getByRole('link', { name: new RegExp(T.IMPORT.faq.TEMPLATE) }).getAttribute('href')).toBe(KNOWLEDGE.FAQ_TEMPLATE_PATH)
    pick(new File(['question,answer'], 'faq.csv', { type: 'text/csv' }))
    expect(toasts()).toContainEqual({ type: 'error', title: 'Upload Error', message: viText.UI.UPLOAD.WRONG_TYPE.replace('{{types}}', '.XLS, .XLSX') })
  })

  it(`imports the rows, toasts the count, closes after ${UPLOAD.FAQ_IMPORT_SUCCESS_CLOSE_MS} ms and the FAQ list shows them`, async () => {
    const { env, bot } = await openFaqImport()
    pick(
      await sheet('faq.xlsx', [
        ['question', 'answer', 'catalog_type', 'catalog_id'],
        ['Giờ mở cửa?', 'Từ 8 giờ đến 21 giờ.', 'product', 1],
        ['Có giao hàng không?', 'Có, toàn quốc.', 'promotion', 2],
      ]),
    )
    upload()
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', title: 'Success', message: 'Đã nhập 2 FAQ' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: UPLOAD.FAQ_IMPORT_SUCCESS_CLOSE_MS + 2_000 })
    expect(await screen.findByText('Có giao hàng không?')).toBeTruthy()
    expect((await env.call('GET', `/faqs?chatbot_id=${bot.id}`)).body.total).toBe(2)
  })

  it("nothing imported: 'Upload Warning' with the server message, and the skipped rows with why", async () => {
    await openFaqImport()
    pick(
      await sheet('faq.xlsx', [
        ['question', 'answer'],
        ['Chỉ có câu hỏi?', null],
      ]),
    )
    upload()
    const status = await within(dialog()).findByRole('status')
    expect(status.textContent).toContain('Dòng 2: Thiếu câu hỏi hoặc câu trả lời')
    const warning = toasts().find((toast) => toast.type === 'warning')
    expect(warning).toMatchObject({ title: 'Upload Warning' })
    expect(warning?.message).toBeTruthy()
  })

  it("a broken file: 'Upload failed: ' with the server message, and the toast 'Upload Failed'", async () => {
    await openFaqImport()
    pick(new File(['this is not a spreadsheet'], 'faq.xlsx', { type: XLSX_TYPE }))
    upload()
    const alert = await within(dialog()).findByRole('alert')
    expect(alert.textContent).toMatch(/^Upload failed: \S/)
    expect(toasts()).toContainEqual({ type: 'error', title: 'Upload Failed', message: alert.textContent })
  })

  it("no answer at all: 'Upload failed: Unknown error'", async () => {
    const { env } = await openFaqImport()
    failCall(env, 'POST', '/api/products/import', { status: 500, body: {} })
    pick(await sheet('faq.xlsx', [['question', 'answer']]))
    upload()
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Upload failed: Unknown error')
  })
})

describe('link import', () => {
  it('adds the links of a sheet to the waiting list of the bulk crawl', async () => {
    const { env, bot } = await backendWithBot('TU_VAN')
    renderKnowledge(bot)
    fireEvent.click(await screen.findByRole('button', { name: T.SOURCE.IMPORT }))
    pick(await sheet('links.xlsx', [['url'], ['https://spa.example/bang-gia'], ['https://spa.example/lien-he'], ['javascript:alert(1)']]))
    upload()
    expect(await within(dialog()).findByText('Đã thêm 2 liên kết vào danh sách chờ')).toBeTruthy()
    expect(within(dialog()).getByText(/Dòng 4:/)).toBeTruthy()
    const waiting = await env.call('POST', '/url-crawls/waiting', { body: { chatbot_id: bot.id } })
    expect(waiting.body.urls.map((row: { url: string }) => row.url).sort()).toEqual(['https://spa.example/bang-gia', 'https://spa.example/lien-he'])
  })
})
