import { type Tester, rankWith, uiTypeIs } from '@jsonforms/core'
import { and, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'

const hasApi: Tester = (uischema) => {
  const api = (uischema as { options?: { api?: unknown } }).options?.api
  return api !== null && typeof api === 'object'
}

/** Any non-array control with an `options.api` object: the explicit option trumps formats. */
export const autocompleteTester = rankWith(ranks.trigger, and(uiTypeIs('Control'), hasApi, schemaMatches(schema => schema.type !== 'array')))
