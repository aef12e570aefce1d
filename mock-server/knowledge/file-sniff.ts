/** What a file's first bytes say it is, whatever its name (decision 800). */
export type SniffedKind = 'zip' | 'ole2' | 'program' | 'pdf' | 'image' | 'other'

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte)

export function sniffFile(bytes: Uint8Array): SniffedKind {
  // PK\3\4 (an archive with entries) or PK\5\6 (an empty one): .xlsx and .docx are ZIP archives.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip'
  // Legacy binary Office (.doc, .xls): OLE2 compound file.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2'
  // Windows (MZ) and Linux (ELF) programs; their headers hold NUL bytes, text starting "MZ" does not.
  const binaryHeader = bytes.subarray(0, 64).includes(0)
  if (binaryHeader && (startsWith(bytes, [0x4d, 0x5a]) || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]))) return 'program'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image'
  return 'other'
}
