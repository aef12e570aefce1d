import { ApiError } from '../http/errors'

/** Trimmed lines, blank ones dropped, runs of spaces folded. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/**
 * The text of a .docx document, one line per paragraph (mammoth's raw text). A file mammoth cannot
 * read answers 415.
 */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const mammoth = (await import('mammoth')).default
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  try {
    // Node's mammoth reads `buffer`, its browser build `arrayBuffer`: both are given.
    const result = await mammoth.extractRawText({ buffer: bytes, arrayBuffer } as unknown as { arrayBuffer: ArrayBuffer })
    return tidy(result.value)
  } catch {
    throw new ApiError(415, {
      vi: 'Không đọc được tệp Word: đây không phải tài liệu .docx hợp lệ',
      en: 'The Word file could not be read: it is not a valid .docx document',
    })
  }
}

/**
 * The text of a plain-text upload: UTF-8 (BOM optional) or UTF-16 with a BOM. NUL bytes or
 * invalid UTF-8 mean a binary file, answered 415.
 */
export function plainText(bytes: Uint8Array): string {
  let text: string
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2))
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2))
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    text = '\u0000'
  }
  if (text.includes('\u0000')) {
    throw new ApiError(415, { vi: 'Tệp không phải là văn bản thuần (.txt)', en: 'The file is not a plain-text (.txt) file' })
  }
  return text.replace(/\r\n?/g, '\n').trim()
}
