/**
 * The text of a plain-text upload, or null when the bytes are not text: UTF-8 (BOM optional) or
 * UTF-16 with a BOM; NUL bytes or invalid UTF-8 mean a binary file (e.g. a .doc or a PDF).
 */
export function readPlainText(bytes: Uint8Array): string | null {
  let text: string
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2))
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2))
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
  if (text.includes('\u0000')) return null
  return text.replace(/\r\n?/g, '\n').trim()
}
