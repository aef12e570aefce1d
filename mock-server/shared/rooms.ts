import type { Realtime } from '../context'

/** One connected client as the rooms see it. */
export interface RoomMember {
  emit(event: string, payload: unknown): void
}

/**
 * The realtime rooms of both servers (Node's socket.io server and the zero-server build's MSW socket
 * binding): a client joins and leaves rooms, an event goes to every client in its room, and `onJoin`
 * callbacks run on the next join of their room. A client that disconnects leaves all its rooms.
 */
export class Rooms implements Realtime {
  private readonly members = new Map<string, Set<RoomMember>>()
  private readonly joinWaiters = new Map<string, Set<() => void>>()

  emit(room: string, event: string, payload: unknown): void {
    for (const member of this.members.get(room) ?? []) member.emit(event, payload)
  }

  onJoin(room: string, callback: () => void): () => void {
    let waiters = this.joinWaiters.get(room)
    if (!waiters) this.joinWaiters.set(room, (waiters = new Set()))
    waiters.add(callback)
    return () => {
      waiters.delete(callback)
      if (waiters.size === 0 && this.joinWaiters.get(room) === waiters) this.joinWaiters.delete(room)
    }
  }

  join(member: RoomMember, room: string): void {
    let members = this.members.get(room)
    if (!members) this.members.set(room, (members = new Set()))
    members.add(member)
    const waiters = this.joinWaiters.get(room)
    this.joinWaiters.delete(room)
    for (const callback of waiters ?? []) callback()
  }

  leave(member: RoomMember, room: string): void {
    const members = this.members.get(room)
    if (!members) return
    members.delete(member)
    if (members.size === 0) this.members.delete(room)
  }

  /** A disconnected client leaves every room. */
  drop(member: RoomMember): void {
    for (const room of [...this.members.keys()]) this.leave(member, room)
  }

  /** The rooms `member` is in (for tests and debugging). */
  roomsOf(member: RoomMember): string[] {
    return [...this.members].filter(([, members]) => members.has(member)).map(([room]) => room)
  }
}

/** The room named in a `join_room` / `leave_crawl` payload, or null. */
export const roomOf = (payload: unknown): string | null => {
  const room = (payload as { room?: unknown } | null)?.room
  return typeof room === 'string' && room ? room : null
}
