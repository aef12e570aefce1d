// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWidgetScript } from '../../../src/features/widget-host/load-widget-script'
import type { ChatWidgetProGlobal } from '../../../src/widget/types'

const fakeGlobal: ChatWidgetProGlobal = { create: vi.fn() }

afterEach(() => {
  delete window.ChatWidgetPro
  vi.restoreAllMocks()
  document.head.querySelectorAll('script').forEach((script) => script.remove())
})

/** Keeps the script element out of the document and lets the test fire its events. */
function captureScripts() {
  const scripts: HTMLScriptElement[] = []
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement)
    return node
  })
  return scripts
}

describe('loading the widget script on demand', () => {
  it('adds the script once for callers at the same time and resolves with window.ChatWidgetPro', async () => {
    const scripts = captureScripts()
    const first = loadWidgetScript()
    const second = loadWidgetScript()
    expect(scripts).toHaveLength(1)
    expect(scripts[0].getAttribute('src')).toBe('/js/v2/chat-widget-pro.iife.js')
    window.ChatWidgetPro = fakeGlobal
    scripts[0].dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(fakeGlobal)
    await expect(second).resolves.toBe(fakeGlobal)
    await expect(loadWidgetScript()).resolves.toBe(fakeGlobal)
    expect(scripts).toHaveLength(1)
  })

  it('rejects when the script cannot be loaded, removes it, and can try again', async () => {
    await expect(loadWidgetScript()).rejects.toThrow('could not be loaded')
    expect(document.head.querySelector('script[data-chat-widget-pro-script]')).toBeNull()
    const scripts = captureScripts()
    const retry = loadWidgetScript()
    expect(scripts).toHaveLength(1)
    window.ChatWidgetPro = fakeGlobal
    scripts[0].dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBe(fakeGlobal)
  })

  it('rejects a script that loads but defines no ChatWidgetPro', async () => {
    const scripts = captureScripts()
    const load = loadWidgetScript()
    scripts[0].dispatchEvent(new Event('load'))
    await expect(load).rejects.toThrow('did not define ChatWidgetPro')
  })
})
