import { describe, expect, it } from 'vitest'
import { changeTone, formatChange, formatNumber, textColourOn } from '../../../src/features/dashboard/figures'

describe('dashboard figures', () => {
  it('a change is good when it rises, bad when it falls, the other way round for the response time', () => {
    expect(changeTone(5)).toBe('good')
    expect(changeTone(-5)).toBe('bad')
    expect(changeTone(5, true)).toBe('bad')
    expect(changeTone(-5, true)).toBe('good')
    expect(changeTone(0)).toBe('neutral')
    expect(changeTone(0, true)).toBe('neutral')
    expect(changeTone(Number.NaN)).toBe('neutral')
  })

  it('changes read with their sign', () => {
    expect(formatChange(12.5, 'vi')).toBe('+12,5%')
    expect(formatChange(-3, 'en')).toBe('-3%')
    expect(formatChange(0, 'vi')).toBe('0%')
  })

  it('numbers follow the interface language', () => {
    expect(formatNumber(12345, 'vi')).toBe('12.345')
    expect(formatNumber(12345, 'en')).toBe('12,345')
    expect(formatNumber(1.256, 'vi', 2)).toBe('1,26')
  })

  it('header text stays readable on the chatbot colour', () => {
    expect(textColourOn('#069206')).toBe('#ffffff')
    expect(textColourOn('#1e3a8a')).toBe('#ffffff')
    expect(textColourOn('#fde047')).toBe('#0f172a')
    expect(textColourOn('#fff')).toBe('#0f172a')
    expect(textColourOn('not a colour')).toBe('#ffffff')
  })
})
