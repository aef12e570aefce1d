import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { ErrorObject, ValidateFunction } from 'ajv'
import {
  HTTP_METHODS,
  escapePointer,
  resolveRef,
  type HttpMethod,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi-document'
import { ApiError, badRequest } from './errors'

export interface MatchedOperation {
  method: HttpMethod
  template: string
  operation: OpenApiOperation
  pathParams: Record<string, string>
}

export interface ValidatedInput {
  params: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
  /** A JSON body's exact text, for signatures computed over the raw bytes (webhooks). */
  rawBody?: string
}

interface CompiledOperation {
  method: HttpMethod
  template: string
  regex: RegExp
  paramNames: string[]
  operation: OpenApiOperation
  params?: ValidateFunction
  query?: ValidateFunction
  jsonBody?: ValidateFunction
  formBody?: ValidateFunction
  binaryFields: string[]
  bodyRequired: boolean
}

const DOC_ID = 'openapi'

/**
 * Checks every request against openapi.yaml: the route exists, path and query
 * parameters have the declared types (coerced from strings), and JSON or
 * multipart bodies match their schemas. Failures are 4xx with a message.
 */
export class OpenApiValidator {
  private readonly operations: CompiledOperation[] = []
  private readonly strict: Ajv2020
  private readonly coercing: Ajv2020

  constructor(readonly document: OpenApiDocument) {
    this.strict = newAjv(false)
    this.coercing = newAjv(true)
    this.strict.addSchema(document as object, DOC_ID)
    this.coercing.addSchema(document as object, DOC_ID)
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method]
        if (operation) this.operations.push(this.compile(template, method, operation, item.parameters ?? []))
      }
    }
    // Literal segments beat parameters: /zalo/list-connected before /zalo/{id}.
    this.operations.sort((a, b) => a.paramNames.length - b.paramNames.length)
  }

  /** The operation for a method and a path relative to the API base, or null. */
  match(method: string, path: string): MatchedOperation | null {
    const lower = method.toLowerCase()
    let pathExists = false
    for (const candidate of this.operations) {
      const found = candidate.regex.exec(path)
      if (!found) continue
      pathExists = true
      if (candidate.method !== lower) continue
      const pathParams = Object.fromEntries(candidate.paramNames.map((name, i) => [name, decodeURIComponent(found[i + 1])]))
      return { method: candidate.method, template: candidate.template, operation: candidate.operation, pathParams }
    }
    if (pathExists) throw new ApiError(405, `Method ${method} is not allowed on ${path}`)
    return null
  }

  /** Validates and coerces a request's inputs; throws ApiError(400/415) with a readable message. */
  async validate(matched: MatchedOperation, request: Request): Promise<ValidatedInput> {
    const compiled = this.operations.find((op) => op.method === matched.method && op.template === matched.template)!
    const params: Record<string, unknown> = { ...matched.pathParams }
    check(compiled.params, params, 'path')
    const url = new URL(request.url)
    const query: Record<string, unknown> = {}
    for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.get(key)
    check(compiled.query, query, 'query')
    const { body, rawBody } = await this.readBody(compiled, request)
    return { params, query, body, rawBody }
  }

  private async readBody(compiled: CompiledOperation, request: Request): Promise<{ body: unknown; rawBody?: string }> {
    if (!compiled.jsonBody && !compiled.formBody) return { body: undefined }
    const type = request.headers.get('content-type') ?? ''
    const hasBody = request.body !== null && request.headers.get('content-length') !== '0'
    if (!hasBody && !type) {
      if (compiled.bodyRequired) throw badRequest('Request body is required')
      return { body: undefined }
    }
    if (compiled.jsonBody && type.includes('application/json')) {
      const text = await request.text()
      if (!text.trim()) {
        if (compiled.bodyRequired) throw badRequest('Request body is required')
        return { body: undefined }
      }
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        throw badRequest('Malformed JSON in request body')
      }
      check(compiled.jsonBody, body, 'body')
      return { body, rawBody: text }
    }
    if (compiled.formBody && type.includes('multipart/form-data')) {
      let form: FormData
      try {
        form = await request.formData()
      } catch {
        throw badRequest('Malformed multipart form data')
      }
      const fields: Record<string, unknown> = {}
      const files: Record<string, File> = {}
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value
        else files[key] = value
      }
      for (const name of compiled.binaryFields) {
        if (files[name]) fields[name] = '(binary)'
      }
      check(compiled.formBody, fields, 'form')
      for (const name of compiled.binaryFields) delete fields[name]
      return { body: { ...fields, ...files } }
    }
    throw new ApiError(415, `Unsupported content type '${type || 'none'}'`)
  }

  private compile(
    template: string,
    method: HttpMethod,
    operation: OpenApiOperation,
    shared: (OpenApiParameter | { $ref: string })[],
  ): CompiledOperation {
    const paramNames: string[] = []
    const regex = new RegExp(
      '^' +
        template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => {
          paramNames.push(name)
          return '([^/]+)'
        }) +
        '/?$',
    )
    const parameters = [...shared, ...(operation.parameters ?? [])].map((p) => resolveRef<OpenApiParameter>(this.document, p))
    const byLocation = (location: 'path' | 'query') => {
      const list = parameters.filter((p) => p.in === location)
      if (list.length === 0) return undefined
      return this.coercing.compile({
        type: 'object',
        properties: Object.fromEntries(list.map((p) => [p.name, anchorRefs(p.schema ?? {})])),
        required: list.filter((p) => p.required || location === 'path').map((p) => p.name),
      })
    }
    const requestBody = operation.requestBody ? resolveRef(this.document, operation.requestBody) : undefined
    const pointer = `${DOC_ID}#/paths/${escapePointer(template)}/${method}/requestBody/content`
    const content = requestBody?.content ?? {}
    const jsonKey = Object.keys(content).find((key) => key.includes('json'))
    const formKey = Object.keys(content).find((key) => key.includes('multipart/form-data'))
    const bodyRef = (key: string) => ({ $ref: `${pointer}/${escapePointer(key)}/schema` })
    const formSchema = formKey ? resolveRef<Record<string, any>>(this.document, content[formKey].schema ?? {}) : undefined
    const binaryFields = Object.entries((formSchema?.properties ?? {}) as Record<string, Record<string, unknown>>)
      .filter(([, schema]) => schema.format === 'binary' || 'contentMediaType' in schema)
      .map(([name]) => name)
    return {
      method,
      template,
      regex,
      paramNames,
      operation,
      params: byLocation('path'),
      query: byLocation('query'),
      jsonBody: jsonKey && content[jsonKey].schema ? this.strict.compile(bodyRef(jsonKey)) : undefined,
      formBody: formKey && content[formKey].schema ? this.coercing.compile(bodyRef(formKey)) : undefined,
      binaryFields,
      bodyRequired: Boolean(requestBody?.required),
    }
  }

  /** A validator for a response body of an operation (used by the contract tests). */
  responseValidator(template: string, method: HttpMethod, status: string, mediaType = 'application/json') {
    const responses = this.document.paths[template]?.[method]?.responses ?? {}
    const response = responses[status] as Record<string, unknown> | undefined
    if (!response) return undefined
    const resolved = resolveRef<{ content?: Record<string, { schema?: unknown }> }>(this.document, response as never)
    if (!resolved.content?.[mediaType]?.schema) return undefined
    const ref =
      '$ref' in response
        ? `${DOC_ID}${(response as { $ref: string }).$ref}/content/${escapePointer(mediaType)}/schema`
        : `${DOC_ID}#/paths/${escapePointer(template)}/${method}/responses/${status}/content/${escapePointer(mediaType)}/schema`
    return this.strict.compile({ $ref: ref })
  }
}

