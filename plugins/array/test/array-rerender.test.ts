import type { UISchemaElement } from '@jsonforms/core'
import { config } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { getCurrentInstance } from 'vue'
import { mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'

const mountForm = mountWith([layoutsPlugin, arrayPlugin, textPlugin])

const schema = objectSchema({
  rows: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' } } } },
})
const rows = (n: number) => ({ rows: Array.from({ length: n }, (_, index) => ({ name: `Person ${index}`, city: 'Lyon' })) })

/** Component updates by component name, counted by a global mixin on every component. */
function countUpdates() {
  const updates = new Map<string, number>()
  config.global.mixins = [{
    beforeUpdate() {
      const name = getCurrentInstance()?.type.__name ?? getCurrentInstance()?.type.name ?? '?'
      updates.set(name, (updates.get(name) ?? 0) + 1)
    },
  }]
  return updates
}

afterEach(() => {
  config.global.mixins = []
})

const layouts: [string, UISchemaElement][] = [
  ['the card list', { type: 'Control', scope: '#/properties/rows', options: { elementLabelProp: 'name' } } as UISchemaElement],
  ['ListWithDetail', { type: 'ListWithDetail', scope: '#/properties/rows', options: { elementLabelProp: 'name' } } as UISchemaElement],
]

describe.each(layouts)('typing in one item of %s', (_name, uischema) => {
  it('updates neither the list nor any other item, also when it renames the item', async () => {
    const updates = countUpdates()
    const form = await mountForm({ schema, uischema, data: rows(30) })
    await settle()
    updates.clear()
    for (const [field, value] of [['city', 'Paris'], ['name', 'Ada']]) {
      await form.wrapper.find(`input[name="rows.0.${field}"]`).setValue(value)
      await settle()
    }
    expect((form.data.value as ReturnType<typeof rows>).rows[0]).toEqual({ name: 'Ada', city: 'Paris' })
    // The renamed item shows its new title.
    expect(form.wrapper.text()).toContain('Ada')
    for (const list of ['ArrayControl', 'ListWithDetailControl', 'ArrayFrame'])
      expect(updates.get(list), list).toBeUndefined()
    // One item update per edit at most (the renamed item's), never one per item of the list.
    expect(updates.get('ArrayItem') ?? 0).toBeLessThanOrEqual(2)
    expect(updates.get('ListEntry') ?? 0).toBeLessThanOrEqual(1)
    expect(updates.get('UButton') ?? 0).toBeLessThanOrEqual(2)
  })
})

describe('removing an item of ListWithDetail', () => {
  it('updates the buttons whose selection changes, not every button after the removed one', async () => {
    const updates = countUpdates()
    const form = await mountForm({ schema, uischema: layouts[1]![1], data: rows(30) })
    await settle()
    updates.clear()
    await form.wrapper.find('[data-action="remove"]').trigger('click')
    await settle()
    expect((form.data.value as ReturnType<typeof rows>).rows).toHaveLength(29)
    expect(form.wrapper.find('[aria-current="true"]').text()).toBe('Person 1')
    expect(updates.get('ListEntry') ?? 0).toBeLessThanOrEqual(1)
  })
})
