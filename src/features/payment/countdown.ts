/** 'mm:ss' for the payment countdown (000 §4); whole seconds rounded up, so 00:00 only at expiry. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil((Number.isFinite(remainingMs) ? remainingMs : 0) / 1000))
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
