import { createAdaptorServer } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { Server as SocketServer } from 'socket.io'
import { createApp, apiBaseOf } from '../app'
import type { ServerConfig } from '../config'
import type { ServerContext } from '../context'
import { createServerContext } from '../create-context'
import { SOCKET } from '../../src/config/constants'
import { DEMO_SITE_NOT_FOUND_HTML, DEMO_SITE_PATH } from '../shared/demo-site'
import { Rooms, roomOf, type RoomMember } from '../shared/rooms'
import { FileStorage } from './file-storage'
import { loadOpenApi } from './load-openapi'

export interface StartOptions {
  port: number
  host: string
  dataDir: string
  /** The built app (vite build output); when absent only the API is served. */
  distDir?: string
  config?: Partial<ServerConfig>
  now?: () => Date
  quiet?: boolean
}

/** The bundled demo website (decision 805), served at DEMO_SITE_PATH so crawling works offline. */
export const DEMO_SITE_DIR = fileURLToPath(new URL('../demo-site/', import.meta.url))
export { DEMO_SITE_PATH }

export interface RunningServer {
  url: string
  port: number
  ctx: ServerContext
  seeded: boolean
  close(): Promise<void>
}

/** One Node process, one port: the built app, the API, socket.io and static assets. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const rooms = new Rooms()
  const ctx = await createServerContext({
    openapi: loadOpenApi(),
    storage: new FileStorage(options.dataDir),
    config: options.config,
    now: options.now,
    realtime: rooms,
  })
  const api = createApp(ctx)
  const base = apiBaseOf(ctx)
  const root = new Hono()
  root.all(`${base}/*`, (c) => api.fetch(c.req.raw))
  root.all(base, (c) => api.fetch(c.req.raw))

  // The demo website: its pages, its file, and a plain 404 for its broken links.
  const demoSite = DEMO_SITE_PATH.slice(0, -1)
  root.get(demoSite, (c) => c.redirect(DEMO_SITE_PATH, 301))
  root.use(`${demoSite}/*`, serveStatic({ root: DEMO_SITE_DIR, rewriteRequestPath: (path) => path.slice(demoSite.length) }))
  root.all(`${demoSite}/*`, (c) => c.html(DEMO_SITE_NOT_FOUND_HTML, 404))

  const distDir = options.distDir ? resolve(options.distDir) : undefined
  if (distDir && existsSync(resolve(distDir, 'index.html'))) {
    const indexHtml = readFileSync(resolve(distDir, 'index.html'), 'utf8')
    root.use('*', serveStatic({ root: relative(process.cwd(), distDir) || '.' }))
    // Client-side routes all get the app shell.
    root.get('*', (c) => {
      if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404)
      return c.html(indexHtml)
    })
  }

  const server = createAdaptorServer({ fetch: root.fetch })
  const io = new SocketServer(server, { path: SOCKET.PATH, serveClient: false, cors: { origin: '*' } })
  io.on('connection', (socket) => {
    const member: RoomMember = { emit: (event, payload) => socket.emit(event, payload) }
    socket.on('join_room', (payload: unknown) => {
      const room = roomOf(payload)
      if (room) rooms.join(member, room)
    })
    socket.on('leave_crawl', (payload: unknown) => {
      const room = roomOf(payload)
      if (room) rooms.leave(member, room)
    })
    socket.on('disconnect', () => rooms.drop(member))
  })

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolveListen())
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://${options.host}:${port}`
  if (!options.quiet) console.log(`[server] listening on ${url}`)

  return {
    url,
    port,
    ctx,
    seeded: ctx.seeded,
    async close() {
      await new Promise<void>((done) => io.close(() => done()))
      await new Promise<void>((done) => server.close(() => done()))
      await ctx.db.flush()
    },
  }
}
