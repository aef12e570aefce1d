import { act, render } from '@testing-library/react'
import { vi } from 'vitest'
import { clearToasts, getToasts } from '../../../../src/components/toast/toast-store'
import { KnowledgeTab } from '../../../../src/features/knowledge/knowledge-tab'
import { routeApiToBackend } from '../../chatbots/support/backend-api'
import { session } from './fake-session'


export type Backend = Awaited<ReturnType<typeof routeApiToBackend>>

/** The real backend in memory behind `quietApi`, signed in as the demo owner, with one new bot of the given type. */
export async function backendWithBot(agentType: 'TRA_LOI' | 'TU_VAN') {
  const env = await routeApiToBackend()
  session.user = { id: env.user.id, access_token: env.user.access_token }
  const created = await env.call('POST', '/chatbots', {
    body: {
      name: 'Spa Hoa Sen',
      initial_prompt: 'Xin chào!',
      description: 'Tư vấn liệu trình',
      agent_type: agentType,
      ...(agentType === 'TU_VAN' ? { agent_id: 1 } : {}),
    },
  })
  if (created.status !== 201 && created.status !== 200) throw new Error(`bot not created: ${created.status} ${JSON.stringify(created.body)}`)
  return { env, bot: created.body as { id: number; agent_type: 'TRA_LOI' | 'TU_VAN' } }
}

type Answer = { status: number; body?: unknown } | 'network'

/** Answers one API call with `answer` (or what `answer` computes), leaving the others to the backend. */
export function replaceCall(env: Backend, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, answer: Answer | ((init: any) => Promise<Answer>)) {
  const spy = env.spies[method]
  const real = spy.getMockImplementation()!
  spy.mockImplementation((async (route: string, init: unknown) => {
    if (route !== path) return real(route, init)
    const given = typeof answer === 'function' ? await answer(init) : answer
    if (given === 'network') throw new TypeError('Failed to fetch')
    const response = new Response(given.body === undefined ? null : JSON.stringify(given.body), { status: given.status })
    return response.ok ? { data: given.body, response } : { error: given.body ?? {}, response }
  }) as never)
}

/** Makes one API call fail the way the server or the network would, leaving the others alone. */
export function failCall(env: Backend, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, answer: Answer) {
  replaceCall(env, method, path, answer)
}

export function renderKnowledge(bot: { id: number; agent_type: 'TRA_LOI' | 'TU_VAN' }) {
  return render(<KnowledgeTab chatbot={bot} />)
}

export const toasts = () => getToasts().map(({ type, title, message }) => ({ type, title, message }))

export function resetOverlays() {
  act(() => clearToasts())
  vi.restoreAllMocks()
}
