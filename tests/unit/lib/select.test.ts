import { describe, expect, it } from 'vitest'
import { filterOptions, moveActive, toggleSelection } from '../../../src/lib/select'

const options = [
  { label: 'Chatbot Bán Hàng', value: 1 },
  { label: 'Hỗ trợ khách hàng', value: 2 },
  { label: 'FAQ nội bộ', value: 3 },
]

describe('filterOptions', () => {
  it('matches a substring of the label, ignoring case', () => {
    expect(filterOptions(options, 'bán').map((o) => o.value)).toEqual([1])
    expect(filterOptions(options, 'KHÁCH').map((o) => o.value)).toEqual([2])
    expect(filterOptions(options, 'hàng').map((o) => o.value)).toEqual([1, 2])
  })

  it('shows everything for an empty or blank query', () => {
    expect(filterOptions(options, '')).toHaveLength(3)
    expect(filterOptions(options, '   ')).toHaveLength(3)
  })

  it('finds nothing when no label contains the text', () => {
    expect(filterOptions(options, 'zalo')).toEqual([])
  })

  it('keeps diacritics significant, as a substring match does', () => {
    expect(filterOptions(options, 'ho tro')).toEqual([])
  })
})

describe('toggleSelection', () => {
  it('adds and removes values', () => {
    expect(toggleSelection([1], 2, 10)).toEqual([1, 2])
    expect(toggleSelection([1, 2], 1, 10)).toEqual([2])
  })

  it('refuses to add past the cap but still allows removing', () => {
    const full = [1, 2]
    expect(toggleSelection(full, 3, 2)).toBe(full)
    expect(toggleSelection(full, 2, 2)).toEqual([1])
  })
})

describe('moveActive', () => {
  const pickable = (allowed: number[]) => (index: number) => allowed.includes(index)

  it('moves down and up, wrapping around', () => {
    expect(moveActive(3, 0, 1, pickable([0, 1, 2]))).toBe(1)
    expect(moveActive(3, 2, 1, pickable([0, 1, 2]))).toBe(0)
    expect(moveActive(3, 0, -1, pickable([0, 1, 2]))).toBe(2)
  })

  it('skips options that cannot be picked', () => {
    expect(moveActive(4, 0, 1, pickable([0, 3]))).toBe(3)
    expect(moveActive(4, 3, -1, pickable([0, 3]))).toBe(0)
  })

  it('starts from the first or last pickable option when none is active', () => {
    expect(moveActive(3, -1, 1, pickable([1, 2]))).toBe(1)
    expect(moveActive(3, -1, -1, pickable([0, 1]))).toBe(1)
  })

  it('gives -1 when nothing can be picked', () => {
    expect(moveActive(0, -1, 1, () => true)).toBe(-1)
    expect(moveActive(3, 0, 1, () => false)).toBe(-1)
  })
})
