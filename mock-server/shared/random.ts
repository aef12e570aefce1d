/** Unguessable lowercase hex (WebCrypto), safe in file names, URLs and room names. */
export function randomHex(bytes = 16): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
