import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountForm, settle } from '../helpers/mountForm'

/** Schemas of real tools that say less than a form needs: their fields still render and edit. */
describe('a field whose schema says little', () => {
  it('a list that says nothing of its items (no items, true, {}) edits them as text', async () => {
    for (const list of [{ type: 'array' }, { type: 'array', items: true }, { type: 'array', items: {} }] as JsonSchema7[]) {
      const { wrapper, data } = await mountForm({ schema: { type: 'object', properties: { tags: list } }, uischema: control('tags'), data: { tags: ['a'] } })
      expect(wrapper.find('[data-testid="unrendered-element"]').exists()).toBe(false)
      const input = wrapper.find('[data-path="tags.0"] input')
      expect((input.element as HTMLInputElement).value).toBe('a')
      await input.setValue('b')
      await settle()
      expect(data.value).toEqual({ tags: ['b'] })
      wrapper.unmount()
    }
  })

  it('an untyped allOf of a $ref to an integer and a default is a number field, validated by the whole allOf', async () => {
    const schema = {
      type: 'object',
      definitions: { nonNegative: { type: 'integer', minimum: 0 } },
      properties: { minLength: { allOf: [{ $ref: '#/definitions/nonNegative' }, { default: 0 }] } },
    }
    const { wrapper, errors } = await mountForm({ schema, uischema: control('minLength'), data: { minLength: -1 } })
    expect(wrapper.find('[data-testid="unrendered-element"]').exists()).toBe(false)
    expect(wrapper.find('[data-path="minLength"] input').exists()).toBe(true)
    expect(errors.value.map(error => error.keyword)).toEqual(['minimum'])
  })

  it('an untyped allOf of parts of different types ranks as JSON Forms ranks it, by its first typed part', async () => {
    const schema = { type: 'object', definitions: { count: { type: 'integer' } }, properties: { odd: { allOf: [{ type: 'string' }, { $ref: '#/definitions/count' }] } } }
    const { wrapper } = await mountForm({ schema, uischema: control('odd'), data: {} })
    expect(wrapper.find('[data-path="odd"] input[type="text"]').exists()).toBe(true)
  })

  it('a map whose values refer back to the root edits each value as the root', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string' }, children: { type: 'object', additionalProperties: { $ref: '#' } } } }
    const { wrapper } = await mountForm({ schema, uischema: control('children'), data: { children: { ada: { name: 'Ada' } } } })
    expect(wrapper.find('[data-testid="unrendered-element"]').exists()).toBe(false)
    expect((wrapper.find('[data-path="children.ada.name"] input').element as HTMLInputElement).value).toBe('Ada')
  })
})
