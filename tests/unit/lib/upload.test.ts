import { describe, expect, it } from 'vitest'
import { UPLOAD } from '../../../src/config/constants'
import { acceptedTypesLabel, extensionOf, fileTypeOf, validateUpload } from '../../../src/lib/upload'

const MB = 1024 * 1024
const file = (name: string, size = 1_000, type = '') => ({ name, size, type })

describe('validateUpload', () => {
  it('accepts the default types up to 20 MB', () => {
    for (const name of ['a.xls', 'b.xlsx', 'c.txt', 'd.doc', 'e.docx', 'F.DOCX']) expect(validateUpload(file(name))).toEqual({ ok: true })
    expect(validateUpload(file('big.xlsx', UPLOAD.MAX_FILE_MB * MB))).toEqual({ ok: true })
  })

  it('refuses a file over the size limit, naming the limit', () => {
    expect(validateUpload(file('big.xlsx', 20 * MB + 1))).toEqual({ ok: false, problem: { kind: 'too-large', maxSizeMb: 20 } })
    expect(validateUpload(file('a.txt', 6 * MB), { maxSizeMb: 5 })).toEqual({ ok: false, problem: { kind: 'too-large', maxSizeMb: 5 } })
  })

  it('refuses another type, listing the accepted ones in capitals', () => {
    expect(validateUpload(file('photo.png', 10, 'image/png'), { accept: ['.xls', '.xlsx'] })).toEqual({
      ok: false,
      problem: { kind: 'wrong-type', types: '.XLS, .XLSX' },
    })
    expect(validateUpload(file('notes'))).toMatchObject({ ok: false, problem: { kind: 'wrong-type' } })
  })

  it('accepts a file whose MIME type matches even without the extension', () => {
    expect(validateUpload(file('export', 10, 'application/vnd.ms-excel'), { accept: ['.xls', '.xlsx'] })).toEqual({ ok: true })
    expect(validateUpload(file('logo', 10, 'image/png'), { accept: ['image/*'] })).toEqual({ ok: true })
    expect(validateUpload(file('readme', 10, 'text/plain'), { accept: ['text/plain'] })).toEqual({ ok: true })
  })

  it('does not let a MIME type of another kind through', () => {
    expect(validateUpload(file('x.exe', 10, 'application/x-msdownload'), { accept: ['image/*'] }).ok).toBe(false)
  })

  it('checks the size before the type', () => {
    expect(validateUpload(file('movie.mp4', 30 * MB))).toMatchObject({ problem: { kind: 'too-large' } })
  })

  it('refuses an empty file', () => {
    expect(validateUpload(file('blank.txt', 0))).toEqual({ ok: false, problem: { kind: 'empty' } })
  })
})

describe('fileTypeOf', () => {
  it('derives excel, docx or txt from the extension', () => {
    expect(fileTypeOf('Bảng giá.xls')).toBe('excel')
    expect(fileTypeOf('prices.XLSX')).toBe('excel')
    expect(fileTypeOf('policy.doc')).toBe('docx')
    expect(fileTypeOf('policy.docx')).toBe('docx')
    expect(fileTypeOf('notes.txt')).toBe('txt')
    expect(fileTypeOf('archive.pdf')).toBe('txt')
    expect(fileTypeOf('no-extension')).toBe('txt')
  })
})

describe('extensionOf and acceptedTypesLabel', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('a.b.DOCX')).toBe('.docx')
    expect(extensionOf('.hidden')).toBe('')
    expect(extensionOf('trailing.')).toBe('')
  })

  it('lists types as the message shows them', () => {
    expect(acceptedTypesLabel(UPLOAD.DEFAULT_ACCEPT)).toBe('.XLS, .XLSX, .TXT, .DOC, .DOCX')
  })
})
