import { ApiError } from '../http/errors'

/** A sheet row: its 1-based number in the sheet and its cells as text, by 0-based column. */
export interface SheetRow {
  row: number
  cells: string[]
}

const unreadable = (why: { vi: string; en: string }) =>
  new ApiError(415, { vi: `Không đọc được tệp Excel: ${why.vi}`, en: `The Excel file could not be read: ${why.en}` })

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  return String(value).trim()
}

/**
 * The first sheet of an .xlsx workbook as rows of text (read-excel-file, which runs in Node and in
 * browsers). A file that is not a readable workbook answers 415 with the reason; nothing is
 * imported from it.
 */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const { readSheet } = await import('read-excel-file/universal')
  let data: unknown[][]
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
    data = (await readSheet(buffer)) as unknown[][]
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'INVALID_ZIP') throw unreadable({ vi: 'tệp bị hỏng hoặc không trọn vẹn', en: 'it is damaged or incomplete' })
    if (code === 'XLS_FILE_NOT_SUPPORTED') {
      throw new ApiError(415, { vi: 'Tệp .xls đời cũ chưa được hỗ trợ: hãy lưu lại thành .xlsx', en: 'Legacy .xls files are not supported; save as .xlsx' })
    }
    if (code === 'NO_DATA') throw unreadable({ vi: 'tệp trống', en: 'the file is empty' })
    throw unreadable({ vi: 'đây không phải bảng tính .xlsx hợp lệ', en: 'it is not a valid .xlsx workbook' })
  }
  return data.map((cells, i) => ({ row: i + 1, cells: cells.map(cellText) }))
}
