import type { Hono } from 'hono'
import type { components } from '../../src/api/schema'
import type { AppEnv, ServerContext } from '../context'
import { ApiError, languageOf } from '../http/errors'
import { bodyOf, ownedChatbot, queryOf, requireUser } from '../http/route-helpers'
import { newestFirst } from '../shared/ordering'
import { ownedRow, requiredText } from '../shared/owned'
import { whatsappVerifyToken } from './channel-settings'
import { consumeOAuthCode } from './oauth-codes'
import { NUMBER_NOT_FOUND, connectGrantedNumbers, routeNumber, serializeWhatsAppNumber } from './whatsapp-numbers'
import { assertWhatsAppSignature } from './whatsapp-signature'
import { recordWhatsAppWebhook } from './whatsapp-webhook'

type Schemas = components['schemas']

/** 001 §7 WhatsApp: OAuth code exchange, numbers, WABA subscription and Meta's webhook (decision 109). */
export function registerWhatsAppRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/whatsapp/connect', async (c) => {
    const { chatbot_id, code } = bodyOf<Schemas['OAuthConnectRequest']>(c)
    const chatbot = ownedChatbot(ctx, requireUser(c), chatbot_id)
    await consumeOAuthCode(ctx, 'whatsapp', chatbot.id, code)
    const numbers = await connectGrantedNumbers(ctx, chatbot)
    const english = languageOf(c.req.raw) === 'en'
    const body: Schemas['WhatsAppConnectResult'] = {
      message: english ? `Connected ${numbers.length} WhatsApp number(s)` : `Đã kết nối ${numbers.length} số WhatsApp`,
      numbers: numbers.map(serializeWhatsAppNumber),
    }
    return c.json(body)
  })

  app.patch('/whatsapp/disable-number-connect', async (c) => {
    const { id } = bodyOf<Schemas['IdRequest']>(c)
    const row = ownedRow(ctx, requireUser(c), ctx.db.byId('whatsappNumbers', id), NUMBER_NOT_FOUND)
    const updated = await ctx.db.update('whatsappNumbers', row.id, { status: false })
    return c.json(serializeWhatsAppNumber(updated ?? { ...row, status: false }))
  })

  app.get('/whatsapp/list-number-connected', (c) => {
    const { chatbot_id } = queryOf<{ chatbot_id: number }>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const rows = newestFirst(ctx.db.find('whatsappNumbers', (row) => row.chatbot_id === chatbot_id), 'created_at')
    const body: Schemas['WhatsAppNumber'][] = rows.map(serializeWhatsAppNumber)
    return c.json(body)
  })

  app.post('/whatsapp/subscribe-waba', async (c) => {
    const { chatbot_id, waba_id, phone_number_id } = bodyOf<Schemas['SubscribeWabaRequest']>(c)
    ownedChatbot(ctx, requireUser(c), chatbot_id)
    const row = await routeNumber(ctx, chatbot_id, {
      phone_number_id: requiredText(phone_number_id, 'phone_number_id'),
      waba_id: requiredText(waba_id, 'waba_id'),
    })
    return c.json(serializeWhatsAppNumber(row))
  })

  app.get('/whatsapp/webhook-callback', (c) => {
    const query = queryOf<{ 'hub.mode': 'subscribe'; 'hub.verify_token': string; 'hub.challenge': string }>(c)
    if (query['hub.verify_token'] !== whatsappVerifyToken(ctx)) {
      throw new ApiError(403, { vi: 'Verify token không đúng', en: 'Wrong verify token' })
    }
    return c.text(query['hub.challenge'])
  })

  app.post('/whatsapp/webhook-callback', async (c) => {
    await assertWhatsAppSignature(ctx, c.req.header('X-Hub-Signature-256'), c.get('rawBody'))
    await recordWhatsAppWebhook(ctx, bodyOf<Schemas['WhatsAppWebhookPayload']>(c))
    const body: Schemas['WebhookAck'] = { received: true }
    return c.json(body)
  })
}
