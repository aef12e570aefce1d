import { describe, expect, it } from 'vitest'
import { WIDGET } from '../../../src/config/constants'
import { isHexColor, lookChanges, lookFromOptions, safeLogoUrl } from '../../../src/widget/look'

describe('the widget look, made safe', () => {
  it('accepts only hex colours', () => {
    for (const good of ['#fff', '#FFFFFF', '#3b82f6', '#3B82F680', '#abcd']) expect(isHexColor(good), good).toBe(true)
    for (const bad of ['red;background:url(javascript:alert(1))', 'red', 'rgb(0,0,0)', '#12', '#1234567', 'url(x)', '', null, 5, '#fff;color:red']) {
      expect(isHexColor(bad), String(bad)).toBe(false)
    }
  })

  it('replaces an invalid colour by the default when the widget is created', () => {
    const look = lookFromOptions({ colors: { header: 'red;background:url(javascript:alert(1))', botText: '#123456' } })
    expect(look.colors.header).toBe(WIDGET.DEFAULT_COLORS.header)
    expect(look.colors.botText).toBe('#123456')
    expect(look.colors.background).toBe(WIDGET.DEFAULT_COLORS.background)
  })

  it('keeps the current colour when an update brings an invalid one (a hex half typed in the editor)', () => {
    const current = lookFromOptions({ colors: { header: '#3B82F6' } })
    expect(lookChanges({ colors: { header: '#3B8' } }, current).colors?.header).toBe('#3B8')
    expect(lookChanges({ colors: { header: '#3B82' } }, current).colors?.header).toBe('#3B82')
    expect(lookChanges({ colors: { header: '#3B82F' } }, current).colors?.header).toBe('#3B82F6')
    expect(lookChanges({ name: 'X' }, current)).toEqual({ name: 'X' })
  })

  it('takes only http(s) logos, resolved against the API base', () => {
    expect(safeLogoUrl('javascript:alert(1)')).toBeNull()
    expect(safeLogoUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull()
    expect(safeLogoUrl('/v1/images/a.png', 'https://chat.example/v1')).toBe('https://chat.example/v1/images/a.png')
    expect(safeLogoUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png')
    expect(safeLogoUrl('')).toBeNull()
    expect(safeLogoUrl(null)).toBeNull()
  })
})
