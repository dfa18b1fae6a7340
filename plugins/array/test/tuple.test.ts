import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, choicePlugin, layoutsPlugin, numberPlugin, objectPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'
import { failOnLoggedErrors, press } from './helpers'

const mountForm = mountWith([layoutsPlugin, arrayPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin, choicePlugin])

const labels = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper']) => wrapper.findAll('[data-position] label').map(label => label.text())

describe('a tuple', () => {
  failOnLoggedErrors()

  it('draft-07 items as a list: one field per position, titled by its schema or "Item N", each its type\'s control', async () => {
    const schema = objectSchema({ point: { type: 'array', title: 'Point', items: [{ type: 'string', title: 'Label' }, { type: 'number' }, { type: 'boolean', title: 'Shown' }] } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('point'), data: { point: ['A', 1.5, true] } })
    await waitForChunks()
    expect(wrapper.find(`#${wrapper.find('[data-path="point"][role="group"]').attributes('aria-labelledby')}`).text()).toBe('Point')
    expect(labels(wrapper)).toEqual(['Label', 'Item 2', 'Shown'])
    expect((wrapper.find('input[name="point.0"]').element as HTMLInputElement).value).toBe('A')
    expect(wrapper.find('[data-path="point.2"] [role="checkbox"]').attributes('aria-checked')).toBe('true')
    await wrapper.find('input[name="point.0"]').setValue('B')
    await settle()
    expect(data.value).toEqual({ point: ['B', 1.5, true] })
    // No list buttons: the positions are fixed.
    expect(wrapper.find('[data-action="add"]').exists()).toBe(false)
  })

  it('fills a later position of an empty tuple into a list', async () => {
    const schema = objectSchema({ pair: { type: 'array', items: [{ type: 'string', title: 'Key' }, { type: 'string', title: 'Value' }] } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('pair'), data: {} })
    await waitForChunks()
    await wrapper.find('input[name="pair.1"]').setValue('x')
    await settle()
    expect(data.value).toEqual({ pair: [undefined, 'x'] })
  })

  it('2020-12 prefixItems with items after them: the positions, then a list of the rest with Add and Remove', async () => {
    const schema = objectSchema({ row: { type: 'array', title: 'Row', prefixItems: [{ type: 'string', title: 'Name' }], items: { type: 'integer', title: 'Score' } } as JsonSchema7 })
    const { wrapper, data } = await mountForm({ schema, uischema: control('row'), data: { row: ['Ada', 3] } })
    await waitForChunks()
    expect(labels(wrapper)).toEqual(['Name', 'Score'])
    await press(wrapper, 'Add')
    await waitForChunks()
    expect(data.value).toEqual({ row: ['Ada', 3, 0] })
    expect(wrapper.findAll('[data-position]')).toHaveLength(3)
    await wrapper.findAll('[data-action="remove"]')[0]!.trigger('click')
    await settle()
    expect(data.value).toEqual({ row: ['Ada', 0] })
  })

  it('draft-07 additionalItems after the positions', async () => {
    const schema = objectSchema({ row: { type: 'array', items: [{ type: 'string', title: 'Name' }], additionalItems: { type: 'string', title: 'Alias' } } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('row'), data: { row: ['Ada'] } })
    await waitForChunks()
    await press(wrapper, 'Add')
    expect(data.value).toEqual({ row: ['Ada', ''] })
  })

  it('explains a stored value that is not a list and keeps it', async () => {
    const schema = objectSchema({ pair: { type: 'array', items: [{ type: 'string' }, { type: 'string' }] } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('pair'), data: { pair: 'ab' } })
    await waitForChunks()
    expect(wrapper.find('[data-testid="array-not-list"]').text()).toContain('"ab"')
    expect(data.value).toEqual({ pair: 'ab' })
  })
})
