import { rm } from 'node:fs/promises'
import { settingsFromEnv } from './env'

/** `npm run db:reset`: deletes DATA_DIR; the next start seeds the demo data again. */
const { dataDir } = settingsFromEnv()
await rm(dataDir, { recursive: true, force: true })
console.log(`Removed ${dataDir}; the next start seeds fresh demo data.`)
