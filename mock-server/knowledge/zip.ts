/**
 * Just enough of the ZIP format to read Office Open XML files (.docx, .xlsx): the central
 * directory, stored and deflated entries (inflated with the platform's DecompressionStream, so it
 * runs in Node and in browsers). No ZIP64, encryption or multi-disk archives.
 */
export class ZipError extends Error {}

interface Entry {
  name: string
  method: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

/** An inflated entry may not exceed this (a guard against zip bombs). */
const MAX_ENTRY_BYTES = 50 * 1024 * 1024

export class ZipArchive {
  private constructor(
    private readonly bytes: Uint8Array,
    private readonly entries: Map<string, Entry>,
  ) {}

  /** Reads the directory; throws ZipError when the bytes are not a ZIP archive. */
  static open(bytes: Uint8Array): ZipArchive {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const end = findEndOfCentralDirectory(view)
    const count = view.getUint16(end + 10, true)
    let offset = view.getUint32(end + 16, true)
    const entries = new Map<string, Entry>()
    const decoder = new TextDecoder()
    for (let i = 0; i < count; i++) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) throw new ZipError('bad central directory')
      const nameLength = view.getUint16(offset + 28, true)
      const extraLength = view.getUint16(offset + 30, true)
      const commentLength = view.getUint16(offset + 32, true)
      const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength))
      entries.set(name, {
        name,
        method: view.getUint16(offset + 10, true),
        compressedSize: view.getUint32(offset + 20, true),
        uncompressedSize: view.getUint32(offset + 24, true),
        localHeaderOffset: view.getUint32(offset + 42, true),
      })
      offset += 46 + nameLength + extraLength + commentLength
    }
    return new ZipArchive(bytes, entries)
  }

  has(name: string): boolean {
    return this.entries.has(name)
  }

  names(): string[] {
    return [...this.entries.keys()]
  }

  /** An entry's text (UTF-8), or null when the archive has no such entry. */
  async text(name: string): Promise<string | null> {
    const entry = this.entries.get(name)
    if (!entry) return null
    return new TextDecoder().decode(await this.read(entry))
  }

  private async read(entry: Entry): Promise<Uint8Array> {
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength)
    const local = entry.localHeaderOffset
    if (local + 30 > this.bytes.length || view.getUint32(local, true) !== 0x04034b50) throw new ZipError('bad local header')
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const data = this.bytes.subarray(start, start + entry.compressedSize)
    if (data.length !== entry.compressedSize) throw new ZipError('truncated entry')
    if (entry.uncompressedSize > MAX_ENTRY_BYTES) throw new ZipError('entry too large')
    if (entry.method === 0) return data
    if (entry.method !== 8) throw new ZipError(`compression method ${entry.method}`)
    return inflateRaw(data)
  }
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff)
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) return offset
  }
  throw new ZipError('not a zip archive')
}

async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  const reader = stream.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > MAX_ENTRY_BYTES) {
        await reader.cancel()
        throw new ZipError('entry too large')
      }
      parts.push(value)
    }
  } catch (error) {
    if (error instanceof ZipError) throw error
    throw new ZipError('corrupt deflate data')
  }
  const out = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
