import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import { uiPlugins } from 'nuxt-ui-jsonforms'
import { winningEntry } from 'nuxt-ui-jsonforms/kit'
import { describe, expect, it } from 'vitest'

/** The family and entry (`choice/select-menu`) that wins one property among the families of `uiRenderers`, as JSON Forms would pick. */
function winner(property: JsonSchema7, options?: Record<string, unknown>): string | undefined {
  const schema: JsonSchema7 = { type: 'object', properties: { field: property } }
  const uischema = { type: 'Control', scope: '#/properties/field', ...(options ? { options } : {}) } as UISchemaElement
  const won = winningEntry(uiPlugins, uischema, schema)
  return won && `${won.plugin.name}/${won.entry.name}`
}

const oneOf = [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }]

describe('which choice renderer wins', () => {
  it.each([
    ['a string enum (over the text input)', { type: 'string', enum: ['a', 'b'] }, undefined, 'choice/select-menu'],
    ['a number enum (over the number input)', { type: 'number', enum: [1, 2] }, undefined, 'choice/select-menu'],
    ['an integer oneOf const/title', { type: 'integer', oneOf }, undefined, 'choice/select-menu'],
    ['an untyped anyOf const/title (over the combinator)', { anyOf: oneOf }, undefined, 'choice/select-menu'],
    ['an anyOf of a const and a type (the combinator keeps it)', { anyOf: [{ const: 1 }, { type: 'string' }] }, undefined, 'combinator/combinator'],
    ['a oneOf const/title without type', { oneOf }, undefined, 'choice/select-menu'],
    ['an enum without type', { enum: ['a', null] }, undefined, 'choice/select-menu'],
    ['a plain string with suggestions', { type: 'string' }, { suggestion: ['x'] }, 'choice/select-menu'],
    ['an enum with format select', { type: 'string', enum: ['a'] }, { format: 'select' }, 'choice/select'],
    ['a oneOf with format select', { oneOf }, { format: 'select' }, 'choice/select'],
    ['an enum with format radio', { type: 'string', enum: ['a'] }, { format: 'radio' }, 'choice/radio'],
    ['a oneOf with format radio', { type: 'integer', oneOf }, { format: 'radio' }, 'choice/radio'],
    ['an array of enum items', { type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, undefined, 'choice/checkbox-group'],
    ['an array of oneOf items', { type: 'array', uniqueItems: true, items: { oneOf } }, undefined, 'choice/checkbox-group'],
  ] as const)('%s', (_name, property, options, expected) => {
    expect(winner(property as JsonSchema7, options)).toBe(expected)
  })

  it('leaves plain strings, numbers and strings with format radio but no choices to the other families', () => {
    expect(winner({ type: 'string' })).toBe('text/text')
    expect(winner({ type: 'number' })).toBe('number/number')
    expect(winner({ type: 'string' }, { format: 'radio' })).toBe('text/text')
  })
})
