import type { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context'
import { badRequest, notFound } from '../http/errors'
import { paramsOf, queryOf, type AppContext } from '../http/route-helpers'
import { consentPage } from './consent-page'
import { issueOAuthCode, type OAuthProvider } from './oauth-codes'
import { simulatedFacebookPage, simulatedWhatsAppNumber } from './simulated-provider'

/** 001 §9: the scopes the client asks for, shown when the request names none. */
export const DEFAULT_SCOPES: Record<OAuthProvider, string[]> = {
  facebook: ['pages_manage_metadata', 'pages_messaging', 'pages_read_engagement', 'pages_show_list'],
  whatsapp: ['whatsapp_business_management', 'whatsapp_business_messaging', 'pages_manage_metadata', 'pages_messaging'],
}

interface AuthorizeQuery {
  chatbot_id: number
  redirect_uri: string
  state: string
  scope?: string
}

/**
 * Decision 108: the local consent page that replaces the provider's OAuth dialog. The one-time
 * code is issued when the page is drawn and sits in the Allow link; Cancel carries
 * error=access_denied. Redirects go only to the app's own origin (no open redirect).
 */
export function registerOAuthRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/oauth/:provider/authorize', async (c) => {
    const { provider } = paramsOf<{ provider: OAuthProvider }>(c)
    const query = queryOf<AuthorizeQuery>(c)
    const redirect = sameOriginRedirect(ctx, c, query.redirect_uri)
    const chatbot = ctx.db.byId('chatbots', query.chatbot_id)
    if (!chatbot) throw notFound({ vi: 'Không tìm thấy chatbot', en: 'Chatbot not found' })

    const code = await issueOAuthCode(ctx, provider, chatbot.id)
    await ctx.db.flush() // a GET is not flushed by the middleware; the code must survive a restart
    const allow = withParams(redirect, { code, state: query.state })
    const cancel = withParams(redirect, {
      error: 'access_denied',
      error_description: 'The user denied the permission request',
      state: query.state,
    })
    const scopes = query.scope?.split(',').map((s) => s.trim()).filter(Boolean) ?? DEFAULT_SCOPES[provider]
    const target = provider === 'facebook' ? simulatedFacebookPage(chatbot).page_name : simulatedWhatsAppNumber(chatbot).display_phone_number
    c.header('Cache-Control', 'no-store')
    c.header('X-Frame-Options', 'DENY')
    return c.html(consentPage({ provider, chatbotName: chatbot.name, target, scopes, allowUrl: allow, cancelUrl: cancel }))
  })
}

/** `redirect_uri` must be an http(s) URL on the origin the request came to (or the configured public origin). */
function sameOriginRedirect(ctx: ServerContext, c: AppContext, redirectUri: string): URL {
  const requestOrigin = new URL(c.req.url).origin
  const allowed = new Set([requestOrigin])
  if (ctx.config.publicOrigin) allowed.add(new URL(ctx.config.publicOrigin).origin)
  let target: URL | null = null
  try {
    target = new URL(redirectUri, requestOrigin)
  } catch {
    target = null
  }
  if (!target || !/^https?:$/.test(target.protocol) || !allowed.has(target.origin) || target.username || target.password) {
    throw badRequest({
      vi: 'redirect_uri phải thuộc cùng nguồn (origin) với ứng dụng',
      en: "redirect_uri must be on the app's own origin",
    })
  }
  return target
}

function withParams(base: URL, params: Record<string, string>): string {
  const url = new URL(base)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}
