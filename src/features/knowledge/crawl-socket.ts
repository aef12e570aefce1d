import { fromCallback } from 'xstate'
import type { Socket } from 'socket.io-client'
import type { CrawlSocketCommand, CrawlSocketEvent } from '../../../machines/knowledge-bulk-crawl.machine'
import { SOCKET } from '../../config/constants'

/**
 * The live crawl connection (001 §7, §9; openapi `x-socket-events`) as the bulk-crawl machine's
 * `crawlSocket` actor. Nothing connects until the first JOIN. Then: leave the previous room
 * (`leave_crawl`), connect if needed (websocket transport, SOCKET.RECONNECTION_ATTEMPTS attempts
 * SOCKET.RECONNECTION_DELAY_MS apart, SOCKET.TIMEOUT_MS timeout) and join (`join_room`); the
 * machine hears ROOM_JOINED once the join is sent on a live connection, or ROOM_JOIN_FAILED when
 * every attempt to connect failed. After a dropped connection comes back the room is joined again,
 * because the server forgets a socket's rooms when it disconnects. The server's events come back
 * as LINK_FOUND, DISCOVERY_COMPLETE and DISCOVERY_FAILED. Stopping the actor disconnects.
 */
export function crawlSocketActor(origin: string, connect: (origin: string) => Promise<Socket> = openSocket) {
  return fromCallback<CrawlSocketCommand>(({ sendBack, receive }) => {
    let socket: Socket | null = null
    let opening: Promise<Socket> | null = null
    let room: string | null = null
    /** A room whose join the machine is waiting to hear about. */
    let pending: string | null = null
    let stopped = false
    const report = (event: CrawlSocketEvent) => {
      if (!stopped) sendBack(event)
    }

    const socketReady = () => {
      opening ??= connect(origin).then((created) => {
        socket = created
        created.on('connect', () => {
          if (room) created.emit('join_room', { room })
          if (pending) {
            report({ type: 'ROOM_JOINED', room: pending })
            pending = null
          }
        })
        created.io.on('reconnect_failed', () => {
          if (!pending) return
          report({ type: 'ROOM_JOIN_FAILED', room: pending })
          pending = null
          room = null
        })
        created.on('new_product_link', (payload: { url?: unknown }) => {
          if (typeof payload?.url === 'string') report({ type: 'LINK_FOUND', url: payload.url })
        })
        created.on('crawl_complete', (payload: { found?: unknown }) => {
          const found = Array.isArray(payload?.found) ? payload.found.filter((url): url is string => typeof url === 'string') : []
          report({ type: 'DISCOVERY_COMPLETE', found })
        })
        created.on('crawl_error', (payload: { error?: unknown }) => {
          report({ type: 'DISCOVERY_FAILED', error: typeof payload?.error === 'string' ? payload.error : '' })
        })
        if (stopped) created.disconnect()
        return created
      })
      return opening
    }

    receive((command) => {
      if (command.type !== 'JOIN') return
      void socketReady().then(
        (live) => {
          if (stopped) return
          if (command.previous) live.emit('leave_crawl', { room: command.previous })
          room = command.room
          if (live.connected) {
            live.emit('join_room', { room })
            report({ type: 'ROOM_JOINED', room })
          } else {
            pending = command.room
            // Safe while a connection attempt is under way; starts a new round after every attempt failed.
            live.connect()
          }
        },
        (error: unknown) => {
          console.error('The crawl connection could not be opened', error)
          opening = null
          report({ type: 'ROOM_JOIN_FAILED', room: command.room })
        },
      )
    })

    return () => {
      stopped = true
      socket?.disconnect()
    }
  })
}

/** socket.io on the app's origin with the spec's options; loaded on first use, so the tab's code stays small. */
async function openSocket(origin: string): Promise<Socket> {
  const { io } = await import('socket.io-client')
  return io(origin, {
    path: SOCKET.PATH,
    transports: ['websocket'],
    reconnectionAttempts: SOCKET.RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET.RECONNECTION_DELAY_MS,
    timeout: SOCKET.TIMEOUT_MS,
    autoConnect: false,
  })
}
