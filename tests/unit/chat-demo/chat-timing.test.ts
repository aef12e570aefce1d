import { describe, expect, it } from 'vitest'
import { CHAT_DEMO } from '../../../src/config/constants'
import { timeOfDay, typingDelay } from '../../../src/features/chat-demo/chat-timing'

describe('demo chat timing (000 §3, §9)', () => {
  it('pins the spec timings and sizes', () => {
    expect(CHAT_DEMO).toMatchObject({
      BOT_REPLY_DELAY_MS: 1000,
      STEP_GAP_MS: 2000,
      TYPING_MIN_MS: 50,
      TYPING_MAX_MS: 150,
      PAUSE_AFTER_TYPING_MS: 500,
      PARSE_RESULT_MS: 3000,
      WIDGET_WIDTH_PX: 350,
      WIDGET_HEIGHT_PX: 500,
      PREVIEW_MAX_WIDTH_PX: 1200,
      THEMES: ['default', 'facebook', 'zalo'],
    })
    expect(CHAT_DEMO.SAMPLE_STEP_KEYS).toEqual(['GREETING', 'NAME', 'PRICE', 'THANKS', 'HELP', 'MARKDOWN', 'GOODBYE'])
  })

  it('types a character in 50 to 150 ms, both ends reachable', () => {
    expect(typingDelay(0)).toBe(50)
    expect(typingDelay(0.5)).toBe(100)
    expect(typingDelay(0.999999)).toBe(150)
    for (let i = 0; i < 200; i += 1) {
      const delay = typingDelay(Math.random())
      expect(delay).toBeGreaterThanOrEqual(50)
      expect(delay).toBeLessThanOrEqual(150)
    }
  })

  it('writes times as HH:mm', () => {
    expect(timeOfDay(new Date(2025, 2, 8, 9, 5))).toBe('09:05')
    expect(timeOfDay(new Date(2025, 2, 8, 23, 59))).toBe('23:59')
  })
})
