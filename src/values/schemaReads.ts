import type { JsonSchema, Scopable, UISchemaElement } from '@jsonforms/core'
import { ownPropertyName } from './ownProperty'
import { isPlainObject } from './plainObject'

/**
 * What of its layout's schema a child element depends on, as a list that stays the same (item by
 * item) while that part does: for a control of a direct property, the property's schema and every
 * keyword of the schema beside `properties` (`required`, the definitions, the conditions); for any
 * other element, the schema itself. An edit that makes a new schema and keeps what it did not touch
 * (as the builder's do) leaves the same list to the fields it did not touch.
 */
export function schemaReads(uischema: UISchemaElement, schema: JsonSchema): unknown[] {
  const name = ownPropertyName((uischema as Scopable).scope)
  const properties = schema?.properties
  if (name === undefined || !isPlainObject(properties) || !Object.hasOwn(properties, name))
    return [schema]
  const reads: unknown[] = [properties[name]]
  for (const key in schema) {
    if (key !== 'properties')
      reads.push(key, schema[key as keyof JsonSchema])
  }
  return reads
}

/**
 * Whether two root schemas hold the same keywords beside `properties`, each the same value: for a
 * control whose own sub-schema is the same object in both, either root resolves what it reads
 * (its definitions, its conditions) alike.
 */
export function sameBesideProperties(a: JsonSchema | undefined, b: JsonSchema | undefined): boolean {
  if (a === b)
    return true
  if (!isPlainObject(a) || !isPlainObject(b))
    return false
  let count = 0
  for (const key in a) {
    if (key === 'properties')
      continue
    count++
    if (!Object.hasOwn(b, key) || !Object.is(a[key], b[key]))
      return false
  }
  for (const key in b) {
    if (key !== 'properties')
      count--
  }
  return count === 0
}
