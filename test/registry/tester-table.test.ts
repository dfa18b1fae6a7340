import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import { type FormExample, type RendererPlugin, allPlugins, uiPlugins } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'

/** `family/entry` of the renderer `uiRenderers` picks for an element: highest rank, first in registry order on a tie. */
function winner(uischema: UISchemaElement, schema: JsonSchema7, plugins: readonly RendererPlugin[] = uiPlugins): string {
  let best = { rank: -1, name: 'none' }
  for (const plugin of plugins) {
    for (const entry of plugin.entries) {
      const rank = entry.tester(uischema, schema, { rootSchema: schema, config: {} })
      if (rank > best.rank)
        best = { rank, name: `${plugin.name}/${entry.name}` }
    }
  }
  return best.name
}

function controlWinner(property: JsonSchema7, options?: Record<string, unknown>): string {
  const schema: JsonSchema7 = { type: 'object', properties: { field: property } }
  return winner({ type: 'Control', scope: '#/properties/field', ...(options && { options }) } as UISchemaElement, schema)
}

const oneOfConsts = [{ const: 'fr', title: 'French' }, { const: 'en', title: 'English' }]
const address = { type: 'object', properties: { street: { type: 'string' } } } as const
const person = { type: 'object', properties: { name: { type: 'string' } } } as const

describe('which renderer wins (tester table)', () => {
  it.each([
    ['string', { type: 'string' }, undefined, 'text/text'],
    ['string + multi', { type: 'string' }, { multi: true }, 'text/textarea'],
    ['string + format password', { type: 'string', format: 'password' }, undefined, 'text/password'],
    ['number', { type: 'number' }, undefined, 'number/number'],
    ['integer', { type: 'integer' }, undefined, 'number/number'],
    ['boolean', { type: 'boolean' }, undefined, 'boolean/boolean'],
    ['boolean + toggle', { type: 'boolean' }, { toggle: true }, 'boolean/switch'],
    ['enum', { type: 'string', enum: ['a', 'b'] }, undefined, 'choice/select-menu'],
    ['enum + format select', { type: 'string', enum: ['a', 'b'] }, { format: 'select' }, 'choice/select'],
    ['enum + format radio', { type: 'string', enum: ['a', 'b'] }, { format: 'radio' }, 'choice/radio'],
    ['oneOf const/title', { type: 'string', oneOf: oneOfConsts }, undefined, 'choice/select-menu'],
    ['oneOf const/title without type', { oneOf: oneOfConsts }, undefined, 'choice/select-menu'],
    ['oneOf const/title + format radio', { oneOf: oneOfConsts }, { format: 'radio' }, 'choice/radio'],
    ['array of enum', { type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, undefined, 'choice/checkbox-group'],
    ['array of oneOf const/title', { type: 'array', uniqueItems: true, items: { oneOf: oneOfConsts } }, undefined, 'choice/checkbox-group'],
    ['array of strings + format tags', { type: 'array', items: { type: 'string' } }, { format: 'tags' }, 'tags/tags'],
    ['array of strings', { type: 'array', items: { type: 'string' } }, undefined, 'array/array'],
    ['integer + slider', { type: 'integer', minimum: 0, maximum: 10 }, { slider: true }, 'slider/slider'],
    ['number + slider object', { type: 'number', minimum: 0, maximum: 1, multipleOf: 0.1 }, { slider: { color: 'neutral' } }, 'slider/slider'],
    ['integer + format rating', { type: 'integer', maximum: 5 }, { format: 'rating' }, 'rating/rating'],
    ['string + format pin', { type: 'string', maxLength: 6 }, { format: 'pin' }, 'pin/pin'],
    ['string + schema format color', { type: 'string', format: 'color' }, undefined, 'color/color'],
    ['string + option format color', { type: 'string' }, { format: 'color' }, 'color/color'],
    ['object', address, undefined, 'object/object'],
    ['allOf of objects', { allOf: [address, person] }, undefined, 'object/object'],
    ['array of objects', { type: 'array', items: address }, undefined, 'array/array'],
    ['oneOf of objects', { oneOf: [address, person] }, undefined, 'combinator/combinator'],
    ['anyOf of objects', { anyOf: [address, person] }, undefined, 'combinator/combinator'],
  ] as const)('%s → %s', (_name, property, options, expected) => {
    expect(controlWinner(property as JsonSchema7, options)).toBe(expected)
  })

  it.each([
    ['VerticalLayout', 'layouts/vertical-layout'],
    ['HorizontalLayout', 'layouts/horizontal-layout'],
    ['Group', 'layouts/group'],
    ['Label', 'layouts/label'],
    ['Categorization', 'categorization/categorization'],
  ])('%s → %s', (type, expected) => {
    expect(winner({ type, elements: [] } as UISchemaElement, { type: 'object', properties: {} })).toBe(expected)
  })

  it('renders ListWithDetail with the array family', () => {
    const schema: JsonSchema7 = { type: 'object', properties: { items: { type: 'array', items: address } } }
    expect(winner({ type: 'ListWithDetail', scope: '#/properties/items' } as UISchemaElement, schema)).toBe('array/list-with-detail')
  })

  it('leaves only what nobody takes to the explained placeholder', () => {
    expect(winner({ type: 'Carousel' } as UISchemaElement, { type: 'object', properties: {} })).toBe('unknown/unknown')
  })
})

/** Every element of a UI schema, the root first. */
function elementsOf(uischema: UISchemaElement): UISchemaElement[] {
  const children = (uischema as { elements?: UISchemaElement[] }).elements ?? []
  return [uischema, ...children.flatMap(elementsOf)]
}

// Each family's gallery examples: whatever a family adds, its own examples show it winning.
const familyExamples = import.meta.glob<{ examples: FormExample[] }>('../plugins/*/examples.ts', { eager: true })

describe.each(Object.entries(familyExamples).map(([path, module]) => [/plugins\/([^/]+)\//.exec(path)![1]!, module.examples] as const))('the examples of %s', (family, examples) => {
  it.each(examples.map(example => [example.id, example] as const))('%s holds an element the family draws (allRenderers)', (_id, example) => {
    const winners = elementsOf(example.uischema).map(element => winner(element, example.schema as JsonSchema7, allPlugins))
    expect(winners.some(name => name.startsWith(`${family}/`)), winners.join(', ')).toBe(true)
  })
})
