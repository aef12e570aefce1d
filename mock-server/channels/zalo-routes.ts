import type { Hono } from 'hono'
import type { components } from '../../src/api/schema'
import type { AppEnv, ServerContext } from '../context'
import { bodyOf, ownedChatbot, paramsOf, queryOf, requireUser, type AppContext } from '../http/route-helpers'
import { newestFirst } from '../shared/ordering'
import { ownedRow } from '../shared/owned'
import { ZALO_NOT_FOUND, activeQr, isLoggedIn, serializeZaloAccount, startQrLogin } from './zalo-accounts'

type Schemas = components['schemas']

/** 001 §7 Zalo: connectors, QR login sessions and their status (decision 107). */
export function registerZaloRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const owned = (c: AppContext, id: number) => ownedRow(ctx, requireUser(c), ctx.db.byId('zaloAccounts', id), ZALO_NOT_FOUND)

  app.get('/zalo/list-connected', (c) => {
    const { chatbot_id } = queryOf<{ chatbot_id: number }>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const rows = ctx.db.find('zaloAccounts', (row) => row.chatbot_id === chatbot_id && isLoggedIn(row))
    const body: Schemas['ZaloAccount'][] = newestFirst(rows, 'created_at').map(serializeZaloAccount)
    return c.json(body)
  })

  app.post('/zalo/connect', async (c) => {
    const { chatbot_id } = bodyOf<Schemas['ZaloConnectRequest']>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const row = await ctx.db.insert('zaloAccounts', {
      chatbot_id,
      username: null,
      phone_number: null,
      status: false,
      imei: null,
      qr_token: null,
      qr_expires_at: null,
      created_at: ctx.now().toISOString(),
    })
    const body: Schemas['IdResponse'] = { id: row.id }
    return c.json(body, 201)
  })

  app.get('/zalo/:id', (c) => c.json(serializeZaloAccount(owned(c, paramsOf<{ id: number }>(c).id))))

  app.get('/zalo/:id/qr-code', (c) => c.json(activeQr(ctx, owned(c, paramsOf<{ id: number }>(c).id))))

  app.get('/zalo/:id/status', (c) => {
    const body: Schemas['ZaloConnectionStatus'] = { imei: owned(c, paramsOf<{ id: number }>(c).id).imei }
    return c.json(body)
  })

  app.post('/zalobe/zalo-login', async (c) => {
    const { connectorId } = bodyOf<Schemas['ZaloLoginRequest']>(c)
    return c.json(await startQrLogin(ctx, owned(c, connectorId)))
  })
}
