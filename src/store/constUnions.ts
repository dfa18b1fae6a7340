import { isPlainObject } from '../values/plainObject'
import { schemaMapKeywords } from './schemaMaps'

/** What a `{ const }` branch may hold besides its `const`: annotations, which take no part in validation. */
const annotationKeys = new Set(['title', 'description', '$comment'])
/** Keywords whose value is data, not a schema: never walked into. */
const valueKeywords = new Set(['const', 'enum', 'default', 'examples'])

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** The values of a list of `{ const[, title, description] }` branches, or undefined when any branch holds more. */
function constValues(branches: unknown): unknown[] | undefined {
  if (!Array.isArray(branches) || branches.length === 0)
    return undefined
  const values: unknown[] = []
  for (const branch of branches) {
    if (!isPlainObject(branch) || !Object.hasOwn(branch, 'const') || Object.keys(branch).some(key => key !== 'const' && !annotationKeys.has(key)))
      return undefined
    values.push(branch.const)
  }
  return values
}

/**
 * The `enum` that validates as the node's `anyOf` / `oneOf` of consts. A `oneOf` only when its
 * values are distinct primitives: a value two branches both name fails a `oneOf`, and JSON objects
 * equal but for their key order would not be told apart here.
 */
function equivalentEnum(node: Record<string, unknown>): { keyword: 'anyOf' | 'oneOf', values: unknown[] } | undefined {
  if (Object.hasOwn(node, 'enum'))
    return undefined
  const anyOf = constValues(node.anyOf)
  if (anyOf && !Object.hasOwn(node, 'oneOf'))
    return { keyword: 'anyOf', values: anyOf }
  const oneOf = constValues(node.oneOf)
  if (oneOf && !Object.hasOwn(node, 'anyOf') && oneOf.every(isPrimitive) && new Set(oneOf).size === oneOf.length)
    return { keyword: 'oneOf', values: oneOf }
  return undefined
}

const rewritten = new WeakMap<object, unknown>()

/** A map of names to schemas (`properties`, say) with each schema rewritten; itself when none changes. */
function schemasIn(map: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(map).map(([name, value]) => [name, withConstUnionsAsEnums(value)] as const)
  return entries.some(([name, value]) => value !== map[name]) ? Object.fromEntries(entries) : map
}

/**
 * The schema to compile for `schema`: the same, except that each `oneOf` / `anyOf` whose branches
 * are all `{ const[, title, description] }` (a list of choices with labels) becomes the `enum` it
 * is equivalent to. AJV writes nested code for every branch of a `oneOf` / `anyOf`, so a few
 * thousand choices overflow the stack while it compiles, and the form would lose its validation;
 * an `enum` is one check. A bad value is then reported as an `enum` error ("must be equal to one of
 * the allowed values"), as for an `enum` field. Memoised per schema object; returns `schema` itself
 * when it holds no such list.
 */
export function withConstUnionsAsEnums<T>(schema: T): T {
  if (typeof schema !== 'object' || schema === null)
    return schema
  if (rewritten.has(schema))
    return rewritten.get(schema) as T
  // Until done, a cycle back to this node meets the node itself.
  rewritten.set(schema, schema)
  let result: unknown = schema
  if (Array.isArray(schema)) {
    const items = schema.map(item => withConstUnionsAsEnums(item))
    if (items.some((item, index) => item !== schema[index]))
      result = items
  }
  else {
    const node = schema as Record<string, unknown>
    const replaced = equivalentEnum(node)
    const entries = Object.entries(node).filter(([key]) => key !== replaced?.keyword).map(([key, value]) => [key, valueKeywords.has(key) ? value : schemaMapKeywords.has(key) && isPlainObject(value) ? schemasIn(value) : withConstUnionsAsEnums(value)] as const)
    if (replaced || entries.some(([key, value]) => value !== node[key]))
      result = Object.fromEntries(replaced ? [...entries, ['enum', replaced.values]] : entries)
  }
  rewritten.set(schema, result)
  return result as T
}
