import { type JsonSchema, type Scopable, type UISchemaElement, composeWithUi } from '@jsonforms/core'
import { isPlainObject } from './plainObject'

const prefix = '#/properties/'

/**
 * The property a scope `#/properties/<name>` names, or `undefined` for any other scope (a longer
 * path, a name with `~` escapes). Without a regular expression, whose match array each call would
 * allocate: it is asked for every control of a form, several times.
 */
export function ownPropertyName(scope: unknown): string | undefined {
  if (typeof scope !== 'string' || scope.length === prefix.length || !scope.startsWith(prefix))
    return undefined
  return scope.includes('/', prefix.length) || scope.includes('~', prefix.length) ? undefined : scope.slice(prefix.length)
}

/**
 * The sub-schema the scope `#/properties/<name>` points to in `schema` (`name` from
 * `ownPropertyName`), found directly: the answer of JSON Forms' `resolveSchema` (which splits,
 * decodes and walks the path, allocating on the way) wherever this gives one. `undefined` where
 * `resolveSchema` must answer: any other scope, a `$ref` on the schema, on its `properties` or on
 * the property, a property that is missing, inherited or no object, and `__proto__`, which JSON
 * Forms' path helpers read through the prototype.
 */
export function ownPropertySchema(schema: unknown, name: string | undefined): JsonSchema | undefined {
  if (name === undefined || name === '__proto__' || !isPlainObject(schema) || typeof schema.$ref === 'string')
    return undefined
  const properties = schema.properties
  if (!isPlainObject(properties) || typeof properties.$ref === 'string' || !Object.hasOwn(properties, name))
    return undefined
  const resolved = properties[name]
  if (!isPlainObject(resolved) || typeof resolved.$ref === 'string')
    return undefined
  return resolved as JsonSchema
}

/**
 * JSON Forms' `composeWithUi(element, base)`: the data path of a control's scope under `base`,
 * composed directly for a scope `#/properties/<name>` (`base.name`, or `name` at the root), where
 * `composeWithUi` splits, decodes and joins the scope's segments on every call.
 */
export function controlDataPath(uischema: UISchemaElement, base: string | undefined): string {
  const name = ownPropertyName((uischema as Partial<Scopable>).scope)
  if (name === undefined || name.startsWith('['))
    return composeWithUi(uischema as Scopable, base as string)
  return base ? `${base}.${name}` : name
}
