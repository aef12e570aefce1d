import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { requireUser } from '../http/route-helpers'
import type { Schemas } from '../shared/api-types'
import { serializeCatalogType } from './serialize'

/** GET /catalogs (every content type) and GET /catalogs/crawl (those a page can be filed under). */
export function registerCatalogRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const catalogs = (crawlableOnly: boolean): Schemas['CatalogType'][] =>
    ctx.db
      .find('catalogTypes', (row) => !crawlableOnly || row.crawlable)
      .sort((a, b) => a.id - b.id)
      .map(serializeCatalogType)

  app.get('/catalogs', (c) => {
    requireUser(c)
    return c.json(catalogs(false))
  })

  app.get('/catalogs/crawl', (c) => {
    requireUser(c)
    return c.json(catalogs(true))
  })
}
