import { describe, expect, it } from 'vitest'
import { clampPage, pageWindow, parseJump, totalPages } from '../../../src/lib/pagination'

describe('totalPages', () => {
  it('rounds the division up', () => {
    expect(totalPages(21, 10)).toBe(3)
    expect(totalPages(20, 10)).toBe(2)
    expect(totalPages(1, 100)).toBe(1)
  })

  it('is 0 when there is nothing to show or the page size is unusable', () => {
    expect(totalPages(0, 10)).toBe(0)
    expect(totalPages(-3, 10)).toBe(0)
    expect(totalPages(10, 0)).toBe(0)
    expect(totalPages(Number.NaN, 10)).toBe(0)
  })
})

describe('pageWindow', () => {
  it('shows the first five pages at the start', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 10, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('centres the current page in the middle', () => {
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8])
  })

  it('shows the last five pages at the end', () => {
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(9, 10, 5)).toEqual([6, 7, 8, 9, 10])
  })

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3])
    expect(pageWindow(1, 1, 5)).toEqual([1])
  })

  it('is empty without pages', () => {
    expect(pageWindow(1, 0, 5)).toEqual([])
  })

  it('keeps a page beyond the end inside the range', () => {
    expect(pageWindow(99, 7, 5)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(-4, 7, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('handles an even window size', () => {
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7])
  })

  it('defaults to the window of 5 from the spec', () => {
    expect(pageWindow(1, 20)).toHaveLength(5)
  })
})

describe('clampPage', () => {
  it('keeps pages inside 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(9, 5)).toBe(5)
    expect(clampPage(3, 5)).toBe(3)
    expect(clampPage(3, 0)).toBe(1)
  })
})

describe('parseJump', () => {
  it('accepts a page number within range, ignoring surrounding spaces', () => {
    expect(parseJump('3', 5)).toBe(3)
    expect(parseJump(' 5 ', 5)).toBe(5)
    expect(parseJump('01', 5)).toBe(1)
  })

  it('ignores anything that is not a whole number', () => {
    for (const text of ['', 'abc', '2a', '2.5', '-1', '1e1', '+2', ' ']) expect(parseJump(text, 50)).toBeNull()
  })

  it('ignores pages out of range', () => {
    expect(parseJump('0', 5)).toBeNull()
    expect(parseJump('6', 5)).toBeNull()
    expect(parseJump('1', 0)).toBeNull()
  })
})
