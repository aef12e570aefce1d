import { fromPromise } from 'xstate'
import type { ContactReceipt, ContactValues } from '../../../machines/contact-form.machine'
import type { ApiClient } from '../../api/client'

/**
 * The contact form's `sendContactMessage` actor bound to the API client: POST /api/contacts.
 * Any failure (no answer, a refusal, an empty answer) rejects; the form then shows its own message.
 */
export function sendContactMessageActor(client: ApiClient) {
  return fromPromise<ContactReceipt, ContactValues>(async ({ input }) => {
    const { data, error, response } = await client.POST('/api/contacts', { body: input })
    if (error !== undefined || !response.ok || !data) throw { status: response.status, error }
    return data
  })
}
