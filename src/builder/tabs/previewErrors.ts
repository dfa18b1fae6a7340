import type { JsonSchema } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'

/** The title of the property an instance path points at (`/address/city` → its `title`), or the path itself. */
function fieldName(schema: JsonSchema, instancePath: string, missing?: string): string {
  const keys = instancePath.split('/').slice(1).map(key => key.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (missing)
    keys.push(missing)
  let node: JsonSchema | undefined = schema
  for (const key of keys)
    node = node?.properties?.[key] ?? (node?.items && !Array.isArray(node.items) ? node.items as JsonSchema : undefined)
  return node?.title ?? (keys.join('.') || '(form)')
}

/** Each validation error as one line a person reads: "E-mail: must match format \"email\"". */
export function describeErrors(errors: readonly ErrorObject[], schema: JsonSchema): string[] {
  return errors.map((error) => {
    const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined
    return `${fieldName(schema, error.instancePath, missing)}: ${error.message ?? error.keyword}`
  })
}
