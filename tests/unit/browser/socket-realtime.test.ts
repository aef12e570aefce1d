import type { WebSocketHandlerConnection } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGINE_IO_PING_INTERVAL_MS, serveSocketIoClient, socketRealtime, socketUrlPattern } from '../../../mock-server/browser/socket-realtime'
import { Rooms, type RoomMember } from '../../../mock-server/shared/rooms'

const member = () => {
  const heard: [string, unknown][] = []
  const self: RoomMember & { heard: typeof heard } = { heard, emit: (event, payload) => heard.push([event, payload]) }
  return self
}

describe('Rooms', () => {
  it('sends a room event to the clients in that room only, until they leave or disconnect', () => {
    const rooms = new Rooms()
    const [a, b] = [member(), member()]
    rooms.join(a, 'crawl-1')
    rooms.join(b, 'crawl-1')
    rooms.join(b, 'crawl-2')
    rooms.emit('crawl-1', 'new_product_link', { url: 'http://x/1' })
    rooms.emit('crawl-2', 'crawl_complete', { found: [] })
    expect(a.heard).toEqual([['new_product_link', { url: 'http://x/1' }]])
    expect(b.heard).toEqual([
      ['new_product_link', { url: 'http://x/1' }],
      ['crawl_complete', { found: [] }],
    ])

    rooms.leave(a, 'crawl-1')
    rooms.drop(b)
    rooms.emit('crawl-1', 'crawl_complete', { found: [] })
    rooms.emit('crawl-2', 'crawl_error', { error: 'x' })
    expect(a.heard).toHaveLength(1)
    expect(b.heard).toHaveLength(2)
    expect(rooms.roomsOf(b)).toEqual([])
  })

  it('calls onJoin callbacks once, on the next join of their room, unless cancelled', () => {
    const rooms = new Rooms()
    const first = vi.fn()
    const second = vi.fn()
    const cancelled = vi.fn()
    const other = vi.fn()
    rooms.onJoin('crawl-1', first)
    rooms.onJoin('crawl-1', second)
    rooms.onJoin('crawl-1', cancelled)()
    rooms.onJoin('crawl-2', other)

    rooms.join(member(), 'crawl-1')
    rooms.join(member(), 'crawl-1')
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
    expect(other).not.toHaveBeenCalled()

    // As on the Node server: a callback registered after a join waits for the next one.
    const later = vi.fn()
    rooms.onJoin('crawl-1', later)
    expect(later).not.toHaveBeenCalled()
    rooms.join(member(), 'crawl-1')
    expect(later).toHaveBeenCalledTimes(1)
  })
})

/** A socket.io client connection as MSW hands it over, recording what the page would receive. */
function fakeConnection(url = 'ws://127.0.0.1:5173/socket.io/?EIO=4&transport=websocket') {
  const listeners = { message: new Set<(event: MessageEvent) => void>(), close: new Set<(event: Event) => void>() }
  const socket = { binaryType: 'blob' }
  const received: string[] = []
  const client = {
    id: 'client-1',
    url: new URL(url),
    socket,
    send: (data: string) => received.push(data),
    addEventListener: (type: 'message' | 'close', listener: (event: MessageEvent) => void) =>
      (listeners[type] as Set<(event: MessageEvent) => void>).add(listener),
    removeEventListener: () => {},
    close: () => {},
  }
  return {
    // MSW's server side throws until connect() is called; the binding then fakes the handshake.
    connection: { client, server: {}, info: { protocols: undefined }, params: {} } as unknown as WebSocketHandlerConnection,
    received,
    /** The page's socket.io client emits `event` (engine.io message '4' + socket.io event '2'). */
    send(event: string, payload: unknown) {
      const message = new MessageEvent('message', { data: `42${JSON.stringify([event, payload])}` })
      for (const listener of listeners.message) listener.call(socket, message)
    },
    close() {
      for (const listener of listeners.close) listener.call(socket, new Event('close'))
    },
  }
}

