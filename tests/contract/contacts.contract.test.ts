import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../support/test-backend'
import { expectMatchesContract } from '../support/contract'

const VALID = { full_name: '  Trần Thu Hà ', email: 'ha@example.com', title: ' Hỏi về gói Enterprise ', content: 'Cho tôi xin báo giá.' }

describe('POST /api/contacts', () => {
  it('is public, stores the message trimmed and answers 201 { id, created_at, title }', async () => {
    const backend = await createTestBackend()
    // Public calls ignore a bearer they do not need, even an invalid one.
    const response = await backend.call('POST', '/api/contacts', { body: VALID, token: 'expired.or.invalid' })
    expect(response.status).toBe(201)
    expectMatchesContract('/api/contacts', 'post', response)
    expect(response.body.title).toBe('Hỏi về gói Enterprise')
    const stored = backend.ctx.db.byId('contacts', response.body.id)!
    expect(stored).toMatchObject({ full_name: 'Trần Thu Hà', email: 'ha@example.com', title: 'Hỏi về gói Enterprise', created_at: response.body.created_at })
  })

  it('answers 400 for blank, missing, extra or malformed fields and stores nothing', async () => {
    const backend = await createTestBackend()
    const bodies = [
      { ...VALID, full_name: '   ' },
      { ...VALID, content: '\n\t ' },
      { ...VALID, title: '' },
      { ...VALID, email: 'not-an-email' },
      { full_name: 'A', email: 'a@example.com', title: 'T' },
      { ...VALID, phone: '0900' },
    ]
    for (const body of bodies) {
      const response = await backend.call('POST', '/api/contacts', { body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expectMatchesContract('/api/contacts', 'post', response)
      expect(response.body.message).toBeTruthy()
    }
    const blank = await backend.call('POST', '/api/contacts', { body: { ...VALID, full_name: ' ' }, headers: { 'Accept-Language': 'en' } })
    expect(blank.body.details).toEqual([{ path: 'body.full_name', message: 'must not be blank' }])
    expect(backend.ctx.db.all('contacts')).toHaveLength(0)
  })
})
