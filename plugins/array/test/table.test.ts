import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it, vi } from 'vitest'
import { control, mountWith, objectSchema, settle, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, choicePlugin, layoutsPlugin, numberPlugin, objectPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'
import { failOnLoggedErrors, press } from './helpers'

const mountForm = mountWith([layoutsPlugin, arrayPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin, choicePlugin])

const row: JsonSchema7 = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    qty: { type: 'integer', title: 'Quantity', default: 1 },
    unit: { type: 'string', enum: ['kg', 'pcs'] },
    paid: { type: 'boolean', title: 'Paid' },
  },
}
const schema = objectSchema({ lines: { type: 'array', title: 'Order lines', items: row } })
const table = control('lines', { layout: 'table', showSortButtons: true })
const two = () => ({ lines: [{ name: 'Flour', qty: 2, unit: 'kg' }, { name: 'Eggs', qty: 12, unit: 'pcs', paid: true }] })

describe('the table view of an array of flat objects', () => {
  failOnLoggedErrors()

  it('is a table captioned by the label: a column header per property, a row per item, a labelled control per cell', async () => {
    const { wrapper } = await mountForm({ schema, uischema: table, data: two() })
    await waitForChunks()
    const element = wrapper.find('table[data-testid="array-table"]')
    expect(element.find('caption').text()).toBe('Order lines')
    expect(element.findAll('thead th').map(th => [th.attributes('scope'), th.text()])).toEqual([['col', 'Name'], ['col', 'Quantity'], ['col', 'unit'], ['col', 'Paid'], ['col', 'Actions']])
    expect(element.findAll('tbody tr')).toHaveLength(2)
    const name = element.find('input[name="lines.1.name"]')
    expect((name.element as HTMLInputElement).value).toBe('Eggs')
    expect(wrapper.find(`label[for="${name.attributes('id')}"]`).text()).toBe('Name, Item 2')
    expect(element.find('[data-path="lines.0.qty"]').exists()).toBe(true)
    expect(element.find('[data-path="lines.0.unit"]').exists()).toBe(true)
    expect(element.find('[data-path="lines.1.paid"] [role="checkbox"]').attributes('aria-checked')).toBe('true')
  })

  it('edits a cell into its item', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: table, data: two() })
    await waitForChunks()
    await wrapper.find('input[name="lines.0.name"]').setValue('Rye flour')
    await settle()
    expect(data.value).toEqual({ lines: [{ name: 'Rye flour', qty: 2, unit: 'kg' }, { name: 'Eggs', qty: 12, unit: 'pcs', paid: true }] })
  })

  it('adds a row from the defaults and focuses its first cell, moves and removes rows (with Undo)', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: table, data: two() })
    await waitForChunks()
    await press(wrapper, 'Add')
    await waitForChunks()
    expect(data.value).toEqual({ lines: [...two().lines, { qty: 1 }] })
    await vi.waitFor(() => expect(document.activeElement).toBe(wrapper.find('input[name="lines.2.name"]').element))
    await press(wrapper, 'Move Item 2 up')
    expect((data.value as { lines: { name?: string }[] }).lines.map(line => line.name)).toEqual(['Eggs', 'Flour', undefined])
    await press(wrapper, 'Remove Item 1')
    await settle()
    expect((data.value as { lines: { name?: string }[] }).lines.map(line => line.name)).toEqual(['Flour', undefined])
    await press(wrapper, 'Undo')
    expect((data.value as { lines: { name?: string }[] }).lines.map(line => line.name)).toEqual(['Eggs', 'Flour', undefined])
  })

  it('leaves arrays whose items are not flat to the cards, and ignores the option without it', async () => {
    const nested = objectSchema({ lines: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } } } })
    const { wrapper } = await mountForm({ schema: nested, uischema: table, data: { lines: [{ name: 'A' }] } })
    await waitForChunks()
    expect(wrapper.find('table').exists()).toBe(false)
    expect(wrapper.find('input[name="lines.0.name"]').exists()).toBe(true)
    const cards = await mountForm({ schema, uischema: control('lines'), data: two() })
    await waitForChunks()
    expect(cards.wrapper.find('table').exists()).toBe(false)
  })
})
