import type { Hono } from 'hono'
import type { components } from '../../src/api/schema'
import type { AppEnv, ServerContext } from '../context'
import { seedDatabase } from '../db/seed'
import { conflict, languageOf, notFound } from '../http/errors'
import { bodyOf, ownedChatbot, paramsOf, requireUser } from '../http/route-helpers'
import { ownedRow, requiredText } from '../shared/owned'
import { randomToken } from '../auth/passwords'
import { receivingAccount } from '../subscriptions/bank-account'
import { ownedOrder } from '../subscriptions/orders'
import { applyBankTransfer } from '../subscriptions/payments'
import { answerInbound, recordInbound, type Channel } from '../channels/channel-inbox'
import { ZALO_NOT_FOUND, completeQrLogin, serializeZaloAccount } from '../channels/zalo-accounts'

type Schemas = components['schemas']

/**
 * Decision 105: demo controls that play the outside world. Every call answers 404 when demo mode
 * is off, and acts only on the caller's own orders, connectors and chatbots.
 */
export function registerDemoRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const demoOnly = () => {
    if (!ctx.config.demoMode) throw notFound({ vi: 'Chế độ demo đang tắt', en: 'Demo mode is off' })
  }

  app.get('/demo/status', (c) => {
    requireUser(c)
    demoOnly()
    const body: Schemas['DemoStatus'] = { enabled: true }
    return c.json(body)
  })

  app.post('/demo/bank-transfer', async (c) => {
    const userId = requireUser(c)
    demoOnly()
    const { order_id } = bodyOf<Schemas['DemoBankTransferRequest']>(c)
    const order = ownedOrder(ctx, userId, order_id)
    const account = receivingAccount(ctx)
    const result = await applyBankTransfer(ctx, {
      transaction_id: `DEMO${randomToken(9).toUpperCase()}`,
      amount: order.amount_vnd,
      content: `${order.code} chuyen khoan`,
      bank_bin: account.bank_bin,
      account_number: account.account_number,
    })
    return c.json(result)
  })

  app.post('/demo/zalo/:id/scan', async (c) => {
    const userId = requireUser(c)
    demoOnly()
    const { id } = paramsOf<{ id: number }>(c)
    const account = ownedRow(ctx, userId, ctx.db.byId('zaloAccounts', id), ZALO_NOT_FOUND)
    return c.json(serializeZaloAccount(await completeQrLogin(ctx, account)))
  })

  app.post('/demo/channel-message', async (c) => {
    const userId = requireUser(c)
    demoOnly()
    const input = bodyOf<Schemas['DemoChannelMessageRequest']>(c)
    const chatbot = ownedChatbot(ctx, userId, input.chatbot_id)
    if (!hasEnabledConnection(ctx, chatbot.id, input.channel)) {
      throw conflict({
        vi: `Chatbot chưa có kết nối ${input.channel} nào đang bật`,
        en: `The chatbot has no enabled ${input.channel} connection`,
      })
    }
    const senderName = requiredText(input.sender_name, 'sender_name')
    const text = requiredText(input.text, 'text')
    const { conversation } = await recordInbound(ctx, {
      chatbot,
      channel: input.channel,
      senderKey: `demo:${senderName.toLowerCase()}`,
      senderName,
      text,
    })
    const reply = await answerInbound(ctx, chatbot, conversation, text)
    const body: Schemas['DemoChannelMessageResult'] = { conversation_id: conversation.id, reply: reply.content, message_id: reply.id }
    return c.json(body)
  })

  app.post('/demo/reset', async (c) => {
    requireUser(c)
    demoOnly()
    ctx.db.clear()
    await seedDatabase(ctx)
    const body: Schemas['MessageResponse'] = {
      message: languageOf(c.req.raw) === 'en' ? 'Demo data has been reset; please sign in again' : 'Đã khôi phục dữ liệu demo; vui lòng đăng nhập lại',
    }
    return c.json(body)
  })
}

function hasEnabledConnection(ctx: ServerContext, chatbotId: number, channel: Channel): boolean {
  switch (channel) {
    case 'zalo':
      return Boolean(ctx.db.first('zaloAccounts', (row) => row.chatbot_id === chatbotId && row.status && row.imei !== null))
    case 'facebook':
      return Boolean(ctx.db.first('facebookPages', (row) => row.chatbot_id === chatbotId && row.status))
    case 'whatsapp':
      return Boolean(ctx.db.first('whatsappNumbers', (row) => row.chatbot_id === chatbotId && row.status))
  }
}
