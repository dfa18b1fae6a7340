import type { UISchemaElement } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { allPlugins } from '../../presets/allRenderers'
import { builderOptionSchemas } from '../../generated/builderOptionSchemas'
import { applyInspector, inspectorFor } from '../../src/builder/inspector/inspectorFor'
import type { InspectorData } from '../../src/builder/inspector/inspectorFor'
import { withOptionSchemas } from '../../src/builder/inspector/withOptionSchemas'
import type { BuilderForm } from '../../src/builder/model/form'
import { combinatorPalette } from '../../plugins/combinator/builder'

const plugins = withOptionSchemas(allPlugins, builderOptionSchemas)

/** The value at a dot path (`lines.items.properties`, `elements.0.options`). */
const dig = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value)
const keysAt = (value: unknown, path: string): string[] => Object.keys(dig(value, path) as object)

const form = (): BuilderForm => ({
  schema: {
    type: 'object',
    properties: {
      lines: { type: 'array', title: 'Lines', items: { type: 'object', properties: { name: { type: 'string' }, description: { type: 'string' } } } },
      settings: { type: 'object', properties: { name: { type: 'string' } } },
      contact: { ...combinatorPalette[0].property } as Record<string, unknown>,
    },
  },
  uischema: { type: 'VerticalLayout', elements: ['lines', 'settings', 'contact'].map(key => ({ type: 'Control', scope: `#/properties/${key}` })) } as UISchemaElement,
  data: {},
})

/** One inspector edit, as the inspector's form hands it over: its data read, changed, applied. */
function edit(path: number[], change: (data: InspectorData) => void, from = form()): BuilderForm {
  const before = inspectorFor(from, path, plugins)!.data
  const after = structuredClone(before)
  change(after)
  return applyInspector(from, path, before, after)
}

/** Types a title letter by letter, as a user does: each letter an edit of its own. */
function typeTitle(from: BuilderForm, path: number[], rows: (data: InspectorData) => { title?: string }, title: string): BuilderForm {
  let next = from
  for (let length = 1; length <= title.length; length++)
    next = edit(path, (data) => { rows(data).title = title.slice(0, length) }, next)
  return next
}

