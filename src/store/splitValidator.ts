import type Ajv from 'ajv'
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv'
import { toRaw } from 'vue'
import { pointerTarget } from '../values/jsonPointer'
import { withConstUnionsAsEnums } from './constUnions'
import { isPlainObject } from '../values/plainObject'
import { compileWithProto } from './protoProperties'
import { pointerOf, propertyOrder, rootKeyOf } from './rootProperties'

/** Keywords that take no part in validation: two property schemas differing only in these validate alike. */
const annotations = new Set(['title', 'description', 'examples', '$comment', 'default', 'readOnly', 'writeOnly', 'deprecated'])
/** Keywords that tie a schema to its place in the document: a property schema holding one is compiled in place. */
const placeKeywords = new Set(['$ref', '$dynamicRef', '$recursiveRef', '$id', 'id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$schema'])

/**
 * What a property schema validates, as a string (its annotations left out), or undefined when it
 * cannot be told by its text: not an object, tied to its place, or holding a value JSON does not
 * write as it is (a function, a date, `Infinity`).
 */
function shapeOf(schema: unknown): string | undefined {
  if (!isPlainObject(schema))
    return undefined
  let placed = false
  const shape = JSON.stringify(schema, function (this: Record<string, unknown>, name, value: unknown) {
    const raw = this[name]
    placed ||= placeKeywords.has(name)
      || typeof raw === 'function'
      || (typeof raw === 'number' && !Number.isFinite(raw))
      || (isPlainObject(raw) && ![Object.prototype, null].includes(Object.getPrototypeOf(raw)))
    return this === schema && annotations.has(name) ? undefined : value
  })
  return placed ? undefined : shape
}

/** A property whose schema validates like another's: checked by the validator compiled once for all of them. */
interface SharedProperty {
  name: string
  /** Its position in the root's `properties`. */
  position: number
  validate: ValidateFunction
  /** The schema that was compiled, and the property's own (the one its errors quote). */
  compiled: object
  own: unknown
  pointer: string
  schemaPath: string
}

/** Each split validator's shared properties, by name. */
const sharedOf = new WeakMap<ValidateFunction, Map<string, SharedProperty>>()

/**
 * The property's errors, from its shared validator's: at the property's path, quoting the parts of
 * the property's own schema (the shared validator's quote the schema it was compiled from).
 */
function placed(property: SharedProperty, errors: ErrorObject[]): ErrorObject[] {
  for (const error of errors) {
    if (property.own !== property.compiled && error.parentSchema !== undefined) {
      // The keyword's schema and the schema holding it, at the same place in the property's own.
      const path = error.schemaPath
      error.parentSchema = (pointerTarget(property.own, path.slice(0, path.lastIndexOf('/'))) ?? error.parentSchema) as ErrorObject['parentSchema']
      error.schema = pointerTarget(property.own, path) ?? error.schema
    }
    error.instancePath = property.pointer + error.instancePath
    error.schemaPath = property.schemaPath + error.schemaPath.slice(1)
  }
  return errors
}

/**
 * AJV's validator of `schema`, compiled in parts when the root object's properties repeat a schema
 * (a form of a hundred `{ type: 'string', title }` fields): each such schema is compiled once,
 * whatever the number of properties holding it, and the root with the other properties once more.
 * Compiling is most of what a form's validator costs when it mounts (AJV writes and parses the
 * code of every property), and forms repeat a few property schemas many times.
 *
 * The errors are those of `ajv.compile(schema)`, in the same order, with the same paths, data
 * and quoted schemas. It splits only a root whose properties do not depend on each other and options
 * under which validating a part is validating the whole (`propertyOrder`), and without an id; a
 * schema AJV rejects is compiled whole, for AJV's own message. Lists of `{ const, title }` choices
 * are compiled as the `enum` they are equivalent to (`withConstUnionsAsEnums`). The schema is compiled
 * raw: AJV reads a schema many times over (it checks an `enum` of n values for duplicates with n²
 * comparisons), and through a Vue proxy each read is tracked, 30 s for an `enum` of 10 000 values.
 */
export function compileValidator(ajv: Ajv, schema: AnySchema): ValidateFunction {
  const compiled = withConstUnionsAsEnums(toRaw(schema))
  return compileSplit(ajv, compiled) ?? compileWithProto(ajv, compiled)
}

