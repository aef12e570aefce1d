import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from './context'
import { registerAuthRoutes } from './auth/routes'
import { registerChatbotRoutes } from './chatbots/routes'
import { registerImageRoutes } from './images/routes'
import { registerFaqRoutes } from './faqs/routes'
import { registerKnowledgeRoutes } from './knowledge/routes'
import { registerConversationRoutes } from './conversations/routes'
import { registerLeadRoutes } from './leads/routes'
import { registerSubscriptionRoutes } from './subscriptions/routes'
import { registerDashboardRoutes } from './dashboard/routes'
import { registerContactRoutes } from './contacts/routes'
import { registerZaloRoutes } from './channels/zalo-routes'
import { registerFacebookRoutes } from './channels/facebook-routes'
import { registerWhatsAppRoutes } from './channels/whatsapp-routes'
import { registerOAuthRoutes } from './channels/oauth-routes'
import { registerDemoRoutes } from './demo/routes'

/** Every area's routes; each area lives in mock-server/<area>/. */
export function registerRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  registerAuthRoutes(app, ctx)
  registerChatbotRoutes(app, ctx)
  registerImageRoutes(app, ctx)
  registerFaqRoutes(app, ctx)
  registerKnowledgeRoutes(app, ctx)
  registerConversationRoutes(app, ctx)
  registerLeadRoutes(app, ctx)
  registerSubscriptionRoutes(app, ctx)
  registerDashboardRoutes(app, ctx)
  registerContactRoutes(app, ctx)
  registerZaloRoutes(app, ctx)
  registerFacebookRoutes(app, ctx)
  registerWhatsAppRoutes(app, ctx)
  registerOAuthRoutes(app, ctx)
  registerDemoRoutes(app, ctx)
}
