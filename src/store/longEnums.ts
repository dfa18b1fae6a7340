import type Ajv from 'ajv'
import type { ErrorObject } from 'ajv'
import { isPlainObject } from '../values/plainObject'
import { schemaMapKeywords } from './schemaMaps'

/**
 * Above this many values, an `enum`'s distinct values are checked here rather than by the
 * meta-schema. AJV checks a list it cannot hash (`items: true`, as the meta-schemas give `enum`)
 * by comparing every pair: half a second for 5 000 values, minutes for 100 000.
 */
export const longEnumAbove = 200

/** Keywords whose value is data, not a schema: never walked into (a long `enum` is cut, not walked). */
const valueKeywords = new Set(['const', 'default', 'enum', 'examples'])

/** A long `enum` of a schema: where it is (a JSON pointer into the schema) and its values. */
interface LongEnum {
  pointer: string
  values: readonly unknown[]
}

/** A schema with each long `enum` cut to its first value, and the long enums it had. */
interface StandIn {
  schema: unknown
  enums: LongEnum[]
}

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * `node` with each long `enum` under it cut to its first value (`enums` gets what was cut, with
 * its pointer), or `node` itself when it holds none; a node met again (a cycle, a shared
 * sub-schema) is walked once.
 */
function cutLongEnums(node: unknown, pointer: string, enums: LongEnum[], seen: Map<object, unknown>): unknown {
  if (typeof node !== 'object' || node === null)
    return node
  if (seen.has(node))
    return seen.get(node)
  seen.set(node, node)
  let result: unknown = node
  if (Array.isArray(node)) {
    const items = node.map((item, index) => cutLongEnums(item, `${pointer}/${index}`, enums, seen))
    if (items.some((item, index) => item !== node[index]))
      result = items
  }
  else {
    const entries = Object.entries(node).map(([key, value]): [string, unknown] => {
      const at = `${pointer}/${escapePointer(key)}`
      if (key === 'enum' && Array.isArray(value) && value.length > longEnumAbove) {
        enums.push({ pointer: at, values: value })
        return [key, value.slice(0, 1)]
      }
      if (schemaMapKeywords.has(key) && isPlainObject(value))
        return [key, cutInSchemas(value, at, enums, seen)]
      return [key, valueKeywords.has(key) ? value : cutLongEnums(value, at, enums, seen)]
    })
    if (entries.some(([key, value]) => value !== (node as Record<string, unknown>)[key]))
      result = Object.fromEntries(entries)
  }
  seen.set(node, result)
  return result
}

/** A map of names to schemas (`properties`, say) with the long enums of each schema cut; itself when none is. */
function cutInSchemas(map: Record<string, unknown>, pointer: string, enums: LongEnum[], seen: Map<object, unknown>): Record<string, unknown> {
  const entries = Object.entries(map).map(([name, value]) => [name, cutLongEnums(value, `${pointer}/${escapePointer(name)}`, enums, seen)] as const)
  return entries.some(([name, value]) => value !== map[name]) ? Object.fromEntries(entries) : map
}

const standIns = new WeakMap<object, StandIn>()

/** The schema the meta-schema checks in place of `schema` (its long enums cut), memoised per schema object. */
function standInOf(schema: object): StandIn {
  let standIn = standIns.get(schema)
  if (!standIn) {
    const enums: LongEnum[] = []
    standIn = { schema: cutLongEnums(schema, '', enums, new Map()), enums }
    standIns.set(schema, standIn)
  }
  return standIn
}

/** A JSON value as text that is the same for equal values (object keys sorted), for hashing. */
function canonical(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map(canonical).join(',')}]`
  if (isPlainObject(value))
    return `{${Object.keys(value).sort().map(key => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`
  return JSON.stringify(value) ?? String(value)
}

/** What a value is hashed by: itself when it is no object (0 and -0 alike, as AJV's `equal` has them), else its canonical text. */
const hashOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? `\u0000${canonical(value)}` : value)

/**
 * The meta-schema's `uniqueItems` error for a list holding a value twice, as AJV reports it: the
 * last item that repeats an earlier one (`i`), and the nearest earlier item it repeats (`j`).
 * `undefined` when every value is distinct. Linear in the list's length.
 */
function duplicateError({ pointer, values }: LongEnum): ErrorObject | undefined {
  const hashes = values.map(hashOf)
  const first = new Map<unknown, number>()
  hashes.forEach((hash, index) => first.has(hash) || first.set(hash, index))
  for (let i = hashes.length - 1; i > 0; i--) {
    if (first.get(hashes[i]) === i)
      continue
    const j = hashes.lastIndexOf(hashes[i], i - 1)
    return {
      instancePath: pointer,
      schemaPath: '#/properties/enum/uniqueItems',
      keyword: 'uniqueItems',
      params: { i, j },
      message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    }
  }
  return undefined
}

/**
 * `ajv` whose `validateSchema` (what `compile` calls first) checks a long `enum` in linear time:
 * the meta-schema checks the schema with each long enum cut to one value (an enum's values may be
 * anything, so only their number and their being distinct are left to check), and the values are
 * then checked distinct here, with the error the meta-schema would give. The enum itself is
 * compiled whole and validates the data as before. Returns `ajv`.
 */
export function withLinearEnumCheck<T extends Ajv>(ajv: T): T {
  const metaCheck = ajv.validateSchema.bind(ajv)
  ajv.validateSchema = (schema, throwOrLogError) => {
    if (typeof schema !== 'object' || schema === null)
      return metaCheck(schema, throwOrLogError)
    const standIn = standInOf(schema)
    if (!standIn.enums.length)
      return metaCheck(schema, throwOrLogError)
    const valid = metaCheck(standIn.schema as object, false)
    const errors = [...(valid ? [] : ajv.errors ?? []), ...standIn.enums.map(duplicateError).filter(error => error !== undefined)]
    ajv.errors = errors.length ? errors : null
    if (errors.length && throwOrLogError) {
      const message = `schema is invalid: ${ajv.errorsText()}`
      if (ajv.opts.validateSchema !== 'log')
        throw new Error(message)
      ajv.logger.error(message)
    }
    return errors.length === 0
  }
  return ajv
}