function compileSplit(ajv: Ajv, schema: AnySchema): ValidateFunction | undefined {
  const order = propertyOrder(ajv, schema)
  // A root with an id is compiled whole: AJV may register a compiled schema under its id, and the
  // id must then name the root, once, not the rest of it compiled anew on each call.
  if (!order || (schema as Record<string, unknown>).$id !== undefined || (schema as Record<string, unknown>).id !== undefined)
    return undefined
  const root = schema as Record<string, unknown>
  const properties = root.properties as Record<string, unknown>
  const holders = new Map<string, string[]>()
  for (const name of order.keys()) {
    const shape = name === '__proto__' ? undefined : shapeOf(properties[name])
    if (shape !== undefined) {
      const names = holders.get(shape)
      if (names)
        names.push(name)
      else
        holders.set(shape, [name])
    }
  }
  const repeated = [...holders.values()].filter(names => names.length > 1)
  if (!repeated.length)
    return undefined
  const shared = new Map<string, SharedProperty>()
  let rest: ValidateFunction
  let restSchema: object
  try {
    if (ajv.opts.validateSchema !== false)
      ajv.validateSchema(schema, true)
    const others: Record<string, unknown> = { ...properties }
    // The rest leaves the shared properties out, unless `additionalProperties` reads their names:
    // the rest's schema is written out with a validator compiled at build time.
    const namesRead = root.additionalProperties !== undefined
    for (const names of repeated) {
      const first = properties[names[0]!] as object
      const compiled = root.$schema === undefined ? first : { $schema: root.$schema, ...first }
      const validate = compileWithProto(ajv, compiled)
      for (const name of names) {
        if (namesRead)
          others[name] = true
        else
          delete others[name]
        shared.set(name, { name, position: order.get(name)!, validate, compiled, own: properties[name], pointer: pointerOf(name), schemaPath: `#/properties/${encodeURIComponent(pointerOf(name).slice(1))}` })
      }
    }
    restSchema = { ...root, properties: others }
    rest = compileWithProto(ajv, restSchema)
  }
  catch {
    return undefined
  }
  const inOrder = [...shared.values()].sort((a, b) => a.position - b.position)
  const validate = ((data: unknown) => {
    const own = rest(data) ? [] : rest.errors!.map(error => error.parentSchema === restSchema ? { ...error, parentSchema: root } : error)
    const failed: { position: number, errors: ErrorObject[] }[] = []
    if (isPlainObject(data)) {
      for (const property of inOrder) {
        const value = Object.hasOwn(data, property.name) ? data[property.name] : undefined
        if (value !== undefined && !property.validate(value))
          failed.push({ position: property.position, errors: placed(property, property.validate.errors!) })
      }
    }
    const errors = failed.length ? interleaved(own, failed, order) : own
    validate.errors = errors.length ? errors : null
    return !errors.length
  }) as ValidateFunction
  validate.schema = schema
  sharedOf.set(validate, shared)
  return validate
}

/**
 * The errors of the rest of the root and of the shared properties (both in the order of
 * `properties`) in the order AJV reports them: the root's own first, then property by property.
 */
function interleaved(rest: ErrorObject[], failed: { position: number, errors: ErrorObject[] }[], order: Map<string, number>): ErrorObject[] {
  const positionOf = (error: ErrorObject) => {
    const key = rootKeyOf(error)
    return key === undefined ? -1 : order.get(key) ?? -1
  }
  const errors: ErrorObject[] = []
  let next = 0
  for (const { position, errors: own } of failed) {
    while (next < rest.length && positionOf(rest[next]!) < position)
      errors.push(rest[next++]!)
    errors.push(...own)
  }
  errors.push(...rest.slice(next))
  return errors
}

/**
 * The errors `validator` (a split one) gives for the root property `name` holding `value`, when
 * that property's schema is a shared one; undefined otherwise.
 */
export function sharedPropertyErrors(validator: ValidateFunction, name: string, value: unknown): ErrorObject[] | undefined {
  const property = sharedOf.get(validator)?.get(name)
  if (!property)
    return undefined
  return property.validate(value) ? [] : placed(property, property.validate.errors!)
}

/** Whether `validator` (a split one) checks the root property `name` with a shared validator. */
export const sharesSchema = (validator: ValidateFunction, name: string): boolean => sharedOf.get(validator)?.has(name) ?? false
