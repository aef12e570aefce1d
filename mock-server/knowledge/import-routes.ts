import type { Hono } from 'hono'
import { UPLOAD } from '../../src/config/constants'
import type { AppEnv, ServerContext } from '../context'
import { ApiError, badRequest, languageOf } from '../http/errors'
import { bodyOf, ownedChatbot, requireUser } from '../http/route-helpers'
import type { Schemas } from '../shared/api-types'
import { importDocument, importFaqRows, importLinkRows } from './import-files'
import { docxText, OfficeFileError, xlsxRows } from './office-text'
import { readPlainText } from './read-text-file'

const MAX_IMPORT_BYTES = UPLOAD.MAX_FILE_MB * 1024 * 1024
/** Legacy binary Office files (.doc, .xls) start with the OLE2 signature. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

type ImportBody = Omit<Schemas['ImportUpload'], 'file'> & { file: File | string }

const unsupported = (vi: string, en: string) => new ApiError(415, { vi, en })

/**
 * POST /api/products/import (decision 113): FAQ sheets (.xlsx), link sheets (.xlsx) and documents
 * (.txt, .docx). Legacy binary .xls and .doc files answer 415.
 */
export function registerImportRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/api/products/import', async (c) => {
    const input = bodyOf<ImportBody>(c)
    ownedChatbot(ctx, requireUser(c), input.chatbot_id)
    const file = input.file
    if (typeof file === 'string') {
      throw badRequest({ vi: 'Hãy chọn một tệp để tải lên', en: 'Choose a file to upload' }, [{ path: 'form.file', message: 'must be a file' }])
    }
    if (file.size > MAX_IMPORT_BYTES) {
      throw new ApiError(413, {
        vi: `Kích thước tệp phải nhỏ hơn ${UPLOAD.MAX_FILE_MB}MB`,
        en: `File size must be less than ${UPLOAD.MAX_FILE_MB}MB`,
      })
    }
    if (input.type === 'faq' && input.file_type !== 'excel') {
      throw badRequest({ vi: 'Câu hỏi thường gặp chỉ nhập được từ tệp Excel', en: 'FAQs can only be imported from an Excel file' }, [
        { path: 'form.file_type', message: 'must be excel when type is faq' },
      ])
    }
    const english = languageOf(c.req.raw) === 'en'
    const say = (vi: string, en: string) => (english ? en : vi)
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (input.file_type !== 'txt' && OLE2.every((byte, i) => bytes[i] === byte)) {
      throw unsupported('Tệp .doc/.xls đời cũ chưa được hỗ trợ: hãy lưu lại thành .docx/.xlsx', 'Legacy .doc/.xls files are not supported: save the file as .docx/.xlsx')
    }

    try {
      if (input.file_type === 'txt') {
        const text = readPlainText(bytes)
        if (text === null) throw unsupported('Tệp không phải là văn bản thuần (.txt)', 'The file is not a plain-text (.txt) file')
        return c.json(await importDocument(ctx, say, input, file.name, text))
      }
      if (input.file_type === 'docx') return c.json(await importDocument(ctx, say, input, file.name, await docxText(bytes)))
      const rows = await xlsxRows(bytes)
      if (input.type === 'faq') return c.json(await importFaqRows(ctx, say, input.chatbot_id, rows))
      return c.json(await importLinkRows(ctx, say, input.chatbot_id, input.type, rows))
    } catch (error) {
      if (error instanceof OfficeFileError) throw new ApiError(415, error.text)
      throw error
    }
  })
}
