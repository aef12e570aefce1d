import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** A tiny website on 127.0.0.1 for crawl tests: path → handler. */
export async function startLocalSite(routes: Record<string, Handler>) {
  const sockets = new Set<import('node:net').Socket>()
  const server = createServer((request, response) => {
    const handler = routes[new URL(request.url ?? '/', 'http://x').pathname]
    if (handler) handler(request, response)
    else response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>')
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

export const html = (body: string, headers: Record<string, string> = {}): Handler => (_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(body)
}
