import type { JsonSchema, Scopable, UISchemaElement } from '@jsonforms/core'
import { oneProperty } from './oneProperty'
import { ownPropertyName } from './ownProperty'

const narrowed = new WeakMap<object, Map<string, JsonSchema>>()

/**
 * The schema a tester ranks a control against: for a control whose scope names one direct
 * property, the same schema with only that property under `properties`. Testers resolve the
 * scope against it to the same sub-schema, but without walking an object of every field, which
 * for a form of thousands of fields made ranking all of them take quadratic time.
 */
export function scopedSchema(uischema: UISchemaElement, schema: JsonSchema): JsonSchema {
  const name = ownPropertyName((uischema as Scopable).scope)
  const properties = schema?.properties
  if (name === undefined || !properties || !Object.hasOwn(properties, name))
    return schema
  let byName = narrowed.get(schema)
  if (!byName) {
    byName = new Map()
    narrowed.set(schema, byName)
  }
  let result = byName.get(name)
  if (!result) {
    result = { ...schema, properties: oneProperty(name, properties[name]!) } as JsonSchema
    byName.set(name, result)
  }
  return result
}
