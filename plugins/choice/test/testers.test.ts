import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import { pickRenderer } from 'nuxt-ui-jsonforms/kit'
import { describe, expect, it } from 'vitest'
import CheckboxGroupControl from '../CheckboxGroupControl.vue'
import RadioControl from '../RadioControl.vue'
import SelectControl from '../SelectControl.vue'
import SelectMenuControl from '../SelectMenuControl.vue'

/** The renderer `uiRenderers` picks for one property, as JSON Forms would. */
function winner(property: JsonSchema7, options?: Record<string, unknown>): unknown {
  const schema: JsonSchema7 = { type: 'object', properties: { field: property } }
  const uischema = { type: 'Control', scope: '#/properties/field', ...(options ? { options } : {}) } as UISchemaElement
  return pickRenderer(uiRenderers, uischema, schema, { rootSchema: schema, config: {} })
}

const oneOf = [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }]

describe('which choice renderer wins', () => {
  it.each([
    ['a string enum (over the text input)', { type: 'string', enum: ['a', 'b'] }, undefined, SelectMenuControl],
    ['a number enum (over the number input)', { type: 'number', enum: [1, 2] }, undefined, SelectMenuControl],
    ['an integer oneOf const/title', { type: 'integer', oneOf }, undefined, SelectMenuControl],
    ['a oneOf const/title without type', { oneOf }, undefined, SelectMenuControl],
    ['an enum without type', { enum: ['a', null] }, undefined, SelectMenuControl],
    ['a plain string with suggestions', { type: 'string' }, { suggestion: ['x'] }, SelectMenuControl],
    ['an enum with format select', { type: 'string', enum: ['a'] }, { format: 'select' }, SelectControl],
    ['a oneOf with format select', { oneOf }, { format: 'select' }, SelectControl],
    ['an enum with format radio', { type: 'string', enum: ['a'] }, { format: 'radio' }, RadioControl],
    ['a oneOf with format radio', { type: 'integer', oneOf }, { format: 'radio' }, RadioControl],
    ['an array of enum items', { type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, undefined, CheckboxGroupControl],
    ['an array of oneOf items', { type: 'array', uniqueItems: true, items: { oneOf } }, undefined, CheckboxGroupControl],
  ] as const)('%s', (_name, property, options, expected) => {
    expect(winner(property as JsonSchema7, options)).toBe(expected)
  })

  it('leaves plain strings, numbers and strings with format radio but no choices to the other families', () => {
    const choiceRenderers = [SelectMenuControl, SelectControl, RadioControl, CheckboxGroupControl]
    expect(choiceRenderers).not.toContain(winner({ type: 'string' }))
    expect(choiceRenderers).not.toContain(winner({ type: 'number' }))
    expect(choiceRenderers).not.toContain(winner({ type: 'string' }, { format: 'radio' }))
    expect(winner({ type: 'string' }, { format: 'radio' })).toBeDefined()
  })
})
