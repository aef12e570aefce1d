import { describe, expect, it } from 'vitest'
import { HTTP_METHODS, toRoutePattern } from '../../mock-server/http/openapi-document'
import { createTestBackend } from '../support/test-backend'

/**
 * Every operation in openapi.yaml is implemented by the backend, and every
 * route the backend implements is in openapi.yaml.
 */
describe('contract coverage', async () => {
  const backend = await createTestBackend()
  const base = backend.openapi.servers![0].url

  const documented = new Set<string>()
  for (const [template, item] of Object.entries(backend.openapi.paths)) {
    // Operations served outside the API base (static files such as the i18n JSON) are the Node server's.
    if ((item as { servers?: unknown[] }).servers) continue
    for (const method of HTTP_METHODS) {
      if (item[method]) documented.add(`${method.toUpperCase()} ${base}${toRoutePattern(template)}`)
    }
  }
  const implemented = new Set(
    backend.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
  )

  it('implements every documented operation', () => {
    expect([...documented].filter((route) => !implemented.has(route))).toEqual([])
  })

  it('documents every implemented route', () => {
    expect([...implemented].filter((route) => !documented.has(route))).toEqual([])
  })

  it('documents about sixty operations, each with an operationId', () => {
    expect(documented.size).toBeGreaterThanOrEqual(60)
    for (const item of Object.values(backend.openapi.paths)) {
      for (const method of HTTP_METHODS) if (item[method]) expect(item[method]!.operationId).toBeTruthy()
    }
  })
})
