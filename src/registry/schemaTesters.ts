import { type JsonSchema, type Scopable, type Tester, type TesterContext, type UISchemaElement, hasType as derivedHasType, resolveSchema, uiTypeIs } from '@jsonforms/core'
import isEmpty from '../values/isEmpty'
import { isPlainObject } from '../values/plainObject'
import { nullableVariantView } from '../values/nullable'
import { typedAllOfView } from '../values/typedAllOf'
import { ownPropertyName, ownPropertySchema } from '../values/ownProperty'
import { rankedFor } from './memoTester'

/**
 * `@jsonforms/core`'s `hasType`, same answers, without the list of types it derives on every call
 * when the schema names its one type (nearly every schema does): the schema testers of a registry
 * ask it several times for every element of a form.
 */
export function hasType(schema: JsonSchema, expected: string): boolean {
  const { type } = schema
  return typeof type === 'string' && type !== '' ? type === expected : derivedHasType(schema, expected)
}

/**
 * The schema a control's scope points to, found as JSON Forms' `schemaMatches` finds it (an
 * untyped `allOf` of one type seen merged, `typedAllOfView`; an `anyOf` of a type and `null` seen as
 * that type taking `null`, `nullableVariantView`), or `undefined` when a schema tester would say no before asking its predicate. Kept beside the
 * element's ranks: the twenty-odd schema testers of a registry resolve a control's scope once
 * between them instead of once each (each resolution allocates its path, a map and a set). A
 * schema that is no object is the answer itself and is not looked up beside the element: looked
 * up first, the standard 500-field form mounted in 1.11x the time (testers ask about sub-schemas
 * too, whose entries can push the element's own out of its short list).
 */
export function controlSchema(uischema: UISchemaElement, schema: JsonSchema, context: TesterContext | undefined): JsonSchema | undefined {
  const scope = (uischema as Partial<Scopable> | undefined)?.scope
  if (isEmpty(uischema) || scope === undefined || isEmpty(schema) || isEmpty(scope))
    return undefined
  if (!hasType(schema, 'object'))
    return fieldView(schema, context?.rootSchema as JsonSchema | undefined)
  const ranked = rankedFor(uischema, schema, context)
  if (ranked?.scoped)
    return ranked.scoped.schema
  // A plain property is found in place, without the path `resolveSchema` splits and walks.
  const at = ownPropertySchema(schema, ownPropertyName(scope)) ?? resolveSchema(schema, scope, context?.rootSchema as JsonSchema)
  const found = isPlainObject(at) ? fieldView(at, context?.rootSchema as JsonSchema | undefined) : at
  if (ranked)
    ranked.scoped = { schema: found }
  return found
}

/** How a field's schema ranks: `typedAllOfView`, then `nullableVariantView`. */
const fieldView = (schema: JsonSchema, rootSchema: JsonSchema | undefined): JsonSchema => nullableVariantView(typedAllOfView(schema, rootSchema), rootSchema)

/** `@jsonforms/core`'s `schemaMatches`, same arguments and answers, resolving the scope once per element. */
export function schemaMatches(predicate: (schema: JsonSchema, rootSchema: JsonSchema) => boolean): Tester {
  return (uischema, schema, context) => {
    const scoped = controlSchema(uischema, schema, context)
    return scoped !== undefined && predicate(scoped, context?.rootSchema as JsonSchema)
  }
}

/** `@jsonforms/core`'s `schemaTypeIs` on `schemaMatches` above. */
export const schemaTypeIs = (expectedType: string): Tester =>
  schemaMatches(schema => !isEmpty(schema) && hasType(schema, expectedType))

/** `@jsonforms/core`'s `formatIs` on `schemaMatches` above. */
export const formatIs = (expectedFormat: string): Tester =>
  schemaMatches(schema => !isEmpty(schema) && schema.format === expectedFormat && hasType(schema, 'string'))

/**
 * `@jsonforms/core`'s `and`, same answers (the first falsy result, else the last), without a closure
 * per call: every tester of a registry runs for every element of a form once, and JSON Forms'
 * `reduce` allocated a callback each time (about 1 MB over the mount of 500 text fields).
 */
export function and(...testers: Tester[]): Tester {
  return (uischema, schema, context) => {
    let result: boolean = true
    for (let index = 0; index < testers.length && result; index++)
      result = testers[index]!(uischema, schema, context)
    return result
  }
}

/** `@jsonforms/core`'s `or`, same answers (the first truthy result, else the last), as `and` above. */
export function or(...testers: Tester[]): Tester {
  return (uischema, schema, context) => {
    let result: boolean = false
    for (let index = 0; index < testers.length && !result; index++)
      result = testers[index]!(uischema, schema, context)
    return result
  }
}

const controlOf = (type: string): Tester => and(uiTypeIs('Control'), schemaTypeIs(type))

/** `@jsonforms/core`'s control testers of one type, on `schemaTypeIs` above. */
export const isStringControl = controlOf('string')
/** A `Control` of a `number` schema (`@jsonforms/core`'s `isNumberControl`). */
export const isNumberControl = controlOf('number')
/** A `Control` of an `integer` schema (`@jsonforms/core`'s `isIntegerControl`). */
export const isIntegerControl = controlOf('integer')
/** A `Control` of a `boolean` schema (`@jsonforms/core`'s `isBooleanControl`). */
export const isBooleanControl = controlOf('boolean')
