import { toSocketIo } from '@mswjs/socket.io-binding'
import { ws, type WebSocketHandlerConnection } from 'msw'
import { SOCKET } from '../../src/config/constants'
import type { Realtime } from '../context'
import { Rooms, roomOf, type RoomMember } from '../shared/rooms'

/**
 * The engine.io ping interval that `@mswjs/socket.io-binding` announces in its fake handshake
 * (pingInterval 25000, pingTimeout 5000). A socket.io client that hears no ping within
 * pingInterval + pingTimeout closes the connection, so the server side must ping at this pace.
 */
export const ENGINE_IO_PING_INTERVAL_MS = 25_000
/** engine.io's ping packet; the client answers '3' (pong). */
const ENGINE_IO_PING = '2'

/**
 * Serves one socket.io client connection in the page: `join_room {room}` and `leave_crawl {room}`
 * from the client, room events to it, and an engine.io ping every `pingIntervalMs` until it closes.
 */
export function serveSocketIoClient(rooms: Rooms, connection: WebSocketHandlerConnection, pingIntervalMs = ENGINE_IO_PING_INTERVAL_MS): void {
  const { client } = toSocketIo(connection)
  const member: RoomMember = { emit: (event, payload) => client.emit(event, payload) }
  client.on('join_room', (_message, payload: unknown) => {
    const room = roomOf(payload)
    if (room) rooms.join(member, room)
  })
  client.on('leave_crawl', (_message, payload: unknown) => {
    const room = roomOf(payload)
    if (room) rooms.leave(member, room)
  })
  const ping = setInterval(() => connection.client.send(ENGINE_IO_PING), pingIntervalMs)
  connection.client.addEventListener('close', () => {
    clearInterval(ping)
    rooms.drop(member)
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The WebSocket addresses of socket.io on the page's own origin, ws:// or wss://, as MSW matches
 * them: MSW drops a leading `/socket.io/` from the client's address before matching
 * (WebSocketHandler.parse), so with the default path the pattern is the origin's root.
 */
export function socketUrlPattern(origin: string, path: string = SOCKET.PATH): RegExp {
  const { host } = new URL(origin)
  const matched = path.replace(/^\/socket\.io\//, '/')
  return new RegExp(`^wss?://${escapeRegExp(host)}${escapeRegExp(matched)}$`)
}

/**
 * Realtime for the zero-server build: the rooms, and the MSW handler that accepts the page's
 * socket.io connections (crawl-socket.ts) and serves them from those rooms. A WebSocket the pattern
 * matches on another path (after MSW's rewrite, e.g. a dev server's own socket) is passed through.
 */
export function socketRealtime(origin: string) {
  const rooms = new Rooms()
  const handler = ws.link(socketUrlPattern(origin)).addEventListener('connection', (connection) => {
    if (new URL(connection.client.url).pathname !== SOCKET.PATH) {
      connection.server.connect()
      return
    }
    serveSocketIoClient(rooms, connection)
  })
  return { realtime: rooms as Realtime, handler }
}