/** Points a copied schema's local `#/...` references at the whole document. */
function anchorRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorRefs)
  if (!schema || typeof schema !== 'object') return schema
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${DOC_ID}${value}` : anchorRefs(value),
    ]),
  )
}

function newAjv(coerceTypes: boolean): Ajv2020 {
  // Parameters get the contract's defaults (page 1, per_page 10…); JSON bodies do not, because an
  // update sends only what changes and a default must not overwrite a stored value.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: coerceTypes, validateFormats: true })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  return ajv
}

function check(validate: ValidateFunction | undefined, data: unknown, where: string): void {
  if (!validate || validate(data)) return
  const details = (validate.errors ?? []).map((error) => ({ path: pathOf(error, where), message: describe(error) }))
  throw badRequest(details.map((d) => `${d.path}: ${d.message}`).join('; ') || `Invalid ${where}`, details)
}

function pathOf(error: ErrorObject, where: string): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const missing = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : ''
  const extra = error.keyword === 'additionalProperties' ? (error.params as { additionalProperty: string }).additionalProperty : ''
  return [where, base, missing || extra].filter(Boolean).join('.')
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required'
  if (error.keyword === 'additionalProperties') return 'is not allowed'
  // file://, javascript: and data: addresses are refused by the contract's URL pattern.
  if (error.keyword === 'pattern' && (error.params as { pattern: string }).pattern.startsWith('^https?')) {
    return 'must be a web address starting with http:// or https://'
  }
  return error.message ?? 'is invalid'
}