describe('the fields inside a field, in the inspector', () => {
  it('lists, adds, retypes, bounds and removes the fields of each item of a list, the keys following their titles', () => {
    expect(inspectorFor(form(), [0], plugins)!.data.field?.fields).toEqual([{ key: 'name', kind: 'text', required: false }, { key: 'description', kind: 'text', required: false }])
    // The two starting fields removed, three added one by one: a select, a whole number at least 1, a number.
    let next = edit([0], (data) => { data.field!.fields = [{}] })
    next = typeTitle(next, [0], data => data.field!.fields![0], 'Product')
    next = edit([0], (data) => { Object.assign(data.field!.fields![0], { kind: 'select', choices: ['Widget', 'Gadget'] }) }, next)
    next = edit([0], (data) => { data.field!.fields!.push({}) }, next)
    next = typeTitle(next, [0], data => data.field!.fields![1], 'Quantity')
    next = edit([0], (data) => { Object.assign(data.field!.fields![1], { kind: 'integer', minimum: 1, required: true }) }, next)
    next = edit([0], (data) => { data.field!.fields!.push({ title: 'Unit price', kind: 'number' }) }, next)
    expect(next.schema.properties).toMatchObject({
      lines: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            product: { type: 'string', title: 'Product', enum: ['Widget', 'Gadget'] },
            quantity: { type: 'integer', title: 'Quantity', minimum: 1 },
            unitPrice: { type: 'number', title: 'Unit price' },
          },
          required: ['quantity'],
        },
      },
    })
    expect(keysAt(next.schema, 'properties.lines.items.properties')).toEqual(['product', 'quantity', 'unitPrice'])
    // No option needs a layout of its own: the list keeps drawing its items itself.
    expect(dig(next.uischema, 'elements.0.options')).toBeUndefined()
    // A key edited by hand stays when the title changes; reordered, each field keeps its own schema.
    next = edit([0], (data) => { data.field!.fields![2].key = 'price' }, next)
    next = edit([0], (data) => { data.field!.fields![2].title = 'Price each' }, next)
    next = edit([0], (data) => { data.field!.fields!.reverse() }, next)
    expect(dig(next.schema, 'properties.lines.items.properties')).toEqual({
      price: { type: 'number', title: 'Price each' },
      quantity: { type: 'integer', title: 'Quantity', minimum: 1 },
      product: { type: 'string', title: 'Product', enum: ['Widget', 'Gadget'] },
    })
    next = edit([0], (data) => { data.field!.fields!.splice(1, 1) }, next)
    expect(keysAt(next.schema, 'properties.lines.items.properties')).toEqual(['price', 'product'])
    expect(dig(next.schema, 'properties.lines.items.required')).toBeUndefined()
  })

  it('renames the field that titles the cards along with the field, as a title typed renames it', () => {
    const titled = form()
    Object.assign(dig(titled.schema, 'properties.lines.items.properties.name') as object, { title: 'Name' })
    Object.assign(dig(titled.uischema, 'elements.0') as object, { options: { elementLabelProp: 'name' } })
    const next = typeTitle(titled, [0], data => data.field!.fields![0], 'Product')
    expect(keysAt(next.schema, 'properties.lines.items.properties')).toEqual(['product', 'description'])
    expect(dig(next.uischema, 'elements.0.options')).toEqual({ elementLabelProp: 'product' })
  })

  it('gives an object a switch and tags, drawn by a detail of its own that the inspector reads back', () => {
    let next = edit([1], (data) => { data.field!.fields = [{ title: 'Notifications', kind: 'switch' }, { title: 'Topics', kind: 'tags' }] })
    expect(dig(next.schema, 'properties.settings.properties')).toEqual({
      notifications: { type: 'boolean', title: 'Notifications' },
      topics: { type: 'array', title: 'Topics', items: { type: 'string' } },
    })
    expect(dig(next.uischema, 'elements.1.options.detail')).toEqual({
      type: 'VerticalLayout',
      elements: [{ type: 'Control', scope: '#/properties/notifications', options: { toggle: true } }, { type: 'Control', scope: '#/properties/topics', options: { format: 'tags' } }],
    })
    expect(inspectorFor(next, [1], plugins)!.data.field?.fields?.map(row => row.kind)).toEqual(['switch', 'tags'])
    // A checkbox again: the detail follows.
    next = edit([1], (data) => { data.field!.fields![0].kind = 'checkbox' }, next)
    expect(dig(next.uischema, 'elements.1.options.detail.elements.0')).toEqual({ type: 'Control', scope: '#/properties/notifications' })
  })

  it('retitles the variants of a oneOf and edits, adds and removes their own fields', () => {
    expect(inspectorFor(form(), [2], plugins)!.data.field?.variants).toEqual([
      { title: 'Email', fields: [{ key: 'email', kind: 'email', required: false }] },
      { title: 'Phone', fields: [{ key: 'phone', kind: 'text', required: false }] },
    ])
    let next = edit([2], (data) => {
      const [email, phone] = data.field!.variants!
      email.title = 'Email address'
      email.fields![0] = { ...email.fields![0], title: 'Address', required: true }
      phone.title = 'Phone number'
      phone.fields!.push({ title: 'Country code', kind: 'integer' })
    })
    expect(dig(next.schema, 'properties.contact.oneOf')).toEqual([
      { title: 'Email address', type: 'object', properties: { email: { type: 'string', format: 'email', title: 'Address' } }, required: ['email'] },
      { title: 'Phone number', type: 'object', properties: { phone: { type: 'string' }, countryCode: { type: 'integer', title: 'Country code' } } },
    ])
    next = edit([2], (data) => { data.field!.variants!.push({ title: 'Post' }) }, next)
    expect(dig(next.schema, 'properties.contact.oneOf.2')).toEqual({ title: 'Post', type: 'object', properties: {} })
    next = edit([2], (data) => { data.field!.variants!.splice(0, 1) }, next)
    expect((dig(next.schema, 'properties.contact.oneOf') as { title: string }[]).map((variant: { title: string }) => variant.title)).toEqual(['Phone number', 'Post'])
  })
})
