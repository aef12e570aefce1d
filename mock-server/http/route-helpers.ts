import type { Context } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { notFound, unauthorized } from './errors'

export type AppContext = Context<AppEnv>

/** The signed-in owner's id; the auth middleware has already refused anonymous calls to protected routes. */
export function requireUser(c: AppContext): number {
  const userId = c.get('userId')
  if (userId === null || userId === undefined) throw unauthorized()
  return userId
}

export function bodyOf<T>(c: AppContext): T {
  return c.get('body') as T
}

export function queryOf<T>(c: AppContext): T {
  return c.get('query') as T
}

export function paramsOf<T>(c: AppContext): T {
  return c.get('params') as T
}

/** Another owner's chatbot, or one that does not exist, is 404 alike: never data. */
export function ownedChatbot(ctx: ServerContext, userId: number, chatbotId: number) {
  const chatbot = ctx.db.byId('chatbots', chatbotId)
  if (!chatbot || chatbot.user_id !== userId) throw notFound({ vi: 'Không tìm thấy chatbot', en: 'Chatbot not found' })
  return chatbot
}

/** One pagination for every list: 1-based page, bounded page size. */
export function paginate<T>(rows: T[], page = 1, perPage = 10) {
  const safePage = Math.max(1, Math.floor(page))
  const safePerPage = Math.min(100, Math.max(1, Math.floor(perPage)))
  const start = (safePage - 1) * safePerPage
  return { data: rows.slice(start, start + safePerPage), total: rows.length, per_page: safePerPage, page: safePage }
}
