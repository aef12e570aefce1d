// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { embedCode, scriptSafeJson } from '../../../src/features/widget-host/embed-code'

const chatbot = {
  id: 5,
  name: 'Hỗ trợ khách hàng Thời Trang Mai',
  logo_url: 'http://127.0.0.1:5173/v1/images/logo.png',
  initial_prompt: 'Chào bạn!',
  color_header: '#3B82F6',
  color_background: '#FFFFFF',
  color_user_text: '#FFFFFF',
  color_background_user_text: '#3B82F6',
  color_bot_text: '#111827',
  color_background_bot_text: '#F3F4F6',
}
const API = 'http://127.0.0.1:5173/v1'

/** Parses the snippet as a browser would and runs its inline script against a fake global. */
function run(snippet: string) {
  const page = new DOMParser().parseFromString(`<!doctype html><html><body>${snippet}</body></html>`, 'text/html')
  const scripts = [...page.querySelectorAll('script')]
  const create = vi.fn()
  new Function('ChatWidgetPro', scripts[1].textContent ?? '')({ create })
  return { scripts, options: create.mock.calls[0]?.[0] }
}

describe('the website embed code (001 §2.4)', () => {
  it('loads the widget script from the API host and creates the bubble with the bot’s settings', () => {
    const { scripts, options } = run(embedCode(chatbot, API))
    expect(scripts).toHaveLength(2)
    expect(scripts[0].getAttribute('src')).toBe('http://127.0.0.1:5173/js/v2/chat-widget-pro.iife.js')
    expect(options).toEqual({
      apiBase: API,
      chatbotId: 5,
      mode: 'bubble',
      name: chatbot.name,
      logoUrl: chatbot.logo_url,
      colors: { header: '#3B82F6', background: '#FFFFFF', userText: '#FFFFFF', userBackground: '#3B82F6', botText: '#111827', botBackground: '#F3F4F6' },
      welcomeMessage: 'Chào bạn!',
      fetchLook: true,
    })
  })

  it('keeps a hostile name and welcome message inside their strings', () => {
    const hostile = `</script><script>alert(1)</script><!-- "quotes" 'single' \\ \u2028 end`
    const snippet = embedCode({ ...chatbot, name: hostile, initial_prompt: `</SCRIPT >${hostile}`, color_header: '"><img src=x onerror=alert(1)>' }, API)
    expect(snippet.match(/<\/script/gi)).toHaveLength(2)
    expect(snippet).not.toContain('<img')
    const { scripts, options } = run(snippet)
    expect(scripts).toHaveLength(2)
    expect(options.name).toBe(hostile)
    expect(options.welcomeMessage).toBe(`</SCRIPT >${hostile}`)
    // Carried as a string; the widget refuses it (not a hex colour).
    expect(options.colors.header).toBe('"><img src=x onerror=alert(1)>')
  })

  it('writes <, >, & and line separators as escapes', () => {
    expect(scriptSafeJson('<b>&\u2028\u2029')).toBe('"\\u003cb\\u003e\\u0026\\u2028\\u2029"')
    expect(JSON.parse(scriptSafeJson('<b>&\u2028'))).toBe('<b>&\u2028')
  })
})
