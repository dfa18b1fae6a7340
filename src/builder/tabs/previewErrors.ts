import type { JsonSchema } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'
import startCase from 'es-toolkit/compat/startCase'
import { errorMessage } from '../../i18n/errorMessages'
import { fieldErrors } from '../../store/errorPaths'

/** The title of the property an instance path points at (`/address/city` → its `title`), or its name in words as its field's label (`City`). */
function fieldName(schema: JsonSchema, instancePath: string, missing?: string): string {
  const keys = instancePath.split('/').slice(1).map(key => key.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (missing)
    keys.push(missing)
  let node: JsonSchema | undefined = schema
  for (const key of keys)
    node = node?.properties?.[key] ?? (node?.items && !Array.isArray(node.items) ? node.items as JsonSchema : undefined)
  const name = keys.filter(key => !/^\d+$/.test(key)).pop()
  return node?.title ?? (name ? startCase(name) : '(form)')
}

/**
 * Each validation error as one line a person reads, in the words its field shows
 * (`errorMessage`): "E-mail: Must be a valid email address". An `if`'s own error is left out:
 * the errors of its `then` or `else` are listed.
 */
export function describeErrors(errors: readonly ErrorObject[], schema: JsonSchema): string[] {
  return fieldErrors(errors).filter(error => error.keyword !== 'if').map((error) => {
    const missing = error.keyword === 'required' || error.keyword === 'dependencies' ? (error.params as { missingProperty?: string }).missingProperty : undefined
    return `${fieldName(schema, error.instancePath, missing)}: ${errorMessage(error, undefined)}`
  })
}