describe('serveSocketIoClient', () => {
  afterEach(() => vi.useRealTimers())

  it('shakes hands, joins and leaves rooms on join_room / leave_crawl, and delivers room events', async () => {
    const rooms = new Rooms()
    const page = fakeConnection()
    const started = vi.fn()
    rooms.onJoin('crawl-7', started)
    serveSocketIoClient(rooms, page.connection)
    await Promise.resolve()
    expect(page.received[0]).toMatch(/^0\{.*"pingInterval":25000/)
    expect(page.received[1]).toMatch(/^40/)

    page.send('join_room', { room: 'crawl-7' })
    expect(started).toHaveBeenCalledTimes(1)
    rooms.emit('crawl-7', 'new_product_link', { url: 'http://127.0.0.1:5173/demo-site/' })
    rooms.emit('crawl-8', 'new_product_link', { url: 'http://elsewhere/' })
    expect(page.received.slice(2)).toEqual(['42["new_product_link",{"url":"http://127.0.0.1:5173/demo-site/"}]'])

    page.send('leave_crawl', { room: 'crawl-7' })
    rooms.emit('crawl-7', 'crawl_complete', { found: [] })
    expect(page.received).toHaveLength(3)

    // Joins without a room name are ignored, as on the Node server.
    const join = vi.spyOn(rooms, 'join')
    page.send('join_room', { room: '' })
    page.send('join_room', null)
    page.send('join_room', { room: 42 })
    page.send('join_room', { room: 'crawl-9' })
    expect(join.mock.calls.map(([, room]) => room)).toEqual(['crawl-9'])
  })

  it('pings the client at the announced interval so it stays connected, and stops when it closes', async () => {
    vi.useFakeTimers()
    const rooms = new Rooms()
    const page = fakeConnection()
    serveSocketIoClient(rooms, page.connection)
    await Promise.resolve()
    page.send('join_room', { room: 'crawl-1' })
    const pings = () => page.received.filter((data) => data === '2').length

    vi.advanceTimersByTime(ENGINE_IO_PING_INTERVAL_MS - 1)
    expect(pings()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(pings()).toBe(1)
    vi.advanceTimersByTime(ENGINE_IO_PING_INTERVAL_MS * 3)
    expect(pings()).toBe(4)

    page.close()
    vi.advanceTimersByTime(ENGINE_IO_PING_INTERVAL_MS * 3)
    expect(pings()).toBe(4)
    // A closed client has left its rooms.
    const before = page.received.length
    rooms.emit('crawl-1', 'crawl_complete', { found: [] })
    expect(page.received).toHaveLength(before)
  })
})

describe('socketUrlPattern and the MSW handler', () => {
  it('matches socket.io on the page origin, ws:// or wss://, as MSW compares it', () => {
    const pattern = socketUrlPattern('http://127.0.0.1:5173')
    expect(pattern.test('ws://127.0.0.1:5173/')).toBe(true)
    expect(pattern.test('wss://127.0.0.1:5173/')).toBe(true)
    expect(pattern.test('ws://127.0.0.1:5174/')).toBe(false)
    expect(pattern.test('ws://127.0.0.1:5173/other')).toBe(false)
    expect(socketUrlPattern('https://demo.example', '/rt/').test('wss://demo.example/rt/')).toBe(true)
  })

  it('is what MSW matches for the client’s socket.io address, and nothing on another origin', () => {
    const { handler } = socketRealtime('http://127.0.0.1:5173')
    expect(handler.test('ws://127.0.0.1:5173/socket.io/?EIO=4&transport=websocket')).toBe(true)
    expect(handler.test('wss://127.0.0.1:5173/socket.io/?EIO=4&transport=websocket')).toBe(true)
    expect(handler.test('ws://127.0.0.1:9999/socket.io/?EIO=4&transport=websocket')).toBe(false)
    expect(handler.test('ws://127.0.0.1:5173/chat')).toBe(false)
  })
})
