import type { UISchemaElement } from '@jsonforms/core'
import type { BuilderForm, Edit } from './form'
import { uniqueKey } from './insert'
import { type SchemaNode, controlScopes, propertyOf, replaceScopePrefix, schemaAt } from './scopes'
import { type NodePath, canContain, insertAt, mapTree, nodeAt } from './tree'
import { EditError } from './editError'
import { cloneValue } from './clone'

/** `text2` → `text`, `Text 2` → `Text`: the stem a numbered copy is counted from. */
const stemOf = (text: string, separator: string) => text.replace(new RegExp(`${separator}\\d+$`), '') || text

/**
 * Gives the property a scope ends on a copy under a new unique key beside it (`name` → `name2`,
 * title `Name` → `Name 2`), `required` when the original is. Returns the schema and the copy's scope.
 */
function copyProperty(schema: SchemaNode, scope: string): { schema: SchemaNode, scope: string } | undefined {
  const place = propertyOf(scope)
  const copy = cloneValue(schema)
  const holder = place && schemaAt(copy, place.parent)
  const properties = holder?.properties as Record<string, SchemaNode> | undefined
  if (!place || !holder || !properties || !Object.hasOwn(properties, place.key))
    return undefined
  const { key, n } = uniqueKey(stemOf(place.key, ''), Object.keys(properties))
  const property = cloneValue(properties[place.key])
  if (typeof property.title === 'string')
    property.title = `${stemOf(property.title, ' ')} ${n}`
  properties[key] = property
  if (Array.isArray(holder.required) && holder.required.includes(place.key))
    holder.required = [...holder.required, key]
  return { schema: copy, scope: scope.slice(0, scope.lastIndexOf('/') + 1) + key.replace(/~/g, '~0').replace(/\//g, '~1') }
}

/** A rule condition with each scope it reads (nested `conditions` too) passed through `rescope`. */
function rescopeCondition(condition: unknown, rescope: (scope: string) => string): unknown {
  if (!condition || typeof condition !== 'object')
    return condition
  const { scope, conditions } = condition as { scope?: unknown, conditions?: unknown }
  return {
    ...condition,
    ...(typeof scope === 'string' && { scope: rescope(scope) }),
    ...(Array.isArray(conditions) && { conditions: conditions.map(inner => rescopeCondition(inner, rescope)) }),
  }
}

/**
 * Puts a copy of the element at `path` right after it and selects the copy. Every field it shows
 * gets a new schema property (a copy under a new unique key, `required` kept), and the copy's
 * scopes and the rules inside it that read those fields point at the new keys.
 */
export function duplicateNode(form: BuilderForm, path: NodePath): Edit {
  const node = nodeAt(form.uischema, path)
  if (!node || path.length === 0)
    throw new EditError('nui.builder.error.root')
  const parent = path.slice(0, -1)
  if (!canContain(nodeAt(form.uischema, parent), node))
    throw new RangeError(`No element at ${path.join('.')}`)
  let schema = form.schema
  const renamed = new Map<string, string>()
  // Outermost first (in tree order): a Control bound to an object carries the fields inside it along.
  const depth = (scope: string) => scope.split('/').length
  for (const scope of [...new Set(controlScopes(node))].sort((a, b) => depth(a) - depth(b))) {
    if ([...renamed.keys()].some(done => replaceScopePrefix(scope, done, '') !== scope))
      continue
    const copied = copyProperty(schema, scope)
    if (copied) {
      schema = copied.schema
      renamed.set(scope, copied.scope)
    }
  }
  const rescope = (scope: string) => {
    const from = [...renamed.keys()].find(done => replaceScopePrefix(scope, done, '') !== scope)
    return from ? replaceScopePrefix(scope, from, renamed.get(from)!) : scope
  }
  const copy = mapTree(cloneValue(node), (element) => {
    const next = { ...element } as UISchemaElement & { scope?: unknown }
    if (typeof next.scope === 'string')
      next.scope = rescope(next.scope)
    if (next.rule)
      next.rule = { ...next.rule, condition: rescopeCondition(next.rule.condition, rescope) as typeof next.rule.condition }
    return next
  })
  const index = path[path.length - 1] + 1
  return { form: { ...form, schema, uischema: insertAt(form.uischema, parent, index, copy) }, selection: [...parent, index] }
}
