import { setupWorker } from 'msw/browser'
import { parse } from 'yaml'
import openapiText from '../../openapi.yaml?raw'
import { createApp } from '../app'
import { createServerContext } from '../create-context'
import { BrowserStorage } from '../db/storage'
import type { OpenApiDocument } from '../http/openapi-document'
import { apiHandlers } from '../msw/handlers'

/**
 * The zero-server demo build: the same backend app runs in the page and MSW
 * hands it every API request. Data lives in this browser's localStorage.
 */
export async function startBrowserBackend(): Promise<void> {
  const ctx = await createServerContext({
    openapi: parse(openapiText) as OpenApiDocument,
    storage: new BrowserStorage(),
    config: { publicOrigin: window.location.origin },
  })
  const app = createApp(ctx)
  const worker = setupWorker(...apiHandlers(app, '/v1'))
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
}
