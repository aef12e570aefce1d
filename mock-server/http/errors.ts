/** A message in both interface languages; the error handler picks by Accept-Language. */
export type LocalizedText = string | { vi: string; en: string }

/** An error the API answers with: status plus `{ message, details? }` (openapi.yaml Error). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 504,
    readonly text: LocalizedText,
    readonly details?: { path: string; message: string }[],
  ) {
    super(typeof text === 'string' ? text : text.en)
  }

  messageFor(language: 'vi' | 'en'): string {
    return typeof this.text === 'string' ? this.text : this.text[language]
  }
}

export const badRequest = (text: LocalizedText, details?: { path: string; message: string }[]) =>
  new ApiError(400, text, details)
export const unauthorized = (text: LocalizedText = { vi: 'Bạn cần đăng nhập', en: 'Authentication required' }) =>
  new ApiError(401, text)
export const notFound = (text: LocalizedText = { vi: 'Không tìm thấy', en: 'Not found' }) => new ApiError(404, text)
export const conflict = (text: LocalizedText) => new ApiError(409, text)

/** `vi` unless the request prefers English. */
export function languageOf(request: Request): 'vi' | 'en' {
  const header = request.headers.get('accept-language') ?? ''
  return /^\s*en\b/i.test(header) ? 'en' : 'vi'
}
