import { startServer } from '../../../mock-server/node/server'

/** A bare API server in its own process, for tests that kill it. Prints `READY <url>`. */
const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is required')
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, quiet: true })
console.log(`READY ${server.url}`)
