/**
 * The global error catalogue of 000 §8: one pure function choosing the message
 * shown through the toaster, in the spec's order.
 */
export const GLOBAL_ERROR_MESSAGES = {
  UNAUTHORIZED: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này.',
  NOT_FOUND: 'Không tìm thấy tài nguyên yêu cầu.',
  SERVER: 'Lỗi máy chủ. Vui lòng thử lại sau.',
  GENERIC: 'Đã xảy ra lỗi. Vui lòng thử lại sau.',
} as const

export interface ApiFailure {
  /** A browser-side error (network failure, aborted request…): its own message wins. */
  errorEvent?: { message?: string } | null
  /** The parsed response body, if any. */
  body?: unknown
  /** The HTTP status; 0 or undefined when no response arrived. */
  status?: number
}

export function describeApiError({ errorEvent, body, status }: ApiFailure): string {
  if (errorEvent?.message) return errorEvent.message
  const bodyError = fieldOf(body, 'error')
  if (bodyError) return bodyError
  if (status === 401) return GLOBAL_ERROR_MESSAGES.UNAUTHORIZED
  if (status === 403) return GLOBAL_ERROR_MESSAGES.FORBIDDEN
  if (status === 404) return GLOBAL_ERROR_MESSAGES.NOT_FOUND
  // The spec names 500; every 5xx is a server fault, so all of them read the same (docs/decisions).
  if (status !== undefined && status >= 500) return GLOBAL_ERROR_MESSAGES.SERVER
  return GLOBAL_ERROR_MESSAGES.GENERIC
}

/** The server's `message` field, used where a screen shows the server's own words. */
export function serverMessage(body: unknown): string | null {
  return fieldOf(body, 'message')
}

function fieldOf(body: unknown, key: string): string | null {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return null
}
