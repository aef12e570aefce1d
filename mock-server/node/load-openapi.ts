import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import type { OpenApiDocument } from '../http/openapi-document'

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))

export function loadOpenApi(path = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument
}
