import type { SchemaNode } from '../model/scopes'
import type { BuilderText } from '../translate'

/**
 * Choices with their titles through the translator under `<key>.<value>`: an `enum` of strings
 * becomes a `oneOf`, a `oneOf` (of the property or of its items) keeps its values.
 */
function titledChoices(property: SchemaNode, key: string, text: BuilderText): SchemaNode {
  const titled = (choices: unknown) => (choices as { const: unknown, title?: string }[]).map(choice => ({ ...choice, title: text(`${key}.${String(choice.const)}`, choice.title ?? String(choice.const)) }))
  const items = property.items as SchemaNode | undefined
  if (Array.isArray(items?.oneOf))
    return { ...property, items: { ...items, oneOf: titled(items.oneOf) } }
  if (Array.isArray(property.oneOf))
    return { ...property, oneOf: titled(property.oneOf) }
  const values = property.enum
  // `x-keys`: the choices are the form's own keys (a rule's field), not builder strings to translate.
  if (property['x-keys'] || !Array.isArray(values) || !values.every(value => typeof value === 'string'))
    return property
  const { enum: _values, ...rest } = property
  return { ...rest, oneOf: titled(values.map(value => ({ const: value }))) }
}

/**
 * The object schema with the `title` and `description` of each of its properties passed through
 * the host's translator, under `<prefix>.<property>.title` and `<prefix>.<property>.description`
 * (`nui.builder.field.key.title`, `nui.builder.option.text.text.multi.description`), and the
 * choices of a property that has some under `<prefix>.<property>.<value>` (but the form's own keys, `x-keys`).
 */
export function localizeProperties(schema: SchemaNode, prefix: string, text: BuilderText): SchemaNode {
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([name, property]) => {
      const next = titledChoices({ ...property }, `${prefix}.${name}`, text)
      // A list of rows (a field's choices, a rule's conditions): the titles of each row's fields too.
      const items = property.items as SchemaNode | undefined
      if (items?.properties)
        next.items = localizeProperties(items, `${prefix}.${name}`, text)
      for (const part of ['title', 'description'] as const) {
        if (typeof property[part] === 'string')
          next[part] = text(`${prefix}.${name}.${part}`, property[part] as string)
      }
      return [name, next]
    })),
  }
}
