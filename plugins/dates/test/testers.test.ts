import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import { uiPlugins } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'

/** `family/entry` that `uiRenderers` picks: highest rank, first in registry order on a tie. */
function winner(property: JsonSchema7, options?: Record<string, unknown>): string {
  const schema: JsonSchema7 = { type: 'object', properties: { field: property } }
  const uischema = { type: 'Control', scope: '#/properties/field', ...(options && { options }) } as UISchemaElement
  let best = { rank: -1, name: 'none' }
  for (const plugin of uiPlugins) {
    for (const entry of plugin.entries) {
      const rank = entry.tester(uischema, schema, { rootSchema: schema, config: {} })
      if (rank > best.rank)
        best = { rank, name: `${plugin.name}/${entry.name}` }
    }
  }
  return best.name
}

const range = { type: 'object', properties: { start: { type: 'string' }, end: { type: 'string' } } } as const

describe('which renderer wins for dates', () => {
  it.each([
    ['schema format date', { type: 'string', format: 'date' }, undefined, 'dates/date'],
    ['schema format time', { type: 'string', format: 'time' }, undefined, 'dates/date'],
    ['schema format date-time', { type: 'string', format: 'date-time' }, undefined, 'dates/date'],
    ['option format date on a plain string', { type: 'string' }, { format: 'date' }, 'dates/date'],
    ['option format calendar on a string', { type: 'string', format: 'date' }, { format: 'calendar' }, 'dates/calendar'],
    ['option format calendar on an object (range)', range, { format: 'calendar', range: true }, 'dates/calendar'],
    ['a plain string stays a text input', { type: 'string' }, undefined, 'text/text'],
    ['format date on a number is not a date', { type: 'number', format: 'date' }, undefined, 'number/number'],
    ['an object without the calendar option stays an object', range, undefined, 'object/object'],
  ] as const)('%s → %s', (_name, property, options, expected) => {
    expect(winner(property as JsonSchema7, options)).toBe(expected)
  })
})
