import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { WIDGET } from '../../../src/config/constants'
import { measureWidget, type WidgetSize } from '../../bench/widget-size'

describe('the widget bundle', () => {
  let size: WidgetSize
  beforeAll(async () => {
    size = await measureWidget()
  }, 60_000)

  it('stays within the 25 KB gzip budget, its state machine included', () => {
    expect(size.gzipBytes).toBeGreaterThan(0)
    expect(size.gzipBytes).toBeLessThanOrEqual(WIDGET.MAX_GZIP_BYTES)
  })

  it('carries neither React nor i18next', () => {
    expect(size.code).not.toMatch(/react|i18next/i)
  })

  it('defines exactly one global, ChatWidgetPro, with create()', () => {
    const sandbox: Record<string, unknown> = {}
    runInNewContext(size.code, sandbox)
    expect(Object.keys(sandbox)).toEqual(['ChatWidgetPro'])
    expect(typeof (sandbox.ChatWidgetPro as { create?: unknown }).create).toBe('function')
  })
})
