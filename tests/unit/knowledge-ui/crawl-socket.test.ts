import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, sendTo, setup } from 'xstate'
import type { CrawlSocketCommand, CrawlSocketEvent } from '../../../machines/knowledge-bulk-crawl.machine'
import { SOCKET } from '../../../src/config/constants'
import { crawlSocketActor } from '../../../src/features/knowledge/crawl-socket'

/** A parent that forwards JOIN commands to the socket actor and records what it reports. */
function parentOf(socketLogic: ReturnType<typeof crawlSocketActor>) {
  const heard: CrawlSocketEvent[] = []
  const machine = setup({
    types: { events: {} as CrawlSocketEvent | CrawlSocketCommand },
    actors: { crawlSocket: socketLogic },
  }).createMachine({
    invoke: { id: 'crawlSocket', src: 'crawlSocket' },
    on: {
      JOIN: { actions: sendTo('crawlSocket', ({ event }) => event) },
      '*': { actions: ({ event }) => heard.push(event as CrawlSocketEvent) },
    },
  })
  const actor = createActor(machine).start()
  return { actor, heard }
}

const stops: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

/** A socket.io server like the backend's: join_room / leave_crawl, and a way to emit to a room. */
async function startSocketServer() {
  const http = createServer()
  const io = new Server(http, { path: SOCKET.PATH })
  const joins: string[] = []
  const leaves: string[] = []
  io.on('connection', (socket) => {
    expect(socket.conn.transport.name).toBe('websocket')
    socket.on('join_room', ({ room }) => {
      joins.push(room)
      void socket.join(room)
    })
    socket.on('leave_crawl', ({ room }) => {
      leaves.push(room)
      void socket.leave(room)
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const close = () => new Promise<void>((resolve) => io.close(() => resolve()))
  stops.push(close)
  return { io, origin, joins, leaves, close }
}

describe('the crawl socket against a real socket.io server', () => {
  it('connects only when a room is joined, then relays the live events of that room', async () => {
    const server = await startSocketServer()
    const { actor, heard } = parentOf(crawlSocketActor(server.origin))
    stops.push(() => void actor.stop())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.io.engine.clientsCount).toBe(0)

    actor.send({ type: 'JOIN', room: 'crawl-1', previous: null })
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'ROOM_JOINED', room: 'crawl-1' }))
    await vi.waitFor(() => expect(server.joins).toEqual(['crawl-1']))

    server.io.to('crawl-1').emit('new_product_link', { url: 'http://site.test/a' })
    server.io.to('crawl-1').emit('crawl_complete', { found: ['http://site.test/a', 42] })
    server.io.to('other-room').emit('new_product_link', { url: 'http://elsewhere.test/' })
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'DISCOVERY_COMPLETE', found: ['http://site.test/a'] }))
    expect(heard).toContainEqual({ type: 'LINK_FOUND', url: 'http://site.test/a' })
    expect(heard).not.toContainEqual({ type: 'LINK_FOUND', url: 'http://elsewhere.test/' })
  })

  it('a new list leaves the previous room and joins its own', async () => {
    const server = await startSocketServer()
    const { actor, heard } = parentOf(crawlSocketActor(server.origin))
    stops.push(() => void actor.stop())
    actor.send({ type: 'JOIN', room: 'crawl-1', previous: null })
    await vi.waitFor(() => expect(server.joins).toEqual(['crawl-1']))
    actor.send({ type: 'JOIN', room: 'crawl-2', previous: 'crawl-1' })
    await vi.waitFor(() => expect(server.joins).toEqual(['crawl-1', 'crawl-2']))
    expect(server.leaves).toEqual(['crawl-1'])
    server.io.to('crawl-1').emit('crawl_error', { error: 'old run' })
    server.io.to('crawl-2').emit('crawl_error', { error: 'The start page could not be fetched' })
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'DISCOVERY_FAILED', error: 'The start page could not be fetched' }))
    expect(heard).not.toContainEqual({ type: 'DISCOVERY_FAILED', error: 'old run' })
  })

  it('stopping the actor disconnects', async () => {
    const server = await startSocketServer()
    const { actor } = parentOf(crawlSocketActor(server.origin))
    actor.send({ type: 'JOIN', room: 'crawl-1', previous: null })
    await vi.waitFor(() => expect(server.io.engine.clientsCount).toBe(1))
    actor.stop()
    await vi.waitFor(() => expect(server.io.engine.clientsCount).toBe(0))
  })
})

describe('the crawl socket without a server', () => {
  it('reports ROOM_JOIN_FAILED once every reconnection attempt has failed', async () => {
    // A fake socket whose connection never comes: the manager gives up after its attempts.
    const handlers: Record<string, (payload?: unknown) => void> = {}
    const managerHandlers: Record<string, () => void> = {}
    const fake = {
      connected: false,
      on: (name: string, handler: (payload?: unknown) => void) => (handlers[name] = handler),
      io: { on: (name: string, handler: () => void) => (managerHandlers[name] = handler) },
      emit: vi.fn(),
      connect: vi.fn(),
      disconnect: vi.fn(),
    }
    const { actor, heard } = parentOf(crawlSocketActor('http://127.0.0.1:1', async () => fake as never))
    actor.send({ type: 'JOIN', room: 'crawl-1', previous: null })
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalled())
    expect(heard).toEqual([])
    managerHandlers.reconnect_failed()
    expect(heard).toEqual([{ type: 'ROOM_JOIN_FAILED', room: 'crawl-1' }])
    // Joining again tries again, and a connection that comes joins the room then.
    actor.send({ type: 'JOIN', room: 'crawl-2', previous: null })
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(2))
    fake.connected = true
    handlers.connect()
    expect(fake.emit).toHaveBeenCalledWith('join_room', { room: 'crawl-2' })
    expect(heard.at(-1)).toEqual({ type: 'ROOM_JOINED', room: 'crawl-2' })
    actor.stop()
    expect(fake.disconnect).toHaveBeenCalled()
  })

  it('joins the room again after the connection comes back', async () => {
    const handlers: Record<string, (payload?: unknown) => void> = {}
    const fake = {
      connected: true,
      on: (name: string, handler: (payload?: unknown) => void) => (handlers[name] = handler),
      io: { on: () => {} },
      emit: vi.fn(),
      connect: vi.fn(),
      disconnect: vi.fn(),
    }
    const { actor } = parentOf(crawlSocketActor('http://x', async () => fake as never))
    actor.send({ type: 'JOIN', room: 'crawl-1', previous: null })
    await vi.waitFor(() => expect(fake.emit).toHaveBeenCalledWith('join_room', { room: 'crawl-1' }))
    handlers.connect()
    expect(fake.emit).toHaveBeenCalledTimes(2)
    actor.stop()
  })

  it('opens no connection until a list is created', () => {
    const connect = vi.fn(() => Promise.reject(new Error('must not connect')))
    const actor = createActor(createMachine({ invoke: { src: crawlSocketActor('http://x', connect) } })).start()
    actor.stop()
    expect(connect).not.toHaveBeenCalled()
  })

  it('a socket library that cannot even load is a failed join', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { actor, heard } = parentOf(crawlSocketActor('http://x', () => Promise.reject(new Error('chunk failed'))))
    actor.send({ type: 'JOIN', room: 'crawl-1', previous: null })
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'ROOM_JOIN_FAILED', room: 'crawl-1' }]))
    actor.stop()
  })
})
