/** The parts of openapi.yaml the backend reads at run time. */
export interface OpenApiParameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Record<string, unknown>
}

export interface OpenApiOperation {
  operationId?: string
  parameters?: (OpenApiParameter | { $ref: string })[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> } | { $ref: string }
  responses?: Record<string, unknown>
  security?: Record<string, string[]>[]
}

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & {
  parameters?: (OpenApiParameter | { $ref: string })[]
}

export interface OpenApiDocument {
  openapi: string
  servers?: { url: string }[]
  paths: Record<string, OpenApiPathItem>
  components?: Record<string, Record<string, unknown>>
  security?: Record<string, string[]>[]
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** Follows a local `#/components/...` reference. */
export function resolveRef<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value
  for (let hops = 0; hops < 10 && current && typeof current === 'object' && '$ref' in current; hops++) {
    const pointer = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/')
    current = pointer.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    )
  }
  return current as T
}

/** `/faqs/{id}/update` → `/faqs/:id/update` (Hono's syntax). */
export function toRoutePattern(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1')
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}
