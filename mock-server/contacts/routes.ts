import type { Hono } from 'hono'
import type { components } from '../../src/api/schema'
import type { AppEnv, ServerContext } from '../context'
import { bodyOf } from '../http/route-helpers'
import { requiredText } from '../shared/owned'

type ContactMessage = components['schemas']['ContactMessage']
type ContactReceipt = components['schemas']['ContactReceipt']

const FIELDS = ['full_name', 'email', 'title', 'content'] as const

/** 000 §4 contact form: public; stored trimmed; a field of only spaces counts as empty. */
export function registerContactRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/api/contacts', async (c) => {
    const input = trimmed(bodyOf<ContactMessage>(c))
    const contact = await ctx.db.insert('contacts', { ...input, created_at: ctx.now().toISOString() })
    const body: ContactReceipt = { id: contact.id, created_at: contact.created_at, title: contact.title }
    return c.json(body, 201)
  })
}

function trimmed(input: ContactMessage): ContactMessage {
  const result = { ...input }
  for (const field of FIELDS) result[field] = requiredText(input[field], field)
  return result
}
