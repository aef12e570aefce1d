import { decodeEntities } from './entities'
import { ZipArchive, ZipError } from './zip'

/** Why an Office file could not be read (answered as 415), in both languages. */
export class OfficeFileError extends Error {
  constructor(readonly text: { vi: string; en: string }) {
    super(text.en)
  }
}

const notA = (kind: string) => new OfficeFileError({ vi: `Đây không phải tệp ${kind} hợp lệ`, en: `This is not a valid ${kind} file` })
const damaged = (kind: string) => new OfficeFileError({ vi: `Tệp ${kind} bị hỏng`, en: `The ${kind} file is damaged` })

function openArchive(bytes: Uint8Array, kind: string): ZipArchive {
  try {
    return ZipArchive.open(bytes)
  } catch (error) {
    if (error instanceof ZipError) throw notA(kind)
    throw error
  }
}

async function entryText(archive: ZipArchive, name: string, kind: string): Promise<string | null> {
  try {
    return await archive.text(name)
  } catch (error) {
    if (error instanceof ZipError) throw damaged(kind)
    throw error
  }
}

/** The text runs (`<w:t>`, `<t>`) inside an XML fragment, tabs and breaks kept. */
function runsText(xml: string, tag: 'w:t' | 't'): string {
  const runs = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>|<${tag}\\s*/>|<w:tab\\s*/>|<w:br\\s*/>`, 'g')
  let text = ''
  for (const match of xml.matchAll(runs)) {
    if (match[0].startsWith('<w:tab')) text += '\t'
    else if (match[0].startsWith('<w:br')) text += '\n'
    else text += decodeEntities(match[1] ?? '')
  }
  return text
}

/** The text of a .docx document: one line per paragraph, empty paragraphs dropped. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const archive = openArchive(bytes, 'Word (.docx)')
  const xml = await entryText(archive, 'word/document.xml', 'Word (.docx)')
  if (xml === null) throw notA('Word (.docx)')
  const paragraphs = xml.match(/<w:p[\s>][\s\S]*?<\/w:p>/g) ?? []
  return paragraphs
    .map((paragraph) => runsText(paragraph, 'w:t').replace(/[ \u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** A sheet row: its 1-based number and its cells by 0-based column. */
export interface SheetRow {
  row: number
  cells: string[]
}

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? 'A'
  let index = 0
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** The path of the workbook's first sheet (workbook order), e.g. `xl/worksheets/sheet1.xml`. */
async function firstSheetPath(archive: ZipArchive): Promise<string | null> {
  const workbook = (await entryText(archive, 'xl/workbook.xml', 'Excel (.xlsx)')) ?? ''
  const rels = (await entryText(archive, 'xl/_rels/workbook.xml.rels', 'Excel (.xlsx)')) ?? ''
  const sheetTag = /<sheet\s[^>]*>/.exec(workbook)?.[0]
  const relId = sheetTag ? attribute(sheetTag, 'r:id') : undefined
  const relTag = relId ? [...rels.matchAll(/<Relationship\s[^>]*>/g)].map((m) => m[0]).find((tag) => attribute(tag, 'Id') === relId) : undefined
  const target = relTag ? attribute(relTag, 'Target') : undefined
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`
    if (archive.has(path)) return path
  }
  const numberOf = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN)
  const sheets = archive.names().filter((name) => Number.isFinite(numberOf(name)))
  sheets.sort((a, b) => numberOf(a) - numberOf(b))
  return sheets[0] ?? null
}

/** The rows of an .xlsx workbook's first sheet, as text (shared, inline and formula strings, numbers, booleans). */
export async function xlsxRows(bytes: Uint8Array): Promise<SheetRow[]> {
  const archive = openArchive(bytes, 'Excel (.xlsx)')
  const sheetPath = await firstSheetPath(archive)
  if (!sheetPath) throw notA('Excel (.xlsx)')
  const sheet = (await entryText(archive, sheetPath, 'Excel (.xlsx)')) ?? ''
  const sharedXml = (await entryText(archive, 'xl/sharedStrings.xml', 'Excel (.xlsx)')) ?? ''
  const shared = (sharedXml.match(/<si>[\s\S]*?<\/si>|<si\/>/g) ?? []).map((item) => runsText(item, 't'))

  const rows: SheetRow[] = []
  let nextRow = 1
  for (const rowMatch of sheet.matchAll(/<row(\s[^>]*)?>([\s\S]*?)<\/row>/g)) {
    const number = Number(attribute(rowMatch[1] ?? '', 'r') ?? nextRow)
    nextRow = number + 1
    const cells: string[] = []
    let nextColumn = 0
    for (const cell of rowMatch[2].matchAll(/<c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const tag = cell[1] ?? ''
      const reference = attribute(tag, 'r')
      const column = reference ? columnIndex(reference) : nextColumn
      nextColumn = column + 1
      const body = cell[2] ?? ''
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1]
      const type = attribute(tag, 't')
      let text = ''
      if (type === 's') text = shared[Number(value)] ?? ''
      else if (type === 'inlineStr') text = runsText(body, 't')
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE'
      else text = decodeEntities(value ?? '')
      cells[column] = text.trim()
    }
    rows.push({ row: number, cells: Array.from(cells, (c) => c ?? '') })
  }
  return rows
}
