import { expect } from 'vitest'
import type { createTestBackend } from './test-backend'

type Backend = Awaited<ReturnType<typeof createTestBackend>>

/** The consent-page URL the client opens in the OAuth popup (decision 108). */
export function authorizePath(provider: string, chatbotId: number, redirect = 'http://backend.test/facebook/callback', state = String(chatbotId)) {
  const query = new URLSearchParams({ chatbot_id: String(chatbotId), redirect_uri: redirect, state })
  return `/oauth/${provider}/authorize?${query}`
}

/** Opens the local consent page and follows its Allow or Cancel link, as the person in the popup would. */
export async function consent(backend: Backend, provider: 'facebook' | 'whatsapp', chatbotId: number, button: 'allow' | 'cancel' = 'allow') {
  const page = await backend.call('GET', authorizePath(provider, chatbotId))
  expect(page.status).toBe(200)
  const href = new RegExp(`id="${button}" href="([^"]+)"`).exec(page.body as string)![1].replace(/&amp;/g, '&')
  return new URL(href)
}

/** A fresh one-time code for a chatbot, from the consent page's Allow link. */
export async function consentCode(backend: Backend, provider: 'facebook' | 'whatsapp', chatbotId: number): Promise<string> {
  return (await consent(backend, provider, chatbotId)).searchParams.get('code')!
}
