import * as core from '@jsonforms/core'
import { describe, expect, it, vi } from 'vitest'
import { sharedUiSchema } from 'nuxt-ui-jsonforms/kit/internal'
import { mountForm } from '../helpers/mountForm'

// The kit's testers resolve through this module's `resolveSchema`: counted, answers unchanged.
vi.mock('@jsonforms/core', async (importOriginal) => {
  const original = await importOriginal<typeof core>()
  return { ...original, resolveSchema: vi.fn(original.resolveSchema) }
})
const resolutions = vi.mocked(core.resolveSchema)
/**
 * How many times testers resolved a scope: once per element object ranked. A property that holds
 * its schema in place is found without a resolution, so the properties below point to theirs.
 */
const resolvedTimes = (scope: string) => resolutions.mock.calls.filter(([, asked]) => asked === scope).length

const definitions = { text: { type: 'string' } }
const text = { $ref: '#/definitions/text' }

describe('a generated sub-form', () => {
  it('is generated once per schema and shared, so that its elements are ranked once', () => {
    const schema = { type: 'object', properties: { street: { type: 'string' } } } as const
    const root = { type: 'object', properties: { address: schema } } as const
    expect(sharedUiSchema(schema, root)).toBe(sharedUiSchema(schema, root))
    expect(sharedUiSchema(schema, root)).toEqual(core.Generate.uiSchema(schema, 'VerticalLayout', undefined, root))
    expect(sharedUiSchema(schema, undefined)).not.toBe(sharedUiSchema(schema, root))
  })

  it('of an object field: the field renders the elements the form\'s prefetch ranked', async () => {
    resolutions.mockClear()
    const { wrapper } = await mountForm({
      schema: { type: 'object', properties: { address: { type: 'object', properties: { street: text, city: text } } }, definitions },
      uischema: { type: 'Control', scope: '#/properties/address' },
      data: { address: { street: 'Main Street' } },
    })
    expect((wrapper.find('input[name="address.street"]').element as HTMLInputElement).value).toBe('Main Street')
    expect(wrapper.find('input[name="address.city"]').exists()).toBe(true)
    expect(resolvedTimes('#/properties/street')).toBe(1)
    expect(resolvedTimes('#/properties/city')).toBe(1)
    wrapper.unmount()
  })

  it('of a list\'s items: every item renders the same elements, ranked once for the whole list', async () => {
    resolutions.mockClear()
    const { wrapper } = await mountForm({
      schema: { type: 'object', properties: { books: { type: 'array', items: { type: 'object', properties: { title: text } } } }, definitions },
      uischema: { type: 'Control', scope: '#/properties/books' },
      data: { books: [{ title: 'Emma' }, { title: 'Persuasion' }, { title: 'Sanditon' }] },
    })
    expect(wrapper.findAll('input[name$=".title"]').map(input => (input.element as HTMLInputElement).value)).toEqual(['Emma', 'Persuasion', 'Sanditon'])
    expect(resolvedTimes('#/properties/title')).toBe(1)
    wrapper.unmount()
  })
})
