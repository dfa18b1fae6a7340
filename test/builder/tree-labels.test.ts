import type { BuilderForm } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { mountBuilder, treeTitles } from './mountBuilder'

/** The kind each tree row names (the small text after its title). */
const treeKinds = () => [...document.querySelectorAll('[data-builder-tree] [data-tree-row]')].map(row => row.querySelector('[data-tree-kind]')?.textContent?.trim() ?? '')
/** The labels the preview shows, in order. */
const previewLabels = () => [...document.querySelectorAll('[data-testid=builder-canvas] label')].map(label => label.textContent?.replace('*', '').trim())

const form = {
  schema: {
    type: 'object',
    properties: {
      age: { type: 'integer' },
      first_name: { type: 'string', title: 'Given name' },
      nicknames: { type: 'array', items: { type: 'string' } },
      newsletter: { type: 'boolean' },
      terms: { type: 'boolean' },
    },
  },
  uischema: {
    type: 'VerticalLayout',
    elements: [
      { type: 'Control', scope: '#/properties/age' },
      { type: 'Control', scope: '#/properties/first_name', label: 'First name' },
      { type: 'Control', scope: '#/properties/nicknames' },
      { type: 'Control', scope: '#/properties/newsletter', options: { toggle: true } },
      { type: 'Control', scope: '#/properties/terms' },
    ],
  },
  data: {},
} as unknown as BuilderForm

describe('FormBuilder tree labels', { timeout: 120_000 }, () => {
  it('name each element as the preview labels it, and by the kind of widget it really is', async () => {
    await mountBuilder({ storageKey: false, modelValue: form })
    expect(treeTitles()).toEqual(['Vertical layout', 'Age', 'First name', 'Nicknames', 'Newsletter', 'Terms'])
    for (const title of ['Age', 'First name', 'Newsletter', 'Terms'])
      expect(previewLabels()).toContain(title)
    const kinds = treeKinds()
    expect(kinds[1]).toBe('Integer')
    expect(kinds[3]).not.toBe('List of objects')
    expect(kinds[3]).toBe('List')
    expect(kinds[4]).toBe('Switch')
    expect(kinds[5]).toBe('Checkbox')
  })

  it('names a stepper Stepper and a Categorization of tabs Categorization', async () => {
    const steps = { type: 'Categorization', options: { variant: 'stepper' }, elements: [{ type: 'Category', label: 'About you', elements: [] }] }
    const tabs = { type: 'Categorization', elements: [{ type: 'Category', label: 'Documents', elements: [] }] }
    await mountBuilder({ storageKey: false, modelValue: { schema: { type: 'object', properties: {} }, uischema: { type: 'VerticalLayout', elements: [steps, tabs] }, data: {} } as unknown as BuilderForm })
    expect(treeTitles()).toEqual(['Vertical layout', 'Stepper', 'About you', 'Categorization', 'Documents'])
  })
})
