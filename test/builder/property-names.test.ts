import type { BuilderForm } from 'nuxt-ui-jsonforms'
import { beforeEach, describe, expect, it } from 'vitest'
import { toRaw } from 'vue'
import { applyField } from '../../src/builder/inspector/fieldSection'
import { duplicateNode, isRequired, propertyAt, removeNode, renameProperty, schemaAt, setProperty, setRequired } from '../../src/builder/model'
import { getIn } from '../../src/builder/model/data'
import { settle } from '../helpers/mountForm'
import { click, find, mountBuilder, openTab } from './mountBuilder'

/** Names every plain object answers to through its prototype. */
const names = ['constructor', 'prototype', 'hasOwnProperty', '__proto__', 'toString', 'valueOf'] as const

/** The inspector's field labelled `label`. */
function inspectorField(label: string): HTMLInputElement {
  const inspector = find('[data-testid=builder-inspector]')
  const labelElement = [...inspector.querySelectorAll('label')].find(l => l.textContent?.replace('*', '').trim() === label)
  expect(labelElement, `inspector label ${label}`).toBeDefined()
  return find(`[id="${labelElement!.htmlFor}"]`) as HTMLInputElement
}

/** Types into an input as a user does, one character at a time. */
async function typeKeys(input: HTMLInputElement, text: string) {
  for (let end = 1; end <= text.length; end++) {
    input.value = text.slice(0, end)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await settle()
  }
  input.dispatchEvent(new Event('change', { bubbles: true }))
  await settle()
}

/** The value `holder` keeps as its own property `name` (read past Vue's proxy, which answers `hasOwnProperty` itself). */
const stored = (holder: unknown, name: string) => Object.getOwnPropertyDescriptor(toRaw(holder as object) ?? {}, name)?.value

const propertiesOf = (form: BuilderForm) => toRaw(form.schema.properties) as Record<string, unknown>

beforeEach(() => localStorage.clear())

/** The title whose key is the name (a key follows its new title), for the names a title can give. */
const titles: Partial<Record<typeof names[number], string>> = { constructor: 'Constructor', prototype: 'Prototype', hasOwnProperty: 'Has own property', toString: 'To string', valueOf: 'Value of' }

/** A top-level field `text` and a nested `address.street`, both required, with data. */
function sample(): BuilderForm {
  return {
    schema: {
      type: 'object',
      properties: {
        text: { type: 'string', title: 'Text' },
        address: { type: 'object', properties: { street: { type: 'string' } }, required: ['street'] },
      },
      required: ['text'],
    },
    uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/text' }, { type: 'Control', scope: '#/properties/address/properties/street' }] } as BuilderForm['uischema'],
    data: { text: 'Ada', address: { street: 'Main' } },
  }
}

describe('a field key named after Object.prototype, in the builder\'s model', () => {
  it.each(names)('%s: renamed to, edited, required, duplicated and removed as an own key', (name) => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort()
    const scope = `#/properties/${name}`
    const renamed = renameProperty(sample(), '#/properties/text', name)
    const properties = renamed.schema.properties as Record<string, unknown>
    expect(Object.keys(properties)).toEqual([name, 'address'])
    expect(stored(properties, name)).toEqual({ type: 'string', title: 'Text' })
    expect(renamed.schema.required).toEqual([name])
    expect(renamed.uischema).toMatchObject({ elements: [{ scope }, {}] })
    expect(stored(renamed.data, name)).toBe('Ada')
    expect(getIn(renamed.data, [name])).toBe('Ada')

    const edited = setProperty(renamed, scope, { title: 'Renamed', minLength: 2 })
    expect(stored(edited.schema.properties, name)).toEqual({ type: 'string', title: 'Renamed', minLength: 2 })
    expect(propertyAt(edited.schema, scope)).toEqual({ type: 'string', title: 'Renamed', minLength: 2 })
    expect(isRequired(setRequired(edited, scope, false).schema, scope)).toBe(false)
    expect(isRequired(setRequired(setRequired(edited, scope, false), scope, true).schema, scope)).toBe(true)

    const duplicated = duplicateNode(edited, [0])
    expect(Object.keys(duplicated.form.schema.properties as object)).toEqual([name, 'address', `${name}2`])
    expect(stored(duplicated.form.schema.properties, name)).toMatchObject({ title: 'Renamed' })
    const removed = removeNode(edited, [0]).form
    expect(Object.keys(removed.schema.properties as object)).toEqual(['address'])
    expect(Object.getPrototypeOf(removed.schema.properties)).toBe(Object.prototype)

    const nested = renameProperty(sample(), '#/properties/address/properties/street', name)
    const address = (nested.schema.properties as Record<string, Record<string, unknown>>).address!
    expect(Object.keys(address.properties as object)).toEqual([name])
    expect(address.required).toEqual([name])
    expect(stored((nested.data as Record<string, unknown>).address, name)).toBe('Main')
    expect(propertyAt(nested.schema, `#/properties/address/properties/${name}`)).toEqual({ type: 'string' })

    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
    expect(({} as Record<string, unknown>).title).toBeUndefined()
  })

  it.each(names)('%s: a schema or data path through a name the object does not hold leads nowhere', (name) => {
    const form = sample()
    expect(schemaAt(form.schema, ['properties', name])).toBeUndefined()
    expect(schemaAt(form.schema, [name])).toBeUndefined()
    expect(getIn(form.data, [name])).toBeUndefined()
    expect(getIn(form.data, ['address', name])).toBeUndefined()
  })

  it.each(Object.entries(titles))('%s: a key that follows its title becomes it', (name, title) => {
    const { form, scope } = applyField(sample(), '#/properties/text', { key: 'text', title: 'Text' }, { key: 'text', title }, true)
    expect(scope).toBe(`#/properties/${name}`)
    expect(Object.keys(form.schema.properties as object)).toEqual([name, 'address'])
    expect(stored(form.schema.properties, name)).toEqual({ type: 'string', title })
    expect(stored(form.data, name)).toBe('Ada')
  })
})

describe('a field key named after Object.prototype, in the builder', { timeout: 120_000 }, () => {
  it.each(names)('%s: typed as the key in the inspector, the preview stores what is typed under it', async (name) => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort()
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    await typeKeys(inspectorField('Key'), name)
    const form = emitted.value.at(-1)!
    expect(Object.keys(propertiesOf(form))).toEqual([name])
    expect(stored(propertiesOf(form), name)).toMatchObject({ type: 'string' })
    expect(form.uischema).toMatchObject({ elements: [{ scope: `#/properties/${name}` }] })
    expect(find('[data-testid=builder-inspector]').textContent).not.toMatch(/already taken|must (be|have|not)|invalid/i)
    expect(find('[data-testid=builder-canvas]').textContent).not.toMatch(/must be|No renderer|points to nothing/i)

    await openTab('Preview')
    const preview = find('[data-testid=builder-preview]')
    // Nothing filled in is nothing wrong: no error read from the prototype.
    await click('[data-testid=builder-check]')
    expect(find('[data-testid=builder-check-result]').textContent).toContain('Every field is valid.')
    const input = find(`[data-path="${name}"] input`, preview) as HTMLInputElement
    await typeKeys(input, 'Ada')
    expect(stored(emitted.value.at(-1)!.data, name)).toBe('Ada')
    expect(JSON.parse(find('[data-testid=builder-data]').textContent!)).toEqual(Object.fromEntries([[name, 'Ada']]))
    expect(preview.textContent).not.toMatch(/must be|No renderer|points to nothing/i)
    expect(find('[data-testid=builder-check-result]').textContent).toContain('Every field is valid.')
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
  })
})
