/**
 * The upload rules (001 §5 "Files and uploads"): size limit in MB, type by extension or MIME type,
 * and the file type sent with an import (excel, docx or txt).
 */
import { UPLOAD } from '../config/constants'

export interface UploadRules {
  /** Extensions ('.xlsx') and/or MIME types ('text/plain', 'image/*'). */
  accept?: readonly string[]
  maxSizeMb?: number
}

export type UploadProblem =
  | { kind: 'too-large'; maxSizeMb: number }
  | { kind: 'wrong-type'; types: string }
  | { kind: 'empty' }

export type UploadCheck = { ok: true } | { ok: false; problem: UploadProblem }

export type ImportFileType = 'excel' | 'docx' | 'txt'

const BYTES_PER_MB = 1024 * 1024

// Browsers report these MIME types for the extensions we accept, so a file whose name lost its
// extension still passes on its MIME type.
const MIME_OF_EXTENSION: Record<string, readonly string[]> = {
  '.xls': ['application/vnd.ms-excel'],
  '.xlsx': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  '.doc': ['application/msword'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  '.txt': ['text/plain'],
  '.csv': ['text/csv'],
  '.pdf': ['application/pdf'],
  '.png': ['image/png'],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.gif': ['image/gif'],
  '.webp': ['image/webp'],
  '.svg': ['image/svg+xml'],
}

/** '.xlsx' for 'Bảng giá.XLSX'; '' when the name has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : ''
}

/** The import's file_type from the extension: xls/xlsx → excel, doc/docx → docx, anything else → txt. */
export function fileTypeOf(name: string): ImportFileType {
  const extension = extensionOf(name)
  if (extension === '.xls' || extension === '.xlsx') return 'excel'
  if (extension === '.doc' || extension === '.docx') return 'docx'
  return 'txt'
}

/** The accepted types as the messages show them: '.XLS, .XLSX'. */
export function acceptedTypesLabel(accept: readonly string[]): string {
  return accept.map((entry) => entry.trim().toUpperCase()).join(', ')
}

function matchesEntry(entry: string, extension: string, mime: string): boolean {
  const wanted = entry.trim().toLowerCase()
  if (!wanted) return false
  if (wanted.startsWith('.')) return wanted === extension || (mime !== '' && (MIME_OF_EXTENSION[wanted] ?? []).includes(mime))
  if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1))
  return wanted === mime
}

/** Checks size first, then type, as 001 §5 lists them; an empty file is refused too. */
export function validateUpload(
  file: Pick<File, 'name' | 'size' | 'type'>,
  { accept = UPLOAD.DEFAULT_ACCEPT, maxSizeMb = UPLOAD.MAX_FILE_MB }: UploadRules = {},
): UploadCheck {
  if (file.size > maxSizeMb * BYTES_PER_MB) return { ok: false, problem: { kind: 'too-large', maxSizeMb } }
  const extension = extensionOf(file.name)
  const mime = (file.type ?? '').toLowerCase()
  if (accept.length && !accept.some((entry) => matchesEntry(entry, extension, mime))) {
    return { ok: false, problem: { kind: 'wrong-type', types: acceptedTypesLabel(accept) } }
  }
  if (file.size <= 0) return { ok: false, problem: { kind: 'empty' } }
  return { ok: true }
}
