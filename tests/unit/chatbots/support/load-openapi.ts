import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import type { OpenApiDocument } from '../../../../mock-server/http/openapi-document'

/**
 * mock-server/node/load-openapi.ts for happy-dom tests: there `URL` is the DOM's, which
 * `fileURLToPath` refuses, so the contract is read from the working directory instead.
 */
export const OPENAPI_PATH = resolve(process.cwd(), 'openapi.yaml')

export function loadOpenApi(path = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument
}
