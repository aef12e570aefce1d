import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCKET } from '../../src/config/constants'
import { startAppServer } from './support/app-server'

/** `npm start` serves everything from one Node process on one port. */
describe('one process, one port', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>
  beforeAll(async () => {
    server = await startAppServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('serves the translations at /assets/i18n/{lang}.json', async () => {
    for (const language of ['vi', 'en']) {
      const response = await fetch(`${server.url}/assets/i18n/${language}.json`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('json')
      expect(Object.keys(await response.json())).toContain('AUTH')
    }
  })

  it('answers any app route with the app shell and unknown files with 404', async () => {
    const deepLink = await fetch(`${server.url}/app/chatbot-settings/3`)
    expect(deepLink.status).toBe(200)
    expect(await deepLink.text()).toContain('<div id="root">')
    expect((await fetch(`${server.url}/missing-file.js`)).status).toBe(404)
  })

  it('answers the API under /v1 with JSON errors', async () => {
    const response = await fetch(`${server.url}/v1/me`)
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBeTruthy()
  })

  it('carries socket.io on /socket.io/: a client that joins a room receives its events', async () => {
    const socket = io(server.url, { path: SOCKET.PATH, transports: ['websocket'] })
    let timer: ReturnType<typeof setInterval> | undefined
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      socket.emit('join_room', { room: 'crawl-test' })
      const received = new Promise((resolve) => socket.once('new_product_link', resolve))
      // Joining is asynchronous on the server; emit until the client hears it.
      timer = setInterval(() => server.ctx.realtime.emit('crawl-test', 'new_product_link', { url: 'http://example.test/a' }), 50)
      await expect(received).resolves.toEqual({ url: 'http://example.test/a' })
    } finally {
      clearInterval(timer)
      socket.disconnect()
    }
  })
})
