import { CHAT_DEMO } from '../../config/constants'

/** A chat item's time as HH:mm (000 §3 "Demo chat item"), in the browser's time zone. */
export function timeOfDay(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
}

/** 000 §9: a typed character takes 50 to 150 ms; `random` is in [0, 1) like Math.random. */
export function typingDelay(random: number): number {
  const span = CHAT_DEMO.TYPING_MAX_MS - CHAT_DEMO.TYPING_MIN_MS
  return CHAT_DEMO.TYPING_MIN_MS + Math.min(span, Math.floor(random * (span + 1)))
}
