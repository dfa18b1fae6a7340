import { type Tester, optionIs, rankWith } from '@jsonforms/core'
import { and, isStringControl, or, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'
import { choiceCount, hasSingleChoices, multiChoicesOf } from './items'
import { virtualizeAbove } from './longList'

/** One above the type defaults: an enum of strings or numbers must not fall to the text or number input. */
const choiceRank = ranks.base + 1

const singleChoice = schemaMatches(schema => hasSingleChoices(schema))
const withSuggestions: Tester = uischema => Array.isArray((uischema as { options?: { suggestion?: unknown } }).options?.suggestion)

export const selectMenuTester = rankWith(choiceRank, or(singleChoice, and(isStringControl, withSuggestions)))
/** No more choices than `virtualizeAbove`: a longer list is left to the (virtualised) select menu. */
const shortList: Tester = (uischema, schema, context) =>
  schemaMatches(scoped => choiceCount(scoped) <= virtualizeAbove((uischema as { options?: unknown }).options))(uischema, schema, context)

export const selectTester = rankWith(ranks.format, and(singleChoice, optionIs('format', 'select'), shortList))
export const radioTester = rankWith(ranks.format, and(singleChoice, optionIs('format', 'radio'), shortList))
export const checkboxGroupTester = rankWith(choiceRank, schemaMatches(schema => multiChoicesOf(schema) !== undefined))
