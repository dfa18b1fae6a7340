import type { UISchemaElement } from '@jsonforms/core'
import { renameIn } from './data'
import type { BuilderForm } from './form'
import { type SchemaNode, dataPathOf, propertyAt, propertyOf, replaceScopePrefix, schemaAt } from './scopes'
import { mapTree } from './tree'
import { EditError } from './editError'
import { cloneValue } from './clone'

/** Why a key cannot name a property (the key of the message), or `undefined` when it can. */
export function invalidKey(key: string): 'nui.builder.error.keyEmpty' | 'nui.builder.error.keySpace' | 'nui.builder.error.keyCharacters' | undefined {
  if (!key.trim())
    return 'nui.builder.error.keyEmpty'
  if (key !== key.trim())
    return 'nui.builder.error.keySpace'
  if (/[/~#]/.test(key))
    return 'nui.builder.error.keyCharacters'
  return undefined
}

/** `object[key] = value` as an own property, whatever the key (`__proto__` included). */
function setOwn(object: SchemaNode, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true })
}

/**
 * The object schema holding the property a scope ends on, in a copy of the schema that copies only
 * the objects on the way to it and its `properties`: the rest is shared with the schema, and each
 * property object must be replaced, never changed in place.
 */
function locate(schema: SchemaNode, scope: string) {
  const place = propertyOf(scope)
  const copy = { ...schema }
  let holder: SchemaNode | undefined = copy
  for (const segment of place?.parent ?? []) {
    const inner: unknown = Object.hasOwn(holder, segment) ? holder[segment] : undefined
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) {
      holder = undefined
      break
    }
    const next = { ...inner as SchemaNode }
    setOwn(holder, segment, next)
    holder = next
  }
  const found = holder?.properties
  if (!place || !holder || !found || typeof found !== 'object' || Array.isArray(found) || !Object.hasOwn(found, place.key))
    throw new RangeError(`${String(scope)} does not point at a property of the schema`)
  const properties = { ...found as Record<string, SchemaNode> }
  holder.properties = properties
  return { copy, holder, properties, key: place.key }
}

/** The condition with its scopes (and those of nested `conditions`) renamed; itself when none changes. */
function rewriteCondition(condition: unknown, from: string, to: string): unknown {
  if (!condition || typeof condition !== 'object')
    return condition
  const { scope, conditions } = condition as { scope?: unknown, conditions?: unknown }
  const nextScope = typeof scope === 'string' ? replaceScopePrefix(scope, from, to) : scope
  const nextConditions = Array.isArray(conditions) ? conditions.map(inner => rewriteCondition(inner, from, to)) : conditions
  const changed = nextScope !== scope || (Array.isArray(conditions) && (nextConditions as unknown[]).some((inner, i) => inner !== conditions[i]))
  return changed ? { ...condition, scope: nextScope, ...(Array.isArray(conditions) && { conditions: nextConditions }) } : condition
}

/**
 * Renames the property a scope ends on, keeping its place among its siblings, and updates what
 * points at it: `required`, every Control scope and rule condition (and those of properties inside
 * it), and the data.
 */
export function renameProperty(form: BuilderForm, scope: string, newKey: string): BuilderForm {
  const problem = invalidKey(newKey)
  if (problem)
    throw new EditError(problem)
  const { copy, holder, properties, key } = locate(form.schema, scope)
  if (key === newKey)
    return form
  if (Object.hasOwn(properties, newKey))
    throw new EditError('nui.builder.error.keyTaken', { key: newKey })
  holder.properties = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name === key ? newKey : name, value]))
  if (Array.isArray(holder.required))
    holder.required = holder.required.map(name => (name === key ? newKey : name))
  const newScope = scope.slice(0, scope.lastIndexOf('/') + 1) + newKey.replace(/~/g, '~0').replace(/\//g, '~1')
  const uischema = mapTree(form.uischema, (node) => {
    const { scope: own, rule } = node as UISchemaElement & { scope?: unknown }
    const nextScope = typeof own === 'string' ? replaceScopePrefix(own, scope, newScope) : own
    const condition = rule && rewriteCondition(rule.condition, scope, newScope)
    if (nextScope === own && condition === rule?.condition)
      return node
    const next = { ...node, ...(nextScope !== own && { scope: nextScope }) } as UISchemaElement
    if (rule && condition !== rule.condition)
      next.rule = { ...rule, condition: condition as typeof rule.condition }
    return next
  })
  const dataPath = dataPathOf(scope)
  const data = dataPath ? renameIn(form.data, dataPath.slice(0, -1), key, newKey) : form.data
  return { schema: copy, uischema, data }
}

/** Sets (or, with `undefined`, removes) keywords of the property a scope ends on. */
export function setProperty(form: BuilderForm, scope: string, patch: Record<string, unknown>): BuilderForm {
  const { copy, properties, key } = locate(form.schema, scope)
  const property = { ...properties[key] }
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined)
      delete property[name]
    else
      property[name] = cloneValue(value)
  }
  properties[key] = property
  return { ...form, schema: copy }
}

/** Puts `key` in the object schema's `required` or takes it out; an empty list goes. */
function markRequired(holder: SchemaNode, key: string, required: boolean): void {
  const list = (Array.isArray(holder.required) ? holder.required : []).filter(name => name !== key)
  if (required)
    list.push(key)
  if (list.length)
    holder.required = list
  else
    delete holder.required
}

/** Adds the property a scope ends on to its object's `required`, or takes it out. */
export function setRequired(form: BuilderForm, scope: string, required: boolean): BuilderForm {
  const { copy, holder, key } = locate(form.schema, scope)
  markRequired(holder, key, required)
  return { ...form, schema: copy }
}

/** The schema without the property a scope ends on (and without it in `required`); as it was when there is none. */
export function removeProperty(schema: SchemaNode, scope: string): SchemaNode {
  if (!propertyAt(schema, scope))
    return schema
  const { copy, holder, properties, key } = locate(schema, scope)
  delete properties[key]
  markRequired(holder, key, false)
  return copy
}

/** Whether the property a scope ends on is in its object's `required`. */
export function isRequired(schema: SchemaNode, scope: string): boolean {
  const place = propertyOf(scope)
  const holder = place && schemaAt(schema, place.parent)
  return Array.isArray(holder?.required) && holder.required.includes(place!.key)
}
