import { describe, expect, it } from 'vitest'
import { isOpenableUrl, truncateMiddle } from '../../../src/lib/links'

describe('truncateMiddle', () => {
  it('leaves short texts alone', () => {
    expect(truncateMiddle('https://a.vn', 20)).toBe('https://a.vn')
  })

  it('keeps the start and the end of a long link within the length', () => {
    const url = 'https://shop.example.vn/san-pham/ao-thun-nam-co-tron-mau-xanh'
    const short = truncateMiddle(url, 30)
    expect(short).toHaveLength(30)
    expect(short.startsWith('https://shop.exam')).toBe(true)
    expect(short.endsWith('mau-xanh')).toBe(true)
    expect(short).toContain('…')
  })
})

describe('isOpenableUrl', () => {
  it('opens web and mail links only', () => {
    expect(isOpenableUrl('https://example.vn/a')).toBe(true)
    expect(isOpenableUrl('http://localhost:5173')).toBe(true)
    expect(isOpenableUrl('mailto:hi@example.vn')).toBe(true)
    expect(isOpenableUrl('javascript:alert(1)')).toBe(false)
    expect(isOpenableUrl('data:text/html,hi')).toBe(false)
    expect(isOpenableUrl('example.vn/no-scheme')).toBe(false)
  })
})
