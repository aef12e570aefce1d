import { TOAST_DURATION_MS, TOAST_POSITIONS } from '../../config/constants'

/**
 * The toaster's store, free of any framework: anything (the API client's error handler, a machine's
 * action, a component) calls `showToast`; `<Toaster/>` renders what is here.
 */
export type ToastType = keyof typeof TOAST_DURATION_MS
export type ToastPosition = (typeof TOAST_POSITIONS)[number]

export interface ToastOptions {
  type: ToastType
  title?: string
  message: string
  /** Milliseconds before it closes by itself; by type from TOAST_DURATION_MS when left out. */
  duration?: number
  position?: ToastPosition
}

export interface ToastItem {
  id: number
  type: ToastType
  title?: string
  message: string
  duration: number
  position: ToastPosition
}

export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-right'

let toasts: readonly ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly ToastItem[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Shows a toast and returns its id (for `dismissToast`). */
export function showToast(options: ToastOptions): number {
  // One failure seen by several calls at once (e.g. a 401) is one toast, not a pile of copies.
  const same = toasts.find(
    (toast) => toast.type === options.type && toast.message === options.message && toast.title === options.title,
  )
  if (same) return same.id
  const id = nextId++
  publish([
    ...toasts,
    {
      id,
      type: options.type,
      title: options.title,
      message: options.message,
      duration: usableDuration(options.duration) ?? TOAST_DURATION_MS[options.type],
      position: options.position && TOAST_POSITIONS.includes(options.position) ? options.position : DEFAULT_TOAST_POSITION,
    },
  ])
  return id
}

// Radix treats 0 as "never close"; a zero, negative or NaN duration is a mistake, so the type's
// duration applies instead. Infinity stays available for a toast that must be closed by hand.
function usableDuration(duration: number | undefined): number | undefined {
  return typeof duration === 'number' && duration > 0 ? duration : undefined
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id))
}

export function clearToasts(): void {
  if (toasts.length) publish([])
}

export function getToasts(): readonly ToastItem[] {
  return toasts
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
