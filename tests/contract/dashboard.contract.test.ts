import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'

const NOW = new Date('2025-03-10T08:00:00.000Z')

describe('GET /dashboard', () => {
  it("computes the demo owner's figures from the stored conversations and messages", async () => {
    const backend = await createTestBackend({ now: () => NOW })
    const user = await backend.login()
    const response = await backend.call('GET', `/dashboard?user_id=${user.id}`, { token: user.access_token })
    expect(response.status).toBe(200)
    expectMatchesContract('/dashboard', 'get', response)
    const body = response.body
    // Seed: 3 + 2 + 1 conversations; named visitors Lan, Minh, Hà, Khách (twice, same bot and channel), Tuấn.
    expect(body.total_conversations).toBe(6)
    expect(body.active_users).toBe(5)
    expect(body.avg_response_time).toBe(20)
    expect(body.satisfaction_rate).toBe(0)
    expect(body.growth).toEqual({ conversations: 0, users: 0, satisfaction: 0, response_time: 0 })
    expect(body.activity_over_time).toHaveLength(7)
    expect(body.activity_over_time[0].date).toBe('2025-03-04')
    expect(body.activity_over_time[6].date).toBe('2025-03-10')
    // Conversations 1, 2, 3 and 5 days ago fall inside the last 7 days.
    expect(body.activity_over_time.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(4)
    expect(body.user_distribution.map((d: { conversation_count: number }) => d.conversation_count)).toEqual([3, 2, 1])
    expect(body.user_distribution.map((d: { users: number }) => d.users)).toEqual([3, 1, 1])
    expect(body.chatbots).toHaveLength(3)
    expect(body.chatbots[0]).toMatchObject({ conversation_count: 3, users: 3, satisfaction_rate: 0, color: '#069206' })
  })

  it('changes after a new conversation with messages is added', async () => {
    const backend = await createTestBackend({ now: () => NOW })
    const user = await backend.login()
    const bot = backend.ctx.db.first('chatbots', (b) => b.user_id === user.id)!
    const before = (await backend.call('GET', `/dashboard?user_id=${user.id}`, { token: user.access_token })).body

    const at = (seconds: number) => new Date(NOW.getTime() - 3_600_000 + seconds * 1000).toISOString()
    const conversation = await backend.ctx.db.insert('conversations', {
      chatbot_id: bot.id, source: 'website', visitor_token: 'tok-new', visitor_name: 'Quang', last_message_content: 'ok', created_at: at(0), updated_at: at(110),
    })
    await backend.ctx.db.insert('messages', { conversation_id: conversation.id, role: 'user', content: 'Xin chào', created_at: at(0) })
    await backend.ctx.db.insert('messages', { conversation_id: conversation.id, role: 'bot', content: 'Chào bạn', created_at: at(110) })

    const after = (await backend.call('GET', `/dashboard?user_id=${user.id}`, { token: user.access_token })).body
    expect(after.total_conversations).toBe(before.total_conversations + 1)
    expect(after.active_users).toBe(before.active_users + 1)
    expect(after.avg_response_time).toBe(30) // (8 × 20 s + 110 s) / 9
    expect(after.activity_over_time[6].count).toBe(before.activity_over_time[6].count + 1)
    expect(after.user_distribution[0].conversation_count).toBe(before.user_distribution[0].conversation_count + 1)
  })

  it('restricts the figures to one chatbot', async () => {
    const backend = await createTestBackend({ now: () => NOW })
    const user = await backend.login()
    const bots = backend.ctx.db.find('chatbots', (b) => b.user_id === user.id).sort((a, b) => a.id - b.id)
    const response = await backend.call('GET', `/dashboard?user_id=${user.id}&chatbot_id=${bots[2].id}`, { token: user.access_token })
    expect(response.status).toBe(200)
    expectMatchesContract('/dashboard', 'get', response)
    expect(response.body.total_conversations).toBe(1)
    expect(response.body.chatbots.map((b: { id: number }) => b.id)).toEqual([bots[2].id])
  })

  it("gives a new owner zeros, and refuses another user's id or chatbot (404), bad input (400) and no token (401)", async () => {
    const backend = await createTestBackend({ now: () => NOW })
    const demo = await backend.login()
    const other = await backend.signUpAndLogin('newowner')
    const empty = await backend.call('GET', `/dashboard?user_id=${other.id}`, { token: other.access_token })
    expect(empty.status).toBe(200)
    expectMatchesContract('/dashboard', 'get', empty)
    expect(empty.body).toMatchObject({ total_conversations: 0, active_users: 0, avg_response_time: 0, chatbots: [], user_distribution: [] })
    expect(empty.body.activity_over_time.every((d: { count: number }) => d.count === 0)).toBe(true)

    const demoBot = backend.ctx.db.first('chatbots', (b) => b.user_id === demo.id)!
    const cases: [string, number, string | undefined][] = [
      [`/dashboard?user_id=${demo.id}`, 404, other.access_token],
      [`/dashboard?user_id=${other.id}&chatbot_id=${demoBot.id}`, 404, other.access_token],
      ['/dashboard', 400, other.access_token],
      ['/dashboard?user_id=abc', 400, other.access_token],
      [`/dashboard?user_id=${other.id}`, 401, undefined],
    ]
    for (const [path, status, token] of cases) {
      const response = await backend.call('GET', path, { token })
      expect(response.status, path).toBe(status)
      expectMatchesContract('/dashboard', 'get', response)
    }
  })
})
