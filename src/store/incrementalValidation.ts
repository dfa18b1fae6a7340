import { type CoreActions, type JsonFormsCore, UPDATE_DATA, UPDATE_ERRORS } from '@jsonforms/core'
import type Ajv from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { toRaw } from 'vue'
import { oneProperty } from '../values/oneProperty'
import { isPlainObject } from '../values/plainObject'
import { createdAncestor } from '../values/createdDefaults'
import { noteWrite } from './dataWrites'
import { compileWithProto } from './protoProperties'
import { sameErrors } from './errorPaths'
import { unwrapFields } from './plainState'
import { pointerOf, propertyOrder, rootKeyOf, unescapePointer } from './rootProperties'
import { withConstUnionsAsEnums } from './constUnions'
import { sharedPropertyErrors, sharesSchema } from './splitValidator'

type CoreReducer = (state: JsonFormsCore, action: CoreActions) => JsonFormsCore

/** Error lists the core's validator produced for a data object (not set by `updateErrors`). */
const validated = new WeakMap<readonly ErrorObject[], { data: unknown, validator: ValidateFunction }>()

/** Per root validator: a validator of each root property alone, or null where none compiles. */
const propertyValidators = new WeakMap<ValidateFunction, Map<string, ValidateFunction | null>>()
/** The root's own keywords, left out of a property's validator: they concern the other properties. */
const rootOnlyKeywords = new Set(['required', 'additionalProperties', 'minProperties', 'maxProperties', '$id', 'id'])

/**
 * A validator of the root schema narrowed to the one property, compiled on the property's first
 * change: its errors are the errors the root validator gives for that property (same paths, same
 * sub-schemas), without the root's own checks of the others (every missing required property,
 * for each keystroke). It keeps the definitions, so that `$ref`s into them resolve; null when the
 * property refers to anything else, or when it does not compile.
 */
function propertyValidator(ajv: Ajv, schema: Record<string, unknown>, validator: ValidateFunction, key: string): ValidateFunction | null {
  let byKey = propertyValidators.get(validator)
  if (!byKey)
    propertyValidators.set(validator, byKey = new Map())
  let narrowed = byKey.get(key)
  if (narrowed === undefined)
    byKey.set(key, narrowed = compileNarrowed(ajv, schema, key))
  return narrowed
}

function compileNarrowed(ajv: Ajv, schema: Record<string, unknown>, key: string): ValidateFunction | null {
  const property = (schema.properties as Record<string, unknown>)[key]
  if (!refersToDefinitionsOnly(schema, property))
    return null
  const kept = Object.fromEntries(Object.entries(schema).filter(([keyword]) => !rootOnlyKeywords.has(keyword)))
  try {
    return compileWithProto(ajv, withConstUnionsAsEnums({ ...kept, properties: oneProperty(key, toRaw(property)) }))
  }
  catch {
    return null
  }
}

/** A `$ref` the narrowed validator resolves as the root validator does: into the root's definitions. */
const definitionRef = /^#\/(?:definitions|\$defs)\//

/**
 * Whether `value` (a property's schema) refers only to the root's definitions, and they in turn
 * only to definitions: a `$ref` to the root itself (`#`, a recursive tree) or to anything else would
 * resolve to something else in the narrowed schema.
 */
function refersToDefinitionsOnly(root: Record<string, unknown>, value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value))
    return true
  seen.add(value)
  for (const [keyword, inner] of Object.entries(value)) {
    if (keyword === '$recursiveRef' || keyword === '$dynamicRef')
      return false
    if (keyword === '$ref') {
      if (typeof inner !== 'string' || !definitionRef.test(inner))
        return false
      const [group, ...names] = inner.slice(2).split('/')
      const target = names.reduce<unknown>((at, name) => (at as Record<string, unknown> | undefined)?.[unescapePointer(name)], root[group!])
      if (!refersToDefinitionsOnly(root, target, seen))
        return false
    }
    else if (!refersToDefinitionsOnly(root, inner, seen)) {
      return false
    }
  }
  return true
}

/**
 * Compiles, ahead of the first change, the validator a change under `path` will use (the root
 * validator narrowed to the path's root property): a field compiles it when it takes the focus,
 * so that its first keystroke validates at once instead of compiling first.
 */
export function prepareValidation(core: JsonFormsCore | undefined, path: string): void {
  const { ajv, schema, validator } = core ?? {}
  const key = path.split('.')[0]!
  if (!ajv || !validator || !isPlainObject(schema))
    return
  const order = propertyOrder(ajv, schema)
  if (order && order.has(key) && !sharesSchema(validator, key))
    propertyValidator(ajv, schema, validator, key)
}

