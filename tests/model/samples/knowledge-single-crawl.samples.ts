import type { MachineSamples } from '../machine-graph'

const event = (type: string, payload: Record<string, unknown> = {}) => ({ type, ...payload }) as never

/** Payloads for the single-link crawl: a URL, a blank one, an emptied box, a type; with and without a token. */
export const samples: MachineSamples = {
  input: { chatbotId: 3 },
  events: {
    CHANGE_URL: [
      event('CHANGE_URL', { url: 'https://spa.example/gioi-thieu' }),
      event('CHANGE_URL', { url: '   ' }),
      event('CHANGE_URL', { url: '' }),
      event('CHANGE_URL', { url: 'javascript:alert(1)' }),
    ],
    CHANGE_TYPE: [event('CHANGE_TYPE', { contentType: 'about_company' })],
    START: [event('START', { token: 'access-token' }), event('START', { token: null })],
    'xstate.done.actor.crawlPage': [event('xstate.done.actor.crawlPage', { output: { message: 'Crawl thành công!' } })],
    'xstate.error.actor.crawlPage': [event('xstate.error.actor.crawlPage', { error: { message: 'Không thể crawl trang: HTTP 404' } })],
  },
}
