import { useSyncExternalStore } from 'react'
import { RELATIVE_DATE } from '../../config/constants'

/**
 * One ticking clock for every relative date on the page: a single interval of
 * RELATIVE_DATE.REFRESH_MS runs while at least one component listens, instead of a timer per row.
 */
let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function tick() {
  now = Date.now()
  listeners.forEach((listener) => listener())
}

export function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener)
  // A newcomer reads the time now, not at the last tick: a row made since then is not 'Sắp tới',
  // and after the clock slept with nobody listening it catches up at once.
  now = Date.now()
  if (listeners.size === 1) timer = setInterval(tick, RELATIVE_DATE.REFRESH_MS)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

export function getClockTime(): number {
  return now
}

/** The shared clock's time in ms; re-renders the caller every RELATIVE_DATE.REFRESH_MS. */
export function useNow(): number {
  return useSyncExternalStore(subscribeToClock, getClockTime, getClockTime)
}