/** The errors of the root property `key` holding `value`, as the root validator reports them. */
function propertyErrors(ajv: Ajv, schema: Record<string, unknown>, validator: ValidateFunction, key: string, value: unknown): ErrorObject[] {
  const shared = sharedPropertyErrors(validator, key, value)
  if (shared)
    return shared
  const narrowed = propertyValidator(ajv, schema, validator, key)
  const alone = oneProperty(key, value)
  if (narrowed)
    return narrowed(alone) ? [] : narrowed.errors ?? []
  if (validator(alone))
    return []
  const pointer = pointerOf(key)
  return (validator.errors ?? []).filter(error => error.instancePath === pointer || error.instancePath.startsWith(`${pointer}/`))
}

/**
 * The errors of `data` after the root property `key` changed, from the errors of the previous data:
 * only the changed property is validated (on an object holding nothing else), its errors take the
 * place of its old ones, and every other property's errors are kept as they were: the previous
 * list itself when nothing changed, so that nobody compares two equal lists. Undefined when that
 * would not give the same list as validating the whole data.
 */
function errorsAfter(core: JsonFormsCore, data: unknown, key: string): ErrorObject[] | undefined {
  const { ajv, schema, validator, errors: before } = core
  const previous = core.data
  if (!ajv || !validator || !before || validated.get(before)?.data !== previous || validated.get(before)?.validator !== validator)
    return undefined
  const order = propertyOrder(ajv, schema)
  if (!order || !order.has(key) || !isPlainObject(previous) || !isPlainObject(data))
    return undefined
  // The root's own errors (required, additionalProperties, min/maxProperties) depend on which
  // properties are present, not on their values.
  const present = (object: Record<string, unknown>) => Object.hasOwn(object, key) && object[key] !== undefined
  if (present(previous) !== present(data) || Object.hasOwn(previous, key) !== Object.hasOwn(data, key))
    return undefined
  const own = present(data) ? propertyErrors(ajv, schema as Record<string, unknown>, validator, key, data[key]) : []
  // AJV reports the root's own errors first, then each property's in the order of `properties`:
  // the changed property's errors go where its old ones were, or before the next property's.
  const position = order.get(key)!
  const kept: ErrorObject[] = []
  const replaced: ErrorObject[] = []
  let quotesRoot = false
  let at = -1
  for (const error of before) {
    const owner = rootKeyOf(error)
    if (owner === key) {
      at = at === -1 ? kept.length : at
      replaced.push(error)
      continue
    }
    if (at === -1 && owner !== undefined && (order.get(owner) ?? -1) > position)
      at = kept.length
    // The root's own errors quote the root object in verbose mode: the new one, as a full validation would.
    const quoting = error.instancePath === '' && error.data === previous
    quotesRoot ||= quoting
    kept.push(quoting ? { ...error, data } : error)
  }
  if (!quotesRoot && sameErrors(own, replaced))
    return before
  kept.splice(at === -1 ? kept.length : at, 0, ...own)
  return kept
}

/**
 * JSON Forms' core reducer, except that a value written into one property of the root object
 * validates that property alone, not the whole data: the errors of the other properties cannot
 * have changed, and are kept. A keystroke beside 5 MB of data then costs what it costs beside
 * none. The resulting errors are those a full validation gives; when the schema makes properties
 * depend on each other (see `independentKeywords`) or the validator's options make a partial
 * validation differ, the whole data is validated as before. The data is updated by the core
 * reducer itself, on the plain (non-proxied) objects. A reducer that is already incremental is
 * returned as it is.
 */
export function incrementalReducer(reducer: CoreReducer): CoreReducer {
  if (incremental.has(reducer))
    return reducer
  const wrapped: CoreReducer = (state, action) => {
    if (action.type !== UPDATE_DATA || !action.path)
      return remember(reducer(state, action), action)
    // `<JsonForms>` keeps its state reactive: validate and copy the plain objects, not Vue proxies.
    const core = unwrapFields(toRaw(state))
    const updated = reducer({ ...core, validator: undefined }, action)
    if (updated.data === core.data)
      return reducer(state, action)
    // A write into an absent object creates it (with its defaults): all of it is new.
    noteWrite(core.data, updated.data, createdAncestor(core.data, action.path) ?? action.path)
    const errors = errorsAfter(core, updated.data, action.path.split('.')[0]!)
      ?? (core.validator ? validateAll(core.validator, updated.data) : [])
    return remember({ ...updated, validator: core.validator, errors }, action)
  }
  incremental.add(wrapped)
  return wrapped
}

/** The reducers `incrementalReducer` made. */
const incremental = new WeakSet<CoreReducer>()

function validateAll(validator: ValidateFunction, data: unknown): ErrorObject[] {
  return validator(data) ? [] : validator.errors ?? []
}

/** Notes which data the new error list belongs to, unless it was set from outside (`updateErrors`). */
function remember(next: JsonFormsCore, action: CoreActions): JsonFormsCore {
  const raw = toRaw(next)
  const errors = toRaw(raw.errors)
  const validator = toRaw(raw.validator)
  if (action.type !== UPDATE_ERRORS && errors && validator)
    validated.set(errors, { data: toRaw(raw.data), validator })
  return next
}
