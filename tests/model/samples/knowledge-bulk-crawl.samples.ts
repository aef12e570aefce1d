import type { MachineSamples } from '../machine-graph'

const event = (type: string, payload: Record<string, unknown> = {}) => ({ type, ...payload }) as never

/**
 * Payloads for the bulk-crawl modal: a start URL and a blank one, ticking one record and a page
 * of them (on the waiting, failed and success tabs), the room of a new list, and the live events.
 */
export const samples: MachineSamples = {
  input: { chatbotId: 3 },
  events: {
    SELECT_TAB: [event('SELECT_TAB', { tab: 'failed' })],
    TOGGLE_URL: [event('TOGGLE_URL', { id: 41 })],
    TOGGLE_PAGE: [
      event('TOGGLE_PAGE', { tab: 'waiting', ids: [41, 42, 43] }),
      event('TOGGLE_PAGE', { tab: 'failed', ids: [41] }),
      event('TOGGLE_PAGE', { tab: 'success', ids: [51, 52] }),
    ],
    SET_BATCH_TYPE: [event('SET_BATCH_TYPE', { contentType: 'promotion' })],
    CHANGE_START_URL: [
      event('CHANGE_START_URL', { url: 'http://127.0.0.1:5173/demo-site/' }),
      event('CHANGE_START_URL', { url: ' ' }),
      event('CHANGE_START_URL', { url: 'www.spa.example' }),
    ],
    'xstate.done.actor.createList': [event('xstate.done.actor.createList', { output: { room: 'crawl-ab12' } })],
    'xstate.error.actor.createList': [event('xstate.error.actor.createList', { error: { message: 'start_url must match pattern' } })],
    ROOM_JOINED: [event('ROOM_JOINED', { room: 'crawl-ab12' })],
    ROOM_JOIN_FAILED: [event('ROOM_JOIN_FAILED', { room: 'crawl-ab12' })],
    LINK_FOUND: [event('LINK_FOUND', { url: 'http://127.0.0.1:5173/demo-site/bang-gia.html' })],
    DISCOVERY_COMPLETE: [event('DISCOVERY_COMPLETE', { found: ['http://127.0.0.1:5173/demo-site/bang-gia.html'] })],
    DISCOVERY_FAILED: [event('DISCOVERY_FAILED', { error: 'The start page could not be fetched' })],
    'xstate.done.actor.crawlBatch': [
      event('xstate.done.actor.crawlBatch', { output: { tasks: [{ id: 41, url: 'http://127.0.0.1:5173/demo-site/bang-gia.html', status: 'success' }] } }),
    ],
    'xstate.error.actor.crawlBatch': [event('xstate.error.actor.crawlBatch', { error: { message: 'Failed to fetch' } })],
  },
}
