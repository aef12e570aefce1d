import { describe, expect, it } from 'vitest'
import { docxText, OfficeFileError, xlsxRows } from '../../../mock-server/knowledge/office-text'
import { ZipArchive, ZipError } from '../../../mock-server/knowledge/zip'
import { base64ToBytes } from '../../../mock-server/shared/base64'
import { xlsx, zip } from '../../support/office-files'

/** Written by Python's zipfile (an independent writer): a deflated word/document.xml and a stored file. */
const PYTHON_DOCX =
  'UEsDBBQAAAAIALYQdl3msbNphwAAAOUAAAARAAAAd29yZC9kb2N1bWVudC54bWyzKbdKyU8uzU3NK7GzKbdKyk+pBNEFIKIIRJTYRWTmKSRnHF6Qb6MP4oLIIoR0YpI+mFaoyM2xKi5ITE61VSooSi1OLSpLVbJTCE7MV/BNzFRQS8wtsFZIerhrYR6KMfpQuwr00a11ObwpL10hIzETqh7ouCKIVXYpYKmkRCwm6cP8oI/kMQBQSwMEFAAAAAAAAAAhALUBrw8LAAAACwAAAAoAAABzdG9yZWQudHh0c3RvcmVkIHRleHRQSwECFAMUAAAACAC2EHZd5rGzaYcAAADlAAAAEQAAAAAAAAAAAAAAgAEAAAAAd29yZC9kb2N1bWVudC54bWxQSwECFAMUAAAAAAAAACEAtQGvDwsAAAALAAAACgAAAAAAAAAAAAAAgAG2AAAAc3RvcmVkLnR4dFBLBQYAAAAAAgACAHcAAADpAAAAAAA='

describe('ZipArchive', () => {
  it('reads deflated and stored entries of an archive written by another tool', async () => {
    const archive = ZipArchive.open(base64ToBytes(PYTHON_DOCX))
    expect(archive.names()).toEqual(['word/document.xml', 'stored.txt'])
    expect(await archive.text('stored.txt')).toBe('stored text')
    expect(await archive.text('missing')).toBeNull()
  })

  it('refuses bytes that are not an archive', () => {
    expect(() => ZipArchive.open(new TextEncoder().encode('plain text, no archive'))).toThrow(ZipError)
  })

  it('reads stored archives too', async () => {
    const archive = ZipArchive.open(await zip({ 'a.txt': 'Tiếng Việt' }, true))
    expect(await archive.text('a.txt')).toBe('Tiếng Việt')
  })
})

describe('docxText', () => {
  it('joins runs, keeps tabs and breaks, one line per non-empty paragraph', async () => {
    expect(await docxText(base64ToBytes(PYTHON_DOCX))).toBe('Xin chào\t Sao Mai & bạn\nDòng hai\ndòng ba')
  })

  it('refuses an archive without a document', async () => {
    await expect(docxText(await zip({ 'a.txt': 'x' }))).rejects.toBeInstanceOf(OfficeFileError)
  })
})

describe('xlsxRows', () => {
  it("reads the workbook's first sheet with shared strings, numbers and gaps", async () => {
    const rows = await xlsxRows(await xlsx([['question', 'answer'], ['Giá?', 12], [null, 'only B']]))
    expect(rows).toEqual([
      { row: 1, cells: ['question', 'answer'] },
      { row: 2, cells: ['Giá?', '12'] },
      { row: 3, cells: ['', 'only B'] },
    ])
  })

  it('reads inline strings and booleans, and falls back to the lowest-numbered sheet', async () => {
    const bytes = await zip({
      'xl/worksheets/sheet2.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>second</t></is></c></row></sheetData></worksheet>',
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="4"><c r="C4" t="inlineStr"><is><t>x &amp; y</t></is></c><c r="D4" t="b"><v>1</v></c></row></sheetData></worksheet>',
    })
    expect(await xlsxRows(bytes)).toEqual([{ row: 4, cells: ['', '', 'x & y', 'TRUE'] }])
  })
})
