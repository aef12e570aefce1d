import { WIDGET } from '../../config/constants'
import type { ChatWidgetProGlobal } from '../../widget/types'

declare global {
  interface Window {
    ChatWidgetPro?: ChatWidgetProGlobal
  }
}

let loading: Promise<ChatWidgetProGlobal> | null = null

function inject(src: string): Promise<ChatWidgetProGlobal> {
  return new Promise<ChatWidgetProGlobal>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.chatWidgetProScript = ''
    const fail = (message: string) => {
      script.remove()
      reject(new Error(message))
    }
    script.addEventListener('load', () => {
      if (window.ChatWidgetPro) resolve(window.ChatWidgetPro)
      else fail(`${src} loaded but did not define ChatWidgetPro`)
    })
    script.addEventListener('error', () => fail(`${src} could not be loaded`))
    document.head.appendChild(script)
  })
}

/**
 * Adds the widget script to the page once (001 §4 "Preview in editor": loaded on demand) and
 * resolves with `window.ChatWidgetPro`. Callers at the same time share one load; a failed load
 * removes its script element and the next call tries again.
 */
export function loadWidgetScript(src: string = WIDGET.SCRIPT_PATH): Promise<ChatWidgetProGlobal> {
  if (window.ChatWidgetPro) return Promise.resolve(window.ChatWidgetPro)
  if (loading) return loading
  const attempt = inject(src)
  loading = attempt
  // Settled either way: from now on the global (or a new attempt) decides.
  const forget = () => {
    if (loading === attempt) loading = null
  }
  attempt.then(forget, forget)
  return attempt
}
