import type { ServerContext } from '../context'
import { hashPassword, randomToken } from '../auth/passwords'
import { AGENTS, CATALOG_TYPES, DEMO_ACCOUNT, DEMO_BOTS, PLANS } from './seed-data'

const DAY_MS = 24 * 60 * 60 * 1000

/** Fills an empty store with the reference data and the demo owner's bots, chats and leads. */
export async function seedDatabase(ctx: ServerContext): Promise<void> {
  const { db } = ctx
  const now = ctx.now()
  const iso = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY_MS + minutes * 60_000).toISOString()

  for (const [index, plan] of PLANS.entries()) {
    await db.insert('plans', { ...plan, sort: index })
  }
  for (const agent of AGENTS) await db.insert('agents', agent)
  for (const catalog of CATALOG_TYPES) await db.insert('catalogTypes', catalog)

  const starter = db.first('plans', (p) => p.price_amount === 0)
  const owner = await db.insert('users', {
    username: DEMO_ACCOUNT.username,
    email: DEMO_ACCOUNT.email,
    phone_number: DEMO_ACCOUNT.phone_number,
    password_hash: await hashPassword(DEMO_ACCOUNT.password),
    plan_id: starter?.id ?? null,
    plan_started_at: iso(15),
    plan_expires_at: null,
    created_at: iso(40),
  })

  for (const [index, bot] of DEMO_BOTS.entries()) {
    const created = iso(30 - index)
    const chatbot = await db.insert('chatbots', {
      user_id: owner.id,
      agent_id: bot.agent_id,
      agent_type: bot.agent_type,
      name: bot.name,
      tagline: bot.tagline,
      description: bot.description,
      logo_url: null,
      color: bot.color_header,
      color_background: '#FFFFFF',
      color_background_bot_text: '#F3F4F6',
      color_background_user_text: bot.color_header,
      color_bot_text: '#111827',
      color_header: bot.color_header,
      color_user_text: '#FFFFFF',
      status: 'active',
      initial_prompt: bot.initial_prompt,
      embed_widget: null,
      powered_by: 'ChatBot AI',
      generalSettings: null,
      dataSourceSettings: null,
      leadCollectionSettings: null,
      advancedSettings: null,
      developmentSettings: null,
      created_at: created,
      updated_at: created,
    })
    for (const [i, [question, answer]] of bot.faqs.entries()) {
      await db.insert('faqs', {
        chatbot_id: chatbot.id,
        question,
        answer,
        catalog_type: 'faq',
        catalog_id: i + 1,
        created_time: created,
        updated_at: created,
      })
    }
    for (const item of bot.knowledge) {
      await db.insert('knowledge', { chatbot_id: chatbot.id, status: 'success', created_at: created, updated_at: created, ...item })
      await db.insert('urlCrawls', {
        chatbot_id: chatbot.id,
        url: item.url,
        type: item.model_type,
        status: 'success',
        room: null,
        error: null,
        created_at: created,
        updated_at: created,
      })
    }
    for (const talk of bot.conversations) {
      const started = iso(talk.daysAgo)
      const conversation = await db.insert('conversations', {
        chatbot_id: chatbot.id,
        source: talk.source,
        visitor_token: randomToken(16),
        visitor_name: talk.visitor,
        last_message_content: talk.messages[talk.messages.length - 1] ?? null,
        created_at: started,
        updated_at: iso(talk.daysAgo, talk.messages.length),
      })
      for (const [i, content] of talk.messages.entries()) {
        await db.insert('messages', {
          conversation_id: conversation.id,
          role: i % 2 === 0 ? 'user' : 'bot',
          content,
          created_at: new Date(new Date(started).getTime() + i * 20_000).toISOString(),
        })
      }
    }
    for (const lead of bot.leads) {
      const { daysAgo, ...fields } = lead
      await db.insert('leads', { chatbot_id: chatbot.id, conversation_id: null, ...fields, created_at: iso(daysAgo) })
    }
  }
}
