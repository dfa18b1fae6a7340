import type { UISchemaElement } from '@jsonforms/core'
import { walk } from './tree'

/** A schema as the builder edits it: plain JSON. */
export type SchemaNode = Record<string, unknown>

/**
 * A scope's schema segments: `#/properties/a/properties/b` → `['properties','a','properties','b']`.
 * `undefined` for anything that is not a local JSON pointer.
 */
export function scopeSegments(scope: unknown): string[] | undefined {
  if (typeof scope !== 'string' || !scope.startsWith('#'))
    return undefined
  if (scope === '#')
    return []
  if (!scope.startsWith('#/'))
    return undefined
  // As JSON Forms reads scopes: `~1` and `~0` only, no percent-decoding (a key may hold `%`).
  return scope.slice(2).split('/').map(part => part.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** The property a scope ends on and the segments of the object schema that holds it. */
export function propertyOf(scope: unknown): { parent: string[], key: string } | undefined {
  const segments = scopeSegments(scope)
  if (!segments || segments.length < 2 || segments[segments.length - 2] !== 'properties')
    return undefined
  return { parent: segments.slice(0, -2), key: segments[segments.length - 1] }
}

/** The data path of a scope, when it runs through object properties only (`a.b`), else `undefined`. */
export function dataPathOf(scope: unknown): string[] | undefined {
  const segments = scopeSegments(scope)
  if (!segments || segments.length % 2 !== 0 || segments.some((part, i) => i % 2 === 0 && part !== 'properties'))
    return undefined
  return segments.filter((_, i) => i % 2 === 1)
}

/** The schema object at a path of own keys, `undefined` when there is none (never one of `Object.prototype`). */
export function schemaAt(schema: SchemaNode, segments: readonly string[]): SchemaNode | undefined {
  let node: unknown = schema
  for (const segment of segments)
    node = node && typeof node === 'object' && Object.hasOwn(node, segment) ? (node as SchemaNode)[segment] : undefined
  return node && typeof node === 'object' && !Array.isArray(node) ? node as SchemaNode : undefined
}

/** The schema of the property a scope ends on, `undefined` when the schema has none there. */
export function propertyAt(schema: SchemaNode, scope: unknown): SchemaNode | undefined {
  const place = propertyOf(scope)
  const properties = place && schemaAt(schema, place.parent)?.properties as Record<string, unknown> | undefined
  const property = properties && Object.hasOwn(properties, place.key) ? properties[place.key] : undefined
  return property && typeof property === 'object' && !Array.isArray(property) ? property as SchemaNode : undefined
}

/** `#/properties/<key>` for a top-level property. */
export function topLevelScope(key: string): string {
  return `#/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
}

/** The scope with `from` (a whole scope or a prefix ending at a segment) replaced by `to`. */
export function replaceScopePrefix(scope: string, from: string, to: string): string {
  return scope === from ? to : scope.startsWith(`${from}/`) ? to + scope.slice(from.length) : scope
}

/** Every Control scope in the tree. */
export function controlScopes(root: UISchemaElement): string[] {
  return [...walk(root)].flatMap(({ node }) => (node.type === 'Control' && typeof (node as { scope?: unknown }).scope === 'string') ? [(node as { scope: string }).scope] : [])
}
