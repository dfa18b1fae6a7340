import { rankWith, uiTypeIs } from '@jsonforms/core'
import { and, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'
import { mapShapeOf } from 'nuxt-ui-jsonforms/kit/internal'
import { isObjectSchema, mergeAllOf } from './objectSchema'

/**
 * `ranks.base`: the sub-form is the default renderer of the object type, as a text input is of
 * strings. Everything more specific about an object outranks it: a `oneOf` / `anyOf` variant
 * selector, a rich-text document (`wysiwyg`), a date range. (JSON Forms' vanilla set ranks its
 * object renderer 2 because its own base is 1 too; the order is the same.)
 */
export const objectTester = rankWith(ranks.base, and(uiTypeIs('Control'), schemaMatches((schema, rootSchema) => isObjectSchema(schema, rootSchema))))

/**
 * An object whose schema allows entries beyond its `properties` (`additionalProperties` a schema
 * or `true`, `patternProperties`): the sub-form and the entries. The object's rank: listed before
 * the object entry, it wins the tie, and everything that outranks the object (a `oneOf` selector,
 * a date range...) outranks the map too.
 */
export const mapTester = rankWith(ranks.base, and(uiTypeIs('Control'), schemaMatches((schema, rootSchema) =>
  isObjectSchema(schema, rootSchema) && mapShapeOf(mergeAllOf(schema, rootSchema)) !== undefined)))
