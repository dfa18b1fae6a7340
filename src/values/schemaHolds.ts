import { isPlainObject } from './plainObject'

/**
 * What a schema holds, in words, for a form that has no field to show for it: the keywords it
 * describes its data with, as the schema names them (`additionalProperties`, `items`, `type`...).
 */
export function schemaHolds(schema: unknown): string {
  if (!isPlainObject(schema))
    return 'no schema object'
  const keywords = ['additionalProperties', 'patternProperties', 'propertyNames', 'items', 'prefixItems', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'enum', 'const']
    .filter(keyword => schema[keyword] !== undefined && schema[keyword] !== false)
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : typeof schema.type === 'string' ? schema.type : undefined
  const kind = type ? `data of type ${type}` : 'data of any type'
  return keywords.length ? `${kind}, described by ${keywords.map(keyword => `\`${keyword}\``).join(', ')}` : kind
}
