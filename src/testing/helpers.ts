import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'

/** A one-control form: `{ type: 'Control', scope: '#/properties/<name>', options }`. */
export function control(name: string, options?: Record<string, unknown>, extra: Record<string, unknown> = {}): UISchemaElement {
  return { type: 'Control', scope: `#/properties/${name}`, ...(options ? { options } : {}), ...extra } as UISchemaElement
}

/** An object schema with the given properties. */
export function objectSchema(properties: Record<string, JsonSchema7>, required: string[] = []): JsonSchema7 {
  return { type: 'object', properties, ...(required.length ? { required } : {}) }
}
