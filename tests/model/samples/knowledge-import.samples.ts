import type { MachineSamples } from '../machine-graph'

const event = (type: string, payload: Record<string, unknown> = {}) => ({ type, ...payload }) as never

export const faqSheet = { name: 'faq.xlsx', size: 12_345, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }

/** Payloads for the FAQ import modal: with and without a token, and every answer the server can give. */
export const samples: MachineSamples = {
  input: { chatbotId: 3, kind: 'faq' },
  events: {
    FILE_CHOSEN: [event('FILE_CHOSEN', { file: faqSheet })],
    FILE_REJECTED: [event('FILE_REJECTED', { message: 'Only .XLS, .XLSX files are supported' })],
    CONTENT_TYPE_CHANGED: [event('CONTENT_TYPE_CHANGED', { contentType: 'promotion' })],
    SUBMIT: [event('SUBMIT', { token: 'access-token' }), event('SUBMIT', { token: null })],
    'xstate.done.actor.importFile': [
      event('xstate.done.actor.importFile', { output: { imported: 3, message: 'Đã nhập 3 câu hỏi' } }),
      event('xstate.done.actor.importFile', {
        output: { imported: 2, message: 'Đã nhập 2 câu hỏi', skipped: [{ row: 4, reason: 'catalog_id phải là số nguyên không âm' }] },
      }),
      event('xstate.done.actor.importFile', {
        output: { imported: 0, message: 'Không có câu hỏi nào được nhập', skipped: [{ row: 2, reason: 'Thiếu câu hỏi hoặc câu trả lời' }] },
      }),
    ],
    'xstate.error.actor.importFile': [event('xstate.error.actor.importFile', { error: { message: 'Tệp .doc/.xls đời cũ chưa được hỗ trợ' } })],
  },
}
