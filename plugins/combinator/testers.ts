import { type Tester, rankWith } from '@jsonforms/core'
import { isPlainObject, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'

/**
 * A `oneOf` (or `anyOf`) every entry of which is a `{ const }`: a list of choices, which the choice family shows.
 * Here rather than in `variants.ts`, which goes with the lazy control.
 */
export function isConstChoiceList(list: unknown): boolean {
  return Array.isArray(list) && list.length > 0 && list.every(entry => isPlainObject(entry) && 'const' in entry)
}

/**
 * A Control whose schema has a `oneOf` or an `anyOf`, except one of `{ const }` entries only (a
 * list of choices: the choice family's select takes it).
 */
const hasVariants: Tester = schemaMatches(schema => isPlainObject(schema)
  && (Object.hasOwn(schema, 'oneOf') ? !isConstChoiceList(schema.oneOf) : Object.hasOwn(schema, 'anyOf') && !isConstChoiceList(schema.anyOf)))

/**
 * One above the type defaults: the variants must win over the object sub-form, the array list or
 * the text input of the schema's `type`; an explicit option (`multi`, a `format`, `slider`...) still
 * wins over them.
 */
const combinatorRank = ranks.base + 1

export const combinatorTester = rankWith(combinatorRank, hasVariants)

/**
 * A `type` list of two or more types besides `"null"` (`["string", "number"]`): a type selector,
 * the value kept per type as a variant's is. A list of one type and `"null"` is that type's own
 * control with its "No value" toggle. Above every widget of one of the types (a `format`, an
 * option): none of them can hold the others' values.
 */
export const typeChoiceTester = rankWith(ranks.trigger, schemaMatches(schema => isPlainObject(schema) && !Object.hasOwn(schema, 'oneOf') && !Object.hasOwn(schema, 'anyOf') && isTypeChoice(schema.type)))

/** Two or more distinct JSON types besides `"null"`. */
export function isTypeChoice(type: unknown): type is string[] {
  return Array.isArray(type) && new Set(type.filter(part => typeof part === 'string' && part !== 'null')).size >= 2
}
