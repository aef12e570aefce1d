import type { components, operations } from '../../src/api/schema'

/** The contract's schemas (generated from openapi.yaml). */
export type Schemas = components['schemas']

/** The validated query of an operation (optional parameters stay optional: defaults are not filled in). */
export type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>

/** The validated path parameters of an operation (coerced to their declared types). */
export type ParamsOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>

/**
 * A request body as the validator hands it over. openapi-typescript makes properties that have a
 * `default` required, but the validator does not fill defaults in, so those keys may be absent.
 */
export type BodyWithDefaults<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>
