import { type Tester, rankWith } from '@jsonforms/core'
import { isPlainObject, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'

/**
 * A `oneOf` every entry of which is a `{ const }`: a list of choices, which the choice family shows.
 * Here rather than in `variants.ts`, which goes with the lazy control.
 */
export function isConstChoiceList(list: unknown): boolean {
  return Array.isArray(list) && list.length > 0 && list.every(entry => isPlainObject(entry) && 'const' in entry)
}

/**
 * A Control whose schema has a `oneOf` or an `anyOf`, except a `oneOf` of `{ const }` entries (a
 * list of choices: the choice family's select takes it).
 */
const hasVariants: Tester = schemaMatches(schema => isPlainObject(schema)
  && (Object.hasOwn(schema, 'oneOf') ? !isConstChoiceList(schema.oneOf) : Object.hasOwn(schema, 'anyOf')))

/**
 * One above the type defaults: the variants must win over the object sub-form, the array list or
 * the text input of the schema's `type`; an explicit option (`multi`, a `format`, `slider`...) still
 * wins over them.
 */
const combinatorRank = ranks.base + 1

export const combinatorTester = rankWith(combinatorRank, hasVariants)
