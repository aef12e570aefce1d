import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'
import { demoBot } from '../support/demo-data'

/**
 * Tenancy (design.md, decision 100): a second owner asking for the demo owner's chatbot, or
 * anything under it, gets 404 with only an error message — never data — and changes nothing.
 */
describe("another owner asking for the demo owner's chatbot", async () => {
  const backend = await createTestBackend()
  const intruder = await backend.signUpAndLogin('intruder')
  const bot = demoBot(backend, 0)
  const faq = backend.ctx.db.first('faqs', (f) => f.chatbot_id === bot.id)!
  const item = backend.ctx.db.first('knowledge', (k) => k.chatbot_id === bot.id)!
  const conversation = backend.ctx.db.first('conversations', (c) => c.chatbot_id === bot.id)!
  const lead = backend.ctx.db.first('leads', (l) => l.chatbot_id === bot.id)!
  const secrets = [bot.name, bot.description!, faq.question, faq.answer, item.full_text, conversation.last_message_content!, lead.name]
  const snapshot = () => JSON.stringify(['chatbots', 'faqs', 'knowledge', 'conversations', 'messages', 'leads', 'urlCrawls'].map((t) => backend.ctx.db.all(t as 'faqs')))
  const before = snapshot()

  const cases: [template: string, method: string, path: string, body?: unknown][] = [
    // The five of the brief.
    ['/chatbots/{id}', 'GET', `/chatbots/${bot.id}`],
    ['/faqs', 'GET', `/faqs?chatbot_id=${bot.id}`],
    ['/chatbots/{id}', 'DELETE', `/chatbots/${bot.id}`],
    ['/conversations/conversations-last-message', 'GET', `/conversations/conversations-last-message?chatbot_id=${bot.id}`],
    ['/api/potential-customers', 'GET', `/api/potential-customers?chatbot_id=${bot.id}`],
    // And everything else under that chatbot.
    ['/chatbots', 'POST', '/chatbots', { id: bot.id, name: 'Taken over' }],
    ['/chatbots/{id}/conversations', 'GET', `/chatbots/${bot.id}/conversations`],
    ['/chatbots/{id}/conversations/{conversationId}', 'GET', `/chatbots/${bot.id}/conversations/${conversation.id}`],
    ['/chatbots/{id}/leads', 'GET', `/chatbots/${bot.id}/leads`],
    ['/faqs', 'POST', '/faqs', { chatbot_id: bot.id, question: 'q', answer: 'a', catalog_type: 'faq', catalog_id: 1 }],
    ['/faqs/{id}', 'GET', `/faqs/${faq.id}`],
    ['/faqs/{id}/update', 'POST', `/faqs/${faq.id}/update`, { question: 'q', answer: 'a', catalog_type: 'faq', catalog_id: 1 }],
    ['/faqs/{id}', 'DELETE', `/faqs/${faq.id}`],
    ['/url-crawls-by-chatbot', 'POST', '/url-crawls-by-chatbot', { chatbot_id: bot.id }],
    ['/url-crawls/{status}', 'POST', '/url-crawls/success', { chatbot_id: bot.id }],
    ['/fetch-url', 'POST', '/fetch-url', { chatbot_id: bot.id, start_url: 'https://example.com/' }],
    ['/api/products/crawl', 'POST', '/api/products/crawl', { chatbot_id: bot.id, type: 'product', url: 'http://127.0.0.1:1/' }],
    ['/chatbots/{id}/crawl', 'POST', `/chatbots/${bot.id}/crawl`, { url: 'http://127.0.0.1:1/' }],
    ['/api/products/crawl/batch', 'POST', '/api/products/crawl/batch', { chatbot_id: bot.id, type: 'product', urls: [1] }],
    ['/api/products/list', 'GET', `/api/products/list?chatbot_id=${bot.id}`],
    ['/api/products/text-length-sum', 'GET', `/api/products/text-length-sum?chatbot_id=${bot.id}`],
    ['/api/products/update/{model_type}/{id}/full_text', 'PUT', `/api/products/update/${item.model_type}/${item.id}/full_text`, { full_text: 'x' }],
    ['/api/products/delete/{model_type}/{id}', 'DELETE', `/api/products/delete/${item.model_type}/${item.id}`],
    ['/conversations', 'POST', '/conversations', { chatbot_id: bot.id }],
    ['/conversations/{id}', 'GET', `/conversations/${conversation.id}`],
    ['/conversations/{id}', 'DELETE', `/conversations/${conversation.id}`],
    ['/conversations/{id}/messages', 'GET', `/conversations/${conversation.id}/messages`],
    ['/chat-stream', 'POST', '/chat-stream', { conversation_id: conversation.id, query: 'Spa mở cửa lúc mấy giờ?' }],
    ['/api/potential-customers/{id}', 'DELETE', `/api/potential-customers/${lead.id}`],
  ]

  it.each(cases)('%s %s answers 404 and no data', async (template, method, path, body) => {
    const response = await backend.call(method, path, { token: intruder.access_token, body })
    expect(response.status).toBe(404)
    expectMatchesContract(template, method, response)
    expect(Object.keys(response.body)).toEqual(['message'])
    for (const secret of secrets) expect(JSON.stringify(response.body)).not.toContain(secret)
  })

  it('changed nothing', async () => {
    expect(snapshot()).toBe(before)
    const owner = await backend.login()
    const read = await backend.call('GET', `/chatbots/${bot.id}`, { token: owner.access_token })
    expect(read.body[0].name).toBe(bot.name)
  })
})
