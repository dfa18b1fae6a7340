import { optionIs, rankWith, uiTypeIs } from '@jsonforms/core'
import { and, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'
import { isListSchema, itemSchemaOf, tableColumnsOf } from './arraySchema'
import { tupleOf } from './tupleSchema'

const list = schemaMatches((schema, rootSchema) => isListSchema(schema, rootSchema))

/**
 * `ranks.base`: the list is the default renderer of the array type. Every more specific array
 * widget outranks it: the multi-enum checkbox group (`items.enum` / `items.oneOf`, base + 1), tags
 * and file uploads (`format`). JSON Forms' vanilla set ranks its array list 2 over a base of 1.
 */
export const arrayTester = rankWith(ranks.base, and(uiTypeIs('Control'), list))

/** `ListWithDetail` is its own element type: nothing else claims it, so the base rank is enough. */
export const listWithDetailTester = rankWith(ranks.base, and(uiTypeIs('ListWithDetail'), list))

/**
 * `options.layout: "table"` on an array of flat objects (`tableColumnsOf`): an explicit option,
 * so `ranks.trigger`. On any other array the option is ignored and the list takes it.
 */
export const tableTester = rankWith(ranks.trigger, and(
  uiTypeIs('Control'),
  optionIs('layout', 'table'),
  schemaMatches((schema, rootSchema) => isListSchema(schema, rootSchema) && tableColumnsOf(itemSchemaOf(schema, rootSchema)) !== undefined),
))

/**
 * A tuple (`prefixItems`, or `items` as a list): one field per position. `ranks.base + 1`: above the
 * list, which takes a 2020-12 tuple's `items` (the schema of the items after the positions).
 */
export const tupleTester = rankWith(ranks.base + 1, and(uiTypeIs('Control'), schemaMatches((schema, rootSchema) => tupleOf(schema, rootSchema) !== undefined)))
