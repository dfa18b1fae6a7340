import { type JsonSchema, Resolve } from '@jsonforms/core'
import { isPlainObject } from '../../values/plainObject'
import { closestName } from './closestName'

/** The schema a scope points to in `schema` (the root's, or a sub-form's; `$ref`s read in the root), or `undefined` when it points to nothing. */
export function resolveScope(schema: JsonSchema, scope: string, rootSchema: JsonSchema = schema): JsonSchema | undefined {
  try {
    return Resolve.schema(schema, scope, rootSchema)
  }
  catch {
    return undefined
  }
}

/**
 * A fix for a scope that points to nothing: the closest property of the object it names a
 * property of (`#/properties/adress` → `#/properties/address`), else the properties there are.
 */
export function scopeFix(schema: JsonSchema, scope: string, rootSchema: JsonSchema = schema): string {
  const cut = scope.lastIndexOf('/properties/')
  const parentScope = cut === -1 ? '#' : scope.slice(0, cut) || '#'
  const parent = resolveScope(schema, parentScope, rootSchema)
  const names = isPlainObject(parent?.properties) ? Object.keys(parent.properties) : []
  const wanted = cut === -1 ? scope : decodeURIComponent(scope.slice(cut + '/properties/'.length))
  const closest = closestName(wanted, names)
  if (closest !== undefined)
    return `Did you mean "${parentScope}/properties/${closest}"?`
  return names.length
    ? `Point it at a property of "${parentScope}": ${names.slice(0, 20).map(name => `"${name}"`).join(', ')}${names.length > 20 ? ', ...' : ''}.`
    : 'Point it at a property the schema declares ("#/properties/<name>"), or add the property to the schema.'
}

/** The scopes of a rule's condition, with their JSON Pointers from the rule (`/condition/scope`, `/condition/conditions/0/scope`). */
export function conditionScopes(condition: unknown, pointer = '/condition', depth = 0): { scope: string, pointer: string }[] {
  if (!isPlainObject(condition) || depth > 32)
    return []
  const own = typeof condition.scope === 'string' ? [{ scope: condition.scope, pointer: `${pointer}/scope` }] : []
  const nested = Array.isArray(condition.conditions)
    ? condition.conditions.flatMap((inner, index) => conditionScopes(inner, `${pointer}/conditions/${index}`, depth + 1))
    : []
  return [...own, ...nested]
}
