import type { Hono } from 'hono'
import { UPLOAD } from '../../src/config/constants'
import type { AppEnv, ServerContext } from '../context'
import { ApiError, badRequest, languageOf } from '../http/errors'
import { bodyOf, ownedChatbot, requireUser } from '../http/route-helpers'
import type { Schemas } from '../shared/api-types'
import { docxText, plainText } from './document-text'
import { sniffFile, type SniffedKind } from './file-sniff'
import { importDocument, importFaqRows, importLinkRows } from './import-files'
import { readSpreadsheet } from './spreadsheet'

const MAX_IMPORT_BYTES = UPLOAD.MAX_FILE_MB * 1024 * 1024

type ImportBody = Omit<Schemas['ImportUpload'], 'file'> & { file: File | string }
type FileType = ImportBody['file_type']

const KIND_NAME: Record<FileType, { vi: string; en: string }> = {
  excel: { vi: 'bảng tính Excel (.xlsx)', en: 'an Excel spreadsheet (.xlsx)' },
  docx: { vi: 'tài liệu Word (.docx)', en: 'a Word document (.docx)' },
  txt: { vi: 'tệp văn bản (.txt)', en: 'a text file (.txt)' },
}

/**
 * What the first bytes rule out before any parser runs (415): programs, PDFs and images whatever
 * their name, legacy binary Office files, and anything but a ZIP archive where .xlsx/.docx is expected.
 */
function refuseByContent(kind: SniffedKind, fileType: FileType): void {
  const expected = KIND_NAME[fileType]
  const refuse = (vi: string, en: string) => {
    throw new ApiError(415, { vi, en })
  }
  if (kind === 'program') refuse(`Tệp này là một chương trình (.exe), không phải ${expected.vi}`, `This file is a program (.exe), not ${expected.en}`)
  if (kind === 'pdf') refuse(`Tệp PDF chưa được hỗ trợ: hãy tải lên ${expected.vi}`, `PDF files are not supported; upload ${expected.en}`)
  if (kind === 'image') refuse(`Tệp này là một ảnh, không phải ${expected.vi}`, `This file is an image, not ${expected.en}`)
  if (kind === 'ole2' && fileType === 'docx') refuse('Tệp .doc đời cũ chưa được hỗ trợ: hãy lưu lại thành .docx', 'Legacy .doc files are not supported; save as .docx')
  if (kind === 'ole2' && fileType === 'excel') refuse('Tệp .xls đời cũ chưa được hỗ trợ: hãy lưu lại thành .xlsx', 'Legacy .xls files are not supported; save as .xlsx')
  if (kind !== 'zip' && fileType !== 'txt') refuse(`Tệp không phải ${expected.vi} hợp lệ`, `The file is not ${expected.en}`)
}

/**
 * POST /api/products/import (decisions 113, 800): FAQ sheets and link sheets (.xlsx, read with
 * read-excel-file) and documents (.docx with mammoth, .txt). Every check and every parse happens
 * before the first write: a bad file changes nothing.
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
    refuseByContent(sniffFile(bytes), input.file_type)

    if (input.file_type === 'txt') return c.json(await importDocument(ctx, say, input, file.name, plainText(bytes)))
    if (input.file_type === 'docx') return c.json(await importDocument(ctx, say, input, file.name, await docxText(bytes)))
    const rows = await readSpreadsheet(bytes)
    if (input.type === 'faq') return c.json(await importFaqRows(ctx, say, input.chatbot_id, rows))
    return c.json(await importLinkRows(ctx, say, input.chatbot_id, input.type, rows))
  })
}
