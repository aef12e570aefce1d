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
  if (listeners.size === 1) {
    // The clock slept while nobody listened: catch up before the first tick.
    now = Date.now()
    timer = setInterval(tick, RELATIVE_DATE.REFRESH_MS)
  }
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
