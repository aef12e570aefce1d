/** The image types an avatar may be (decision 113), with their file extension. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const

export type ImageMime = keyof typeof IMAGE_TYPES

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The image type the bytes really are (magic numbers), or null when they are no PNG, JPEG, GIF or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

/** A declared MIME type is acceptable when it is one of ours, or says nothing (empty / octet-stream). */
export function isAcceptableDeclaredType(declared: string): boolean {
  const type = declared.split(';')[0].trim().toLowerCase()
  return type === '' || type === 'application/octet-stream' || type === 'image/jpg' || type in IMAGE_TYPES
}
