import type { Hono } from 'hono'
import type { components } from '../../src/api/schema'
import type { AppEnv, ServerContext } from '../context'
import { languageOf, notFound } from '../http/errors'
import { bodyOf, ownedChatbot, queryOf, requireUser } from '../http/route-helpers'
import { PAGE_NOT_FOUND, activePageByFacebookId, connectGrantedPages, serializeFacebookPage } from './facebook-pages'
import { consumeOAuthCode } from './oauth-codes'
import { newestFirst } from '../shared/ordering'
import { ownedRow } from '../shared/owned'

type Schemas = components['schemas']

/** 001 §7 Facebook: OAuth code exchange, pages, labels and the out-of-scope label. */
export function registerFacebookRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/facebook/connect', async (c) => {
    const { chatbot_id, code } = bodyOf<Schemas['OAuthConnectRequest']>(c)
    const chatbot = ownedChatbot(ctx, requireUser(c), chatbot_id)
    await consumeOAuthCode(ctx, 'facebook', chatbot.id, code)
    const pages = await connectGrantedPages(ctx, chatbot)
    const english = languageOf(c.req.raw) === 'en'
    const body: Schemas['FacebookConnectResult'] = {
      message: english ? `Connected ${pages.length} Facebook page(s)` : `Đã kết nối ${pages.length} trang Facebook`,
      pages: pages.map(serializeFacebookPage),
    }
    return c.json(body)
  })

  app.patch('/facebook/disable-page-connect', async (c) => {
    const { id } = bodyOf<Schemas['IdRequest']>(c)
    const page = ownedRow(ctx, requireUser(c), ctx.db.byId('facebookPages', id), PAGE_NOT_FOUND)
    const updated = await ctx.db.update('facebookPages', page.id, { status: false })
    return c.json(serializeFacebookPage(updated ?? { ...page, status: false }))
  })

  app.get('/facebook/list-page-connected', (c) => {
    const { chatbot_id } = queryOf<{ chatbot_id: number }>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const body: Schemas['FacebookPage'][] = newestFirst(ctx.db.find('facebookPages', (row) => row.chatbot_id === chatbot_id), 'created_at').map(
      serializeFacebookPage,
    )
    return c.json(body)
  })

  app.get('/facebook/labels', (c) => {
    const { page_id } = queryOf<{ page_id: string }>(c)
    const page = activePageByFacebookId(ctx, requireUser(c), page_id)
    const body: Schemas['FacebookLabelList'] = { data: serializeFacebookPage(page).labels }
    return c.json(body)
  })

  app.put('/facebook/update-out-of-scope-label', async (c) => {
    const { page_id, label_id } = bodyOf<Schemas['OutOfScopeLabelRequest']>(c)
    const page = activePageByFacebookId(ctx, requireUser(c), page_id)
    if (!page.labels.some((label) => label.id === label_id)) {
      throw notFound({ vi: 'Không tìm thấy nhãn trên trang này', en: 'No such label on this page' })
    }
    await ctx.db.update('facebookPages', page.id, { out_of_scope_label_id: label_id })
    const english = languageOf(c.req.raw) === 'en'
    const body: Schemas['MessageResponse'] = { message: english ? 'Out-of-scope label updated' : 'Đã cập nhật nhãn ngoài phạm vi' }
    return c.json(body)
  })
}
