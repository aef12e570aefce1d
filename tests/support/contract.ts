import { expect } from 'vitest'
import { OpenApiValidator } from '../../mock-server/http/openapi-validator'
import type { HttpMethod } from '../../mock-server/http/openapi-document'
import { loadOpenApi } from '../../mock-server/node/load-openapi'

const validator = new OpenApiValidator(loadOpenApi())

/**
 * Asserts that a response's status is declared for the operation and that its
 * JSON body validates against the declared schema.
 */
export function expectMatchesContract(
  template: string,
  method: string,
  response: { status: number; body: unknown; headers?: Headers },
): void {
  const operation = validator.document.paths[template]?.[method.toLowerCase() as HttpMethod]
  expect(operation, `${method} ${template} is in openapi.yaml`).toBeTruthy()
  const status = String(response.status)
  const declared = Object.keys(operation!.responses ?? {})
  expect(declared, `${method} ${template} declares status ${status}`).toContain(status)
  const contentType = response.headers?.get('content-type') ?? 'application/json'
  if (!contentType.includes('json') || response.body === null || response.body === '') return
  const validate = validator.responseValidator(template, method.toLowerCase() as HttpMethod, status)
  if (!validate) return
  const ok = validate(response.body)
  expect(ok, `${method} ${template} ${status} body: ${JSON.stringify(validate.errors)}\n${JSON.stringify(response.body).slice(0, 500)}`).toBe(true)
}
