import { beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { click, find, mountBuilder } from './mountBuilder'

/** Types into the inspector's field named `name` (`field.fields.0.title`), as a user's keys do. */
async function type(name: string, value: string): Promise<void> {
  // The list's renderer arrives in a chunk of its own.
  const input = await vi.waitFor(() => find(`[data-testid=builder-inspector] [name="${name}"]`) as HTMLInputElement, { timeout: 15_000 })
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
  await settle()
}
const itemFields = (form: { schema: object }) => (form.schema as { properties: { array: { items: { properties: object } } } }).properties.array.items.properties

beforeEach(() => localStorage.clear())

describe('the inspector\'s Fields list, in the builder', { timeout: 120_000 }, () => {
  it('renames, adds and titles the fields of a new list\'s items; the canvas draws an item with them', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="array"]')
    expect(Object.keys(itemFields(emitted.value.at(-1)!))).toEqual(['name', 'description'])
    await type('field.fields.0.title', 'Product')
    expect(Object.keys(itemFields(emitted.value.at(-1)!))).toEqual(['product', 'description'])
    // Add: a third card, its title typed.
    const add = [...find('[data-testid=builder-inspector]').querySelectorAll<HTMLButtonElement>('[data-action=add]')].find(button => button.closest('[data-path="field.fields"]'))!
    add.click()
    await settle()
    await type('field.fields.2.title', 'Unit price')
    expect(itemFields(emitted.value.at(-1)!)).toEqual({
      product: { type: 'string', title: 'Product' },
      description: { type: 'string', title: 'Description' },
      unitPrice: { type: 'string', title: 'Unit price' },
    })
    // The inspector shows the keys that followed the titles.
    expect((find('[data-testid=builder-inspector] [name="field.fields.2.key"]') as HTMLInputElement).value).toBe('unitPrice')
    // The canvas's list adds an item drawn with the new fields.
    const canvasAdd = await vi.waitFor(() => find('[data-testid=builder-canvas] [data-action=add]'), { timeout: 15_000 })
    canvasAdd.click()
    await settle()
    await vi.waitFor(() => {
      const labels = [...find('[data-testid=builder-canvas]').querySelectorAll('label')].map(label => label.textContent?.trim())
      expect(labels).toEqual(expect.arrayContaining(['Product', 'Description', 'Unit price']))
    }, { timeout: 15_000 })
  })
})
