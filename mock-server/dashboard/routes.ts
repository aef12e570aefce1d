import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { notFound } from '../http/errors'
import { ownedChatbot, queryOf, requireUser } from '../http/route-helpers'
import { dashboardFigures } from './figures'

/** 000 §4 dashboard: figures from the caller's own chatbots, optionally one of them (decision 116). */
export function registerDashboardRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/dashboard', (c) => {
    const userId = requireUser(c)
    const { user_id, chatbot_id } = queryOf<{ user_id: number; chatbot_id?: number }>(c)
    if (user_id !== userId) throw notFound({ vi: 'Không tìm thấy người dùng', en: 'User not found' })
    const chatbots =
      chatbot_id === undefined
        ? ctx.db.find('chatbots', (bot) => bot.user_id === userId).sort((a, b) => a.id - b.id)
        : [ownedChatbot(ctx, userId, chatbot_id)]
    return c.json(dashboardFigures(ctx, chatbots))
  })
}
