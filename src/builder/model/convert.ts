import type { UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from '../palette'
import type { BuilderForm, Edit } from './form'
import { setProperty } from './properties'
import { type SchemaNode, propertyAt } from './scopes'
import { type NodePath, nodeAt, updateAt } from './tree'
import { EditError } from './editError'
import { cloneValue } from './clone'

/** Keywords that make a kind of field: a converted field takes them from its new kind (or drops them). */
const kindKeywords = ['format', 'pattern'] as const
/** Element types a field may be drawn by: a Control, or a field element such as `ListWithDetail`. */
const fieldElement = (entry: PaletteEntry) => entry.layout?.type ?? 'Control'

function itemType(schema: SchemaNode | undefined): unknown {
  return (schema?.items as SchemaNode | undefined)?.type
}

/**
 * The palette entries the field at `path` can be converted to: fields of the same schema type
 * (and, for a list, the same item type); an object's properties are its own, so it has none.
 */
export function conversionsOf(form: BuilderForm, path: NodePath, palette: readonly PaletteEntry[]): PaletteEntry[] {
  const node = nodeAt(form.uischema, path)
  const property = propertyAt(form.schema, (node as { scope?: unknown } | undefined)?.scope)
  if (!property || property.type === 'object' || typeof property.type !== 'string')
    return []
  return palette.filter(entry => entry.property && entry.property.type === property.type && itemType(entry.property as SchemaNode) === itemType(property))
}

/** The property as the new kind wants it: its kind keywords and choices, everything else kept. */
function convertedProperty(property: SchemaNode, want: SchemaNode): Record<string, unknown> {
  const patch: Record<string, unknown> = {}
  for (const name of kindKeywords)
    patch[name] = want[name]
  if (!want.enum)
    patch.enum = undefined
  else if (!property.enum)
    patch.enum = want.enum
  const items = property.items as SchemaNode | undefined
  const wantItems = want.items as SchemaNode | undefined
  if (items && wantItems && !!items.enum !== !!wantItems.enum)
    patch.items = wantItems.enum ? { ...items, enum: wantItems.enum } : (({ enum: _dropped, ...rest }) => rest)(items)
  for (const [name, value] of Object.entries(want)) {
    if (!(name in patch) && property[name] === undefined)
      patch[name] = value
  }
  return patch
}

/**
 * Converts the field at `path` to another kind of the palette (text → textarea → select, checkbox
 * → switch), keeping its key, title, description, `required`, label and rule. The options that
 * choose a kind (those any palette entry sets, such as `multi`, `toggle`, `format`) are replaced
 * by the new kind's; the other options stay.
 */
export function convertNode(form: BuilderForm, path: NodePath, entry: PaletteEntry, palette: readonly PaletteEntry[]): Edit {
  if (!conversionsOf(form, path, palette).some(candidate => candidate.id === entry.id))
    throw new EditError('nui.builder.error.cannotConvert', { kind: entry.label })
  const node = nodeAt(form.uischema, path) as UISchemaElement & { scope: string }
  const property = propertyAt(form.schema, node.scope)!
  const next = setProperty(form, node.scope, convertedProperty(property, entry.property as SchemaNode))
  const kindOptions = new Set(palette.flatMap(candidate => Object.keys(candidate.options ?? {})))
  const options = {
    ...Object.fromEntries(Object.entries(node.options ?? {}).filter(([name]) => !kindOptions.has(name))),
    ...cloneValue(entry.options ?? {}),
  }
  const uischema = updateAt(next.uischema, path, () => {
    const { options: _old, ...rest } = node
    return { ...rest, type: fieldElement(entry), ...(Object.keys(options).length && { options }) } as UISchemaElement
  })
  return { form: { ...next, uischema }, selection: path }
}
