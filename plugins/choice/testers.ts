import { type Tester, optionIs, rankWith } from '@jsonforms/core'
import { and, isStringControl, or, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'
import { choiceCount, hasMultiChoices, hasSingleChoices, multiChoiceCount } from './items'
import { virtualizeAbove } from './longList'

/** One above the type defaults: an enum of strings or numbers must not fall to the text or number input. */
const choiceRank = ranks.base + 1

const singleChoice = schemaMatches(schema => hasSingleChoices(schema))
const withSuggestions: Tester = uischema => Array.isArray((uischema as { options?: { suggestion?: unknown } }).options?.suggestion)

const multiChoice = schemaMatches(hasMultiChoices)

/** Whether the field's `count` of choices is no more than its `virtualizeAbove`: a longer list is left to the (virtualised) select menu. */
const listUpTo = (count: (schema: unknown) => number, short: boolean): Tester => (uischema, schema, context) =>
  schemaMatches(scoped => (count(scoped) <= virtualizeAbove((uischema as { options?: unknown }).options)) === short)(uischema, schema, context)

/** One choice, or a list of choices too long for a checkbox group (the menu then picks several). */
export const selectMenuTester = rankWith(choiceRank, or(singleChoice, and(isStringControl, withSuggestions), and(multiChoice, listUpTo(multiChoiceCount, false))))
export const selectTester = rankWith(ranks.format, and(singleChoice, optionIs('format', 'select'), listUpTo(choiceCount, true)))
export const radioTester = rankWith(ranks.format, and(singleChoice, optionIs('format', 'radio'), listUpTo(choiceCount, true)))
export const checkboxGroupTester = rankWith(choiceRank, and(multiChoice, listUpTo(multiChoiceCount, true)))
