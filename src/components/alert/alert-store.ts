import { ALERT } from '../../config/constants'

/**
 * The global alert modal's store (000 §8 "Alert modal"), free of any framework: `showAlert` from
 * anywhere, `<AlertHost/>` renders it. One alert at a time; a new one replaces the old.
 */
export type AlertType = 'success' | 'error' | 'warning' | 'info'

export interface AlertOptions {
  type: AlertType
  /** Left out: the type's default title ('Thành công', 'Lỗi', 'Cảnh báo', 'Thông báo'). */
  title?: string
  message: string
  /** Left out: 'Đóng'. */
  buttonText?: string
  /** `true` closes after ALERT.AUTO_CLOSE_MS, a number after that many ms, `false` never. Default true. */
  autoClose?: boolean | number
  /** A success alert also pops the browser's own alert (000 §8); `false` skips it. Default true. */
  browserAlert?: boolean
}

export interface AlertEntry {
  id: number
  type: AlertType
  title?: string
  message: string
  buttonText?: string
}

export interface AlertState {
  alert: AlertEntry | null
  /** True during the 200 ms fade-out before the alert is removed. */
  closing: boolean
}

let state: AlertState = { alert: null, closing: false }
let nextId = 1
let autoCloseTimer: ReturnType<typeof setTimeout> | undefined
let fadeTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function publish(next: AlertState) {
  state = next
  listeners.forEach((listener) => listener())
}

function clearTimers() {
  clearTimeout(autoCloseTimer)
  clearTimeout(fadeTimer)
  autoCloseTimer = fadeTimer = undefined
}

export function showAlert(options: AlertOptions): number {
  clearTimers()
  const id = nextId++
  publish({
    alert: { id, type: options.type, title: options.title, message: options.message, buttonText: options.buttonText },
    closing: false,
  })
  const autoClose = options.autoClose ?? true
  if (autoClose !== false) {
    const delay = autoClose === true ? ALERT.AUTO_CLOSE_MS : autoClose
    autoCloseTimer = setTimeout(() => closeAlert(id), delay)
  }
  if (options.type === 'success' && options.browserAlert !== false && typeof window !== 'undefined') {
    // After the modal has had a chance to render; the browser's alert blocks the page.
    setTimeout(() => window.alert?.(options.message), 0)
  }
  return id
}

/** Fades the alert out (ALERT.FADE_OUT_MS), then removes it. With an id, only if it is still shown. */
export function closeAlert(id?: number): void {
  const current = state.alert
  if (!current || state.closing || (id !== undefined && current.id !== id)) return
  clearTimers()
  publish({ alert: current, closing: true })
  fadeTimer = setTimeout(() => publish({ alert: null, closing: false }), ALERT.FADE_OUT_MS)
}

/** Removes any alert at once, without the fade (tests, page teardown). */
export function resetAlert(): void {
  clearTimers()
  if (state.alert) publish({ alert: null, closing: false })
}

export function getAlertState(): AlertState {
  return state
}

export function subscribeToAlert(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
