import type Ajv from 'ajv'
import type { ValidateFunction } from 'ajv'
import { isPlainObject } from './plainObject'

/** Deeper than this, `allOf` / `anyOf` nesting of conditions is not followed. */
const maxDepth = 8

const names = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])
const lists = (value: unknown, name: string) => names(value).includes(name)

/** Per object schema, the properties that its `if`/`then`/`else`, `dependentRequired` or `dependencies` may require. */
const mentioned = new WeakMap<object, ReadonlySet<string>>()

function collect(schema: unknown, into: Set<string>, depth: number): void {
  if (!isPlainObject(schema) || depth > maxDepth)
    return
  if (schema.if !== undefined) {
    for (const branch of [schema.then, schema.else]) {
      if (isPlainObject(branch))
        names(branch.required).forEach(name => typeof name === 'string' && into.add(name))
    }
  }
  for (const keyword of ['dependentRequired', 'dependencies'] as const) {
    const map = schema[keyword]
    if (!isPlainObject(map))
      continue
    for (const value of Object.values(map)) {
      const required = Array.isArray(value) ? value : isPlainObject(value) ? value.required : undefined
      names(required).forEach(name => typeof name === 'string' && into.add(name))
    }
  }
  if (Array.isArray(schema.allOf))
    schema.allOf.forEach(part => collect(part, into, depth + 1))
}

/**
 * Whether a condition of the object schema `schema` (`if`/`then`/`else`, `dependentRequired`,
 * `dependencies`, also inside `allOf`) may make its property `name` required: its field then
 * reads the object's data to know (see `requiredNow`).
 */
export function mayBeRequired(schema: unknown, name: string): boolean {
  if (!isPlainObject(schema))
    return false
  let found = mentioned.get(schema)
  if (!found) {
    const into = new Set<string>()
    collect(schema, into, 0)
    mentioned.set(schema, found = into)
  }
  return found.has(name)
}

/** Each `if` schema compiled once per validator; `false` for one the validator cannot compile. */
const compiled = new WeakMap<Ajv, WeakMap<object, ValidateFunction | false>>()

function holds(ajv: Ajv | undefined, condition: unknown, data: unknown): boolean {
  if (typeof condition === 'boolean')
    return condition
  if (!ajv || !isPlainObject(condition))
    return false
  let byAjv = compiled.get(ajv)
  if (!byAjv)
    compiled.set(ajv, byAjv = new WeakMap())
  let validate = byAjv.get(condition)
  if (validate === undefined) {
    try {
      validate = ajv.compile(condition)
    }
    catch {
      validate = false
    }
    byAjv.set(condition, validate)
  }
  return validate ? validate(data) === true : false
}

const has = (data: unknown, key: string) => isPlainObject(data) && Object.hasOwn(data, key) && data[key] !== undefined

function requiredBy(schema: unknown, data: unknown, name: string, ajv: Ajv | undefined, depth: number): boolean {
  if (!isPlainObject(schema) || depth > maxDepth)
    return false
  if (schema.if !== undefined) {
    const branch = holds(ajv, schema.if, data) ? schema.then : schema.else
    if (isPlainObject(branch) && lists(branch.required, name))
      return true
  }
  for (const keyword of ['dependentRequired', 'dependencies'] as const) {
    const map = schema[keyword]
    if (!isPlainObject(map))
      continue
    for (const [key, value] of Object.entries(map)) {
      const required = Array.isArray(value) ? value : isPlainObject(value) ? value.required : undefined
      if (has(data, key) && lists(required, name))
        return true
    }
  }
  return Array.isArray(schema.allOf) && schema.allOf.some(part => requiredBy(part, data, name, ajv, depth + 1))
}

/**
 * Whether, for the object's current `data`, a condition of its schema requires the property
 * `name`: the `then` (or `else`) branch that applies lists it, or a present property's
 * `dependentRequired` / `dependencies` names it. The `if` is checked with the form's validator.
 */
export function requiredNow(schema: unknown, data: unknown, name: string, ajv: Ajv | undefined): boolean {
  return mayBeRequired(schema, name) && requiredBy(schema, data, name, ajv, 0)
}
