import { setupWorker } from 'msw/browser'
import { DEMO_SITE } from 'virtual:demo-site'
import { parse } from 'yaml'
import openapiText from '../../openapi.yaml?raw'
import { createApp } from '../app'
import { createServerContext } from '../create-context'
import { BrowserStorage } from '../db/storage'
import type { OpenApiDocument } from '../http/openapi-document'
import { apiHandlers } from '../msw/handlers'
import { demoSiteHandlers } from './demo-site'
import { socketRealtime } from './socket-realtime'

/**
 * The zero-server demo build: the same backend app runs in the page and MSW hands it every API
 * request; socket.io connections are served in the page too, and the bundled demo website is
 * answered as the Node server answers it (decision 909). Data lives in this browser's localStorage.
 */
export async function startBrowserBackend(): Promise<void> {
  const origin = window.location.origin
  const socket = socketRealtime(origin)
  const ctx = await createServerContext({
    openapi: parse(openapiText) as OpenApiDocument,
    storage: new BrowserStorage(),
    config: { publicOrigin: origin },
    realtime: socket.realtime,
  })
  const app = createApp(ctx)
  const worker = setupWorker(...apiHandlers(app, '/v1'), ...demoSiteHandlers(DEMO_SITE), socket.handler)
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
}
