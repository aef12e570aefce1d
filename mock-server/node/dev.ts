import { createServer } from 'vite'
import { settingsFromEnv } from './env'
import { startServer } from './server'
import { DEMO_ACCOUNT } from '../db/seed-data'

/** `npm run dev`: the backend on PORT+1 and Vite's dev server (hot reload) on PORT, proxying the API and socket.io. */
const settings = settingsFromEnv()
const backend = await startServer({ ...settings, port: settings.port + 1, quiet: true })
const vite = await createServer({
  server: {
    host: settings.host,
    port: settings.port,
    strictPort: true,
    proxy: {
      '/v1': backend.url,
      '/socket.io': { target: backend.url, ws: true },
    },
  },
})
await vite.listen()
vite.printUrls()
console.log(`  Backend: ${backend.url}   Demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`)
