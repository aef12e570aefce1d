import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { registerCatalogRoutes } from './catalog-routes'
import { registerCrawlRoutes } from './crawl-routes'
import { registerImportRoutes } from './import-routes'
import { registerKnowledgeItemRoutes } from './item-routes'
import { registerUrlListRoutes } from './url-list-routes'

/** 001 §7 knowledge and crawl: content types, URL lists, crawling, knowledge items, imports. */
export function registerKnowledgeRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  registerCatalogRoutes(app, ctx)
  registerUrlListRoutes(app, ctx)
  registerCrawlRoutes(app, ctx)
  registerKnowledgeItemRoutes(app, ctx)
  registerImportRoutes(app, ctx)
}
