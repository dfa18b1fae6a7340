import type { UISchemaElement } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import type { PaletteEntry } from '../../src/builder/palette'
import { deleteIn, getIn, hasIn, renameIn } from '../../src/builder/model/data'
import {
  type BuilderForm,
  type NodePath,
  commit,
  createHistory,
  emptyForm,
  entryElement,
  historyLimit,
  insertEntry,
  insertionPoint,
  invalidKey,
  isRequired,
  moveBy,
  moveNode,
  nodeAt,
  redo,
  removeNode,
  renameProperty,
  setElementFields,
  setProperty,
  setRequired,
  undo,
  uniqueKey,
} from '../../src/builder/model'

type Json = Record<string, unknown>
type Node = UISchemaElement & { elements?: Node[], scope?: string, label?: string, rule?: { effect: string, condition: Json } }

const ctl = (scope: string, extra: Json = {}) => ({ type: 'Control', scope, ...extra })

/**
 * name (required), age (required), address { street, city (required) }, text.
 * [0] name · [1] HorizontalLayout [age, address/street] · [2] Group [address/city], shown when name is "x"
 * · [3] text, hidden when age ≥ 18 AND city is Paris.
 */
function sampleForm(): BuilderForm {
  return {
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        age: { type: 'integer' },
        address: { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } }, required: ['city'] },
        text: { type: 'string', title: 'Text' },
      },
      required: ['name', 'age'],
    },
    uischema: {
      type: 'VerticalLayout',
      elements: [
        ctl('#/properties/name'),
        { type: 'HorizontalLayout', elements: [ctl('#/properties/age'), ctl('#/properties/address/properties/street')] },
        {
          type: 'Group',
          label: 'Address',
          rule: { effect: 'SHOW', condition: { scope: '#/properties/name', schema: { const: 'x' } } },
          elements: [ctl('#/properties/address/properties/city')],
        },
        ctl('#/properties/text', {
          rule: {
            effect: 'HIDE',
            condition: {
              type: 'AND',
              conditions: [
                { scope: '#/properties/age', schema: { minimum: 18 } },
                { type: 'OR', conditions: [{ scope: '#/properties/address/properties/city', schema: { const: 'Paris' } }] },
              ],
            },
          },
        }),
      ],
    } as UISchemaElement,
    data: { name: 'Ada', age: 36, address: { street: 'Main', city: 'Paris' }, text: 'hi' },
  }
}

const el = (form: BuilderForm, path: NodePath) => nodeAt(form.uischema, path) as Node
const kids = (form: BuilderForm, path: NodePath = []) => el(form, path).elements!
const scopes = (form: BuilderForm, path: NodePath = []) => kids(form, path).map(node => node.scope ?? node.type)
const props = (form: BuilderForm) => form.schema.properties as Record<string, Json>

/**
 * Applies an edit and checks it through the history: the input is not mutated, undo gives the
 * previous form exactly, redo gives the edited one back.
 */
function apply(before: BuilderForm, edit: (form: BuilderForm) => BuilderForm): BuilderForm {
  const snapshot = structuredClone(before)
  const after = edit(before)
  expect(before).toEqual(snapshot)
  expect(after).not.toEqual(snapshot)
  let history = commit(createHistory(before), after)
  history = undo(history)
  expect(history.present).toBe(before)
  expect(history.present).toEqual(snapshot)
  expect(history.future).toEqual([after])
  history = redo(history)
  expect(history.present).toBe(after)
  expect(history.past).toEqual([before])
  return after
}

const textEntry: PaletteEntry = {
  id: 'text',
  label: 'Text',
  group: 'input',
  icon: 'i-lucide-type',
  property: { type: 'string', maxLength: 20 },
  options: { multi: true, input: { size: 'lg' } },
}
const selectEntry: PaletteEntry = { id: 'select-menu', label: 'Select menu', group: 'choice', icon: 'i-lucide-list', property: { type: 'string', enum: ['a', 'b'] } }
const groupEntry: PaletteEntry = { id: 'group', label: 'Group', group: 'layout', icon: 'i-lucide-square', layout: { type: 'Group', label: 'Group', elements: [] } as UISchemaElement }
const categoryEntry: PaletteEntry = { id: 'category', label: 'Category', group: 'layout', icon: 'i-lucide-folder', layout: { type: 'Category', label: 'Category', elements: [] } as UISchemaElement }

describe('insertEntry', () => {
  it('adds a field with the bare stem as key and the label as title on an empty form', () => {
    const form = apply(emptyForm(), f => insertEntry(f, textEntry, [], 0).form)
    expect(props(form)).toEqual({ text: { title: 'Text', type: 'string', maxLength: 20 } })
    expect(kids(form)).toEqual([{ type: 'Control', scope: '#/properties/text', options: { multi: true, input: { size: 'lg' } } }])
  })

  it('numbers the key and the title when the stem is taken: text2 "Text 2", then text3 "Text 3"', () => {
    const base = sampleForm()
    const first = insertEntry(base, textEntry, [], 4)
    expect(first.selection).toEqual([4])
    const form = apply(base, () => first.form)
    expect(props(form).text2).toEqual({ title: 'Text 2', type: 'string', maxLength: 20 })
    expect(el(form, [4])).toEqual({ type: 'Control', scope: '#/properties/text2', options: textEntry.options })
    const second = insertEntry(form, textEntry, [], 0)
    expect(props(second.form).text3).toMatchObject({ title: 'Text 3' })
    expect(scopes(second.form)[0]).toBe('#/properties/text3')
    expect(Object.keys(props(second.form))).toEqual(['name', 'age', 'address', 'text', 'text2', 'text3'])
  })

  it('copies the options and the property: editing them does not touch the palette entry', () => {
    const { form } = insertEntry(emptyForm(), textEntry, [], 0)
    const control = el(form, [0]) as Node & { options: { input: object } }
    expect(control.options).not.toBe(textEntry.options)
    expect(control.options.input).not.toBe(textEntry.options!.input)
    expect(props(form).text).not.toBe(textEntry.property)
    control.options.input = { size: 'xs' }
    expect(textEntry.options).toEqual({ multi: true, input: { size: 'lg' } })
  })

  it('adds a field to a schema that has no properties yet', () => {
    const form = { ...emptyForm(), schema: { type: 'object' } }
    expect(insertEntry(form, textEntry, [], 0).form.schema).toEqual({ type: 'object', properties: { text: { title: 'Text', type: 'string', maxLength: 20 } } })
  })

  it('makes a camelCase key from a kebab-case id, and adds no options when the entry has none', () => {
    const { form } = insertEntry(emptyForm(), selectEntry, [], 0)
    expect(Object.keys(props(form))).toEqual(['selectMenu'])
    expect(el(form, [0])).toEqual({ type: 'Control', scope: '#/properties/selectMenu' })
  })

  it('inserts into a nested container at the index, clamped, sharing the untouched siblings', () => {
    const base = sampleForm()
    const { form, selection } = insertEntry(base, selectEntry, [1], 1)
    expect(selection).toEqual([1, 1])
    expect(scopes(form, [1])).toEqual(['#/properties/age', '#/properties/selectMenu', '#/properties/address/properties/street'])
    expect(kids(form)[0]).toBe(kids(base)[0])
    expect(kids(form)[2]).toBe(kids(base)[2])
    expect(kids(form, [1])[0]).toBe(kids(base, [1])[0])
    expect(insertEntry(base, selectEntry, [1], 99).selection).toEqual([1, 2])
    expect(insertEntry(base, selectEntry, [1], -3).selection).toEqual([1, 0])
  })

  it('adds a container: a copy of the layout, the schema untouched', () => {
    const base = sampleForm()
    const form = apply(base, f => insertEntry(f, groupEntry, [2], 0).form)
    expect(el(form, [2, 0])).toEqual({ type: 'Group', label: 'Group', elements: [] })
    expect(el(form, [2, 0])).not.toBe(groupEntry.layout)
    expect(form.schema).toBe(base.schema)
    expect(form.data).toBe(base.data)
  })

  it('refuses a Category outside a Categorization, a field in a Categorization, a leaf as parent, an empty entry', () => {
    expect(() => insertEntry(sampleForm(), categoryEntry, [], 0)).toThrow(RangeError)
    const categorization = { ...emptyForm(), uischema: { type: 'Categorization', elements: [] } as UISchemaElement }
    expect(() => insertEntry(categorization, textEntry, [], 0)).toThrow(RangeError)
    expect(insertEntry(categorization, categoryEntry, [], 0).form.uischema).toEqual({ type: 'Categorization', elements: [categoryEntry.layout] })
    expect(() => insertEntry(sampleForm(), textEntry, [0], 0)).toThrow(RangeError)
    expect(() => insertEntry(sampleForm(), { id: 'x', label: 'X', group: 'input', icon: 'i' }, [], 0)).toThrow(TypeError)
  })
})

describe('uniqueKey', () => {
  it('returns the stem when it is free, else the first free numbered key', () => {
    expect(uniqueKey('a', [])).toEqual({ key: 'a', n: 1 })
    expect(uniqueKey('a', ['a'])).toEqual({ key: 'a2', n: 2 })
    expect(uniqueKey('a', ['a', 'a2', 'a4'])).toEqual({ key: 'a3', n: 3 })
    expect(uniqueKey('a', ['a2'])).toEqual({ key: 'a', n: 1 })
  })
})

describe('insertionPoint', () => {
  const control = entryElement(textEntry)
  const category = entryElement(categoryEntry)
  const categorized: UISchemaElement = {
    type: 'VerticalLayout',
    elements: [
      { type: 'Categorization', elements: [{ type: 'Category', label: 'A', elements: [ctl('#/properties/a')] }, { type: 'Category', label: 'B', elements: [] }] },
      ctl('#/properties/b'),
    ],
  } as UISchemaElement

  it('entryElement is the layout, or a Control for a field', () => {
    expect(control).toEqual({ type: 'Control' })
    expect(category).toBe(categoryEntry.layout)
  })

  it('with nothing selected: the end of the root', () => {
    expect(insertionPoint(sampleForm().uischema, undefined, control)).toEqual({ parent: [], index: 4 })
  })

  it('with a container selected: its end', () => {
    expect(insertionPoint(sampleForm().uischema, [1], control)).toEqual({ parent: [1], index: 2 })
    expect(insertionPoint(sampleForm().uischema, [], control)).toEqual({ parent: [], index: 4 })
  })

  it('with a leaf selected: right after it', () => {
    expect(insertionPoint(sampleForm().uischema, [1, 0], control)).toEqual({ parent: [1], index: 1 })
    expect(insertionPoint(sampleForm().uischema, [3], control)).toEqual({ parent: [], index: 4 })
  })

  it('a Category goes only into a Categorization', () => {
    expect(insertionPoint(categorized, [0], category)).toEqual({ parent: [0], index: 2 })
    expect(insertionPoint(categorized, [0, 0], category)).toEqual({ parent: [0], index: 1 })
    expect(insertionPoint(categorized, [0, 0, 0], category)).toEqual({ parent: [0], index: 1 })
    expect(insertionPoint(categorized, [1], category)).toBeUndefined()
    expect(insertionPoint(categorized, undefined, category)).toBeUndefined()
  })

  it('a field goes into a Category, never straight into a Categorization', () => {
    expect(insertionPoint(categorized, [0, 1], control)).toEqual({ parent: [0, 1], index: 0 })
    expect(insertionPoint(categorized, [0, 0, 0], control)).toEqual({ parent: [0, 0], index: 1 })
    expect(insertionPoint(categorized, [0], control)).toEqual({ parent: [], index: 1 })
    expect(insertionPoint({ type: 'Categorization', elements: [] } as unknown as UISchemaElement, [], control)).toBeUndefined()
  })
})

describe('moveNode', () => {
  it('moves within a list so that the node ends up at the index', () => {
    const base = sampleForm()
    const down = moveNode(base, [0], [], 2)
    expect(apply(base, () => down.form)).toBe(down.form)
    expect(scopes(down.form)).toEqual(['HorizontalLayout', 'Group', '#/properties/name', '#/properties/text'])
    expect(down.selection).toEqual([2])
    const up = moveNode(base, [3], [], 0)
    expect(scopes(up.form)).toEqual(['#/properties/text', '#/properties/name', 'HorizontalLayout', 'Group'])
    expect(up.selection).toEqual([0])
    expect(moveNode(base, [0], [], 99).selection).toEqual([3])
    expect(down.form.schema).toBe(base.schema)
    expect(down.form.data).toBe(base.data)
  })

  it('moves across containers, the target given as a path before the move', () => {
    const base = sampleForm()
    // name (index 0) into the Group at [2]: after taking name out the Group is at [1].
    const { form, selection } = moveNode(base, [0], [2], 0)
    apply(base, () => form)
    expect(selection).toEqual([1, 0])
    expect(scopes(form)).toEqual(['HorizontalLayout', 'Group', '#/properties/text'])
    expect(scopes(form, [1])).toEqual(['#/properties/name', '#/properties/address/properties/city'])
    // Out of a nested container to the root.
    const out = moveNode(base, [1, 1], [], 4)
    expect(scopes(out.form)).toEqual(['#/properties/name', 'HorizontalLayout', 'Group', '#/properties/text', '#/properties/address/properties/street'])
    expect(scopes(out.form, [1])).toEqual(['#/properties/age'])
    expect(out.selection).toEqual([4])
  })

  it('keeps untouched subtrees (a sibling container) identical', () => {
    const base = sampleForm()
    const { form } = moveNode(base, [1, 0], [1], 1)
    expect(scopes(form, [1])).toEqual(['#/properties/address/properties/street', '#/properties/age'])
    expect(kids(form)[2]).toBe(kids(base)[2])
    expect(kids(form)[0]).toBe(kids(base)[0])
    expect(kids(form, [1])[0]).toBe(kids(base, [1])[1])
  })

  it('refuses to move a node into itself or a descendant, the root, or a Control into a Categorization', () => {
    const base = sampleForm()
    const nested = insertEntry(base, groupEntry, [1], 0).form // [1] HorizontalLayout › [1, 0] Group
    expect(() => moveNode(base, [1], [1], 0)).toThrow(/into itself/)
    expect(() => moveNode(nested, [1], [1, 0], 0)).toThrow(/into itself/)
    expect(() => moveNode(base, [], [1], 0)).toThrow(RangeError)
    expect(() => moveNode(base, [0], [3], 0)).toThrow(RangeError)
    const categorized = { ...base, uischema: { type: 'VerticalLayout', elements: [{ type: 'Categorization', elements: [] }, ctl('#/properties/name')] } as UISchemaElement }
    expect(() => moveNode(categorized, [1], [0], 0)).toThrow(/Categorization cannot hold a Control/)
  })
})

describe('moveBy', () => {
  it('up and down swap with a sibling; not past the ends', () => {
    const base = sampleForm()
    const down = moveBy(base, [0], 'down')!
    apply(base, () => down.form)
    expect(scopes(down.form)).toEqual(['HorizontalLayout', '#/properties/name', 'Group', '#/properties/text'])
    expect(down.selection).toEqual([1])
    const up = moveBy(base, [1, 1], 'up')!
    expect(scopes(up.form, [1])).toEqual(['#/properties/address/properties/street', '#/properties/age'])
    expect(up.selection).toEqual([1, 0])
    expect(moveBy(base, [0], 'up')).toBeUndefined()
    expect(moveBy(base, [3], 'down')).toBeUndefined()
    expect(moveBy(base, [], 'down')).toBeUndefined()
  })

  it('into appends to the container just above, else puts the node first in the container just below; not when neither is one', () => {
    const base = sampleForm()
    const into = moveBy(base, [3], 'into')!
    apply(base, () => into.form)
    expect(into.selection).toEqual([2, 1])
    expect(scopes(into.form, [2])).toEqual(['#/properties/address/properties/city', '#/properties/text'])
    expect(kids(into.form)).toHaveLength(3)
    expect(kids(into.form)[1]).toBe(kids(base)[1])
    // name has no container above it: it goes first into the HorizontalLayout below.
    const below = moveBy(base, [0], 'into')!
    expect(below.selection).toEqual([0, 0])
    expect(scopes(below.form, [0])).toEqual(['#/properties/name', '#/properties/age', '#/properties/address/properties/street'])
    const leaves = { ...base, uischema: { type: 'VerticalLayout', elements: [ctl('#/properties/name'), ctl('#/properties/age'), ctl('#/properties/text')] } as UISchemaElement }
    expect(moveBy(leaves, [1], 'into')).toBeUndefined()
  })

  it('out puts the node right after its container; not at the root level', () => {
    const base = sampleForm()
    const out = moveBy(base, [1, 0], 'out')!
    apply(base, () => out.form)
    expect(out.selection).toEqual([2])
    expect(scopes(out.form)).toEqual(['#/properties/name', 'HorizontalLayout', '#/properties/age', 'Group', '#/properties/text'])
    expect(scopes(out.form, [1])).toEqual(['#/properties/address/properties/street'])
    expect(moveBy(base, [2], 'out')).toBeUndefined()
  })

  it('moves a Control into the last Category of a Categorization above (the first of one below) and out after the Categorization; never a Category out of one', () => {
    const tabs = () => ({ type: 'Categorization', elements: [{ type: 'Category', label: 'Personal', elements: [ctl('#/properties/name')] }, { type: 'Category', label: 'Documents', elements: [] }] })
    const form = { ...sampleForm(), uischema: { type: 'VerticalLayout', elements: [tabs(), ctl('#/properties/text')] } as UISchemaElement }
    const into = moveBy(form, [1], 'into')!
    apply(form, () => into.form)
    expect(into.selection).toEqual([0, 1, 0])
    expect(nodeAt(into.form.uischema, [0, 1])).toMatchObject({ label: 'Documents', elements: [{ scope: '#/properties/text' }] })
    expect(kids(into.form)).toHaveLength(1)
    const out = moveBy(into.form, [0, 1, 0], 'out')!
    expect(out.selection).toEqual([1])
    expect(out.form.uischema).toEqual(form.uischema)
    const first = { ...form, uischema: { type: 'VerticalLayout', elements: [ctl('#/properties/text'), tabs()] } as UISchemaElement }
    const below = moveBy(first, [0], 'into')!
    expect(below.selection).toEqual([0, 0, 0])
    expect(scopes(below.form, [0, 0])).toEqual(['#/properties/text', '#/properties/name'])
    expect(moveBy(form, [0, 0], 'out')).toBeUndefined()
    expect(moveBy(form, [0, 1], 'into')).toBeUndefined()
  })
})

describe('removeNode', () => {
  it('removes a field: its property, its required entry, its data and the rules that read it', () => {
    const base = sampleForm()
    const { form, selection } = removeNode(base, [0])
    apply(base, () => form)
    expect(selection).toEqual([0])
    expect(Object.keys(props(form))).toEqual(['age', 'address', 'text'])
    expect(form.schema.required).toEqual(['age'])
    expect(form.data).toEqual({ age: 36, address: { street: 'Main', city: 'Paris' }, text: 'hi' })
    expect(el(form, [1]).type).toBe('Group')
    expect(el(form, [1]).rule).toBeUndefined()
    expect(el(form, [1]).label).toBe('Address')
    // Untouched: the HorizontalLayout and the text Control (its rule does not read name).
    expect(kids(form)[0]).toBe(kids(base)[1])
    expect(kids(form)[2]).toBe(kids(base)[3])
  })

  it('drops a rule whose nested AND / OR condition reads the removed field', () => {
    const base = sampleForm()
    const { form } = removeNode(base, [2, 0])
    expect(props(form).address).toEqual({ type: 'object', properties: { street: { type: 'string' } } })
    expect(form.data).toEqual({ name: 'Ada', age: 36, address: { street: 'Main' }, text: 'hi' })
    expect(el(form, [3]).rule).toBeUndefined()
    expect(el(form, [3]).scope).toBe('#/properties/text')
    expect(el(form, [2]).rule).toEqual((el(base, [2]) as Node).rule)
    expect(kids(form)[1]).toBe(kids(base)[1])
  })

  it('removes a layout with the fields inside it', () => {
    const base = sampleForm()
    const { form, selection } = removeNode(base, [1])
    apply(base, () => form)
    expect(selection).toEqual([1])
    expect(Object.keys(props(form))).toEqual(['name', 'address', 'text'])
    expect(props(form).address).toEqual({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] })
    expect(form.schema.required).toEqual(['name'])
    expect(form.data).toEqual({ name: 'Ada', address: { city: 'Paris' }, text: 'hi' })
    expect(scopes(form)).toEqual(['#/properties/name', 'Group', '#/properties/text'])
    expect(el(form, [2]).rule).toBeUndefined()
    expect(kids(form)[1]).toBe(kids(base)[2])
  })

  it('removes `required` altogether when its last entry goes', () => {
    const base = setRequired(sampleForm(), '#/properties/age', false)
    const { form } = removeNode(base, [0])
    expect(form.schema).not.toHaveProperty('required')
  })

  it('keeps a property another Control still shows', () => {
    const base = insertEntry(sampleForm(), textEntry, [], 0).form
    const twice = { ...base, uischema: { ...base.uischema, elements: [ctl('#/properties/name'), ...kids(sampleForm())] } as UISchemaElement }
    const { form } = removeNode(twice, [1])
    expect(props(form).name).toEqual({ type: 'string', title: 'Name' })
    expect(form.schema.required).toEqual(['name', 'age'])
    expect(form.data).toBe(twice.data)
    expect(el(form, [2]).rule).toEqual((el(twice, [3]) as Node).rule)
    expect(scopes(form)[0]).toBe('#/properties/name')
  })

  it('keeps a property shown inside, or as part of, another Control\'s object', () => {
    const base = sampleForm()
    const withObject = { ...base, uischema: { type: 'VerticalLayout', elements: [ctl('#/properties/address'), ctl('#/properties/address/properties/city')] } as UISchemaElement }
    const withoutCity = removeNode(withObject, [1]).form
    expect(props(withoutCity).address).toEqual(props(base).address)
    expect(withoutCity.data).toBe(base.data)
    const withoutAddress = removeNode(withObject, [0]).form
    expect(props(withoutAddress).address).toEqual(props(base).address)
    expect(scopes(withoutAddress)).toEqual(['#/properties/address/properties/city'])
  })

  it('selects the previous node after removing the last, and the container after its only child', () => {
    expect(removeNode(sampleForm(), [3]).selection).toEqual([2])
    expect(removeNode(sampleForm(), [2, 0]).selection).toEqual([2])
    expect(() => removeNode(sampleForm(), [])).toThrow(RangeError)
    expect(() => removeNode(sampleForm(), [9])).toThrow(RangeError)
  })
})

describe('renameProperty', () => {
  it('renames a top-level property in place and updates required, scopes, rules and data', () => {
    const base = sampleForm()
    const form = apply(base, f => renameProperty(f, '#/properties/name', 'fullName'))
    expect(Object.keys(props(form))).toEqual(['fullName', 'age', 'address', 'text'])
    expect(props(form).fullName).toEqual({ type: 'string', title: 'Name' })
    expect(form.schema.required).toEqual(['fullName', 'age'])
    expect(el(form, [0]).scope).toBe('#/properties/fullName')
    expect(el(form, [2]).rule!.condition).toEqual({ scope: '#/properties/fullName', schema: { const: 'x' } })
    expect(Object.keys(form.data as Json)).toEqual(['fullName', 'age', 'address', 'text'])
    expect((form.data as Json).fullName).toBe('Ada')
    // Nothing in the HorizontalLayout or the text Control reads name.
    expect(kids(form)[1]).toBe(kids(base)[1])
    expect(kids(form)[3]).toBe(kids(base)[3])
  })

  it('renaming an object renames the scopes and conditions of the properties inside it', () => {
    const base = sampleForm()
    const form = apply(base, f => renameProperty(f, '#/properties/address', 'home'))
    expect(el(form, [1, 1]).scope).toBe('#/properties/home/properties/street')
    expect(el(form, [2, 0]).scope).toBe('#/properties/home/properties/city')
    const condition = el(form, [3]).rule!.condition as { conditions: [Json, { conditions: Json[] }] }
    expect(condition.conditions[1].conditions[0].scope).toBe('#/properties/home/properties/city')
    expect(condition.conditions[0]).toBe((el(base, [3]).rule!.condition as { conditions: Json[] }).conditions[0])
    expect((form.data as Json).home).toEqual({ street: 'Main', city: 'Paris' })
    expect(form.data).not.toHaveProperty('address')
    expect(props(form).home).toEqual(props(base).address)
    expect(kids(form)[0]).toBe(kids(base)[0])
  })

  it('renames a nested property: its object\'s required, the nested rule condition, the nested data', () => {
    const base = sampleForm()
    const form = apply(base, f => renameProperty(f, '#/properties/address/properties/city', 'town'))
    expect(props(form).address).toEqual({ type: 'object', properties: { street: { type: 'string' }, town: { type: 'string' } }, required: ['town'] })
    expect(form.schema.required).toEqual(['name', 'age'])
    expect(el(form, [2, 0]).scope).toBe('#/properties/address/properties/town')
    expect(JSON.stringify(el(form, [3]).rule)).toContain('"#/properties/address/properties/town"')
    expect(JSON.stringify(el(form, [3]).rule)).not.toContain('/city"')
    expect(form.data).toEqual({ name: 'Ada', age: 36, address: { street: 'Main', town: 'Paris' }, text: 'hi' })
    expect(el(form, [1, 1])).toBe(el(base, [1, 1]))
  })

  it('renames a property read by an AND condition', () => {
    const form = renameProperty(sampleForm(), '#/properties/age', 'years')
    expect((el(form, [3]).rule!.condition as { conditions: Json[] }).conditions[0].scope).toBe('#/properties/years')
    expect(el(form, [1, 0]).scope).toBe('#/properties/years')
  })

  it('does not touch a scope that merely starts with the same letters', () => {
    const base = { ...sampleForm(), uischema: { type: 'VerticalLayout', elements: [ctl('#/properties/name'), ctl('#/properties/names')] } as UISchemaElement }
    base.schema = { type: 'object', properties: { name: {}, names: {} } }
    const form = renameProperty(base, '#/properties/name', 'n')
    expect(scopes(form)).toEqual(['#/properties/n', '#/properties/names'])
  })

  it('leaves the data as it is when it holds no such key', () => {
    const base = { ...sampleForm(), data: { other: 1 } }
    expect(renameProperty(base, '#/properties/name', 'n').data).toBe(base.data)
  })

  it('refuses a taken key and an invalid key, leaving the form as it was', () => {
    const base = sampleForm()
    const snapshot = structuredClone(base)
    expect(() => renameProperty(base, '#/properties/name', 'age')).toThrow(/"age" is already taken/)
    expect(() => renameProperty(base, '#/properties/address/properties/city', 'street')).toThrow(/already taken/)
    for (const key of ['', '  ', ' a', 'a ', 'a/b', 'a~b', '#a'])
      expect(() => renameProperty(base, '#/properties/name', key)).toThrow(RangeError)
    expect(() => renameProperty(base, '#/properties/missing', 'x')).toThrow(/does not point at a property/)
    expect(() => renameProperty(base, '#', 'x')).toThrow(RangeError)
    expect(base).toEqual(snapshot)
    expect(renameProperty(base, '#/properties/name', 'name')).toBe(base)
  })

  it('handles a key with a % sign (scopes are not percent-decoded, as in JSON Forms)', () => {
    const form = renameProperty(sampleForm(), '#/properties/name', '100%')
    expect(el(form, [0]).scope).toBe('#/properties/100%')
    const renamed = renameProperty(form, '#/properties/100%', 'a%20b')
    expect(Object.keys(props(renamed))[0]).toBe('a%20b')
    const { form: removed } = removeNode(renamed, [0])
    expect(props(removed)).not.toHaveProperty('a%20b')
    expect(removed.data).not.toHaveProperty('a%20b')
  })
})

describe('invalidKey', () => {
  it('says why a key is refused, or nothing', () => {
    expect(invalidKey('')).toBe('nui.builder.error.keyEmpty')
    expect(invalidKey(' x')).toBe('nui.builder.error.keySpace')
    expect(invalidKey('a/b')).toBe('nui.builder.error.keyCharacters')
    expect(invalidKey('a~b')).toBe('nui.builder.error.keyCharacters')
    expect(invalidKey('a#b')).toBe('nui.builder.error.keyCharacters')
    expect(invalidKey('first name')).toBeUndefined()
    expect(invalidKey('émail')).toBeUndefined()
  })
})

describe('setProperty and setRequired', () => {
  it('adds and removes keywords of a property, copying values in', () => {
    const base = sampleForm()
    const values = ['a', 'b']
    const form = apply(base, f => setProperty(f, '#/properties/name', { enum: values, title: undefined, minLength: 1 }))
    expect(props(form).name).toEqual({ type: 'string', enum: ['a', 'b'], minLength: 1 })
    expect(props(form).name.enum).not.toBe(values)
    const nested = apply(base, f => setProperty(f, '#/properties/address/properties/city', { default: 'Paris' }))
    expect((props(nested).address.properties as Json).city).toEqual({ type: 'string', default: 'Paris' })
    expect(nested.uischema).toBe(base.uischema)
    expect(() => setProperty(base, '#/properties/nope', { title: 'x' })).toThrow(RangeError)
  })

  it('adds to required and takes out, dropping an empty required', () => {
    const base = sampleForm()
    const added = apply(base, f => setRequired(f, '#/properties/text', true))
    expect(added.schema.required).toEqual(['name', 'age', 'text'])
    expect(isRequired(added.schema, '#/properties/text')).toBe(true)
    expect(setRequired(added, '#/properties/text', true).schema.required).toEqual(['name', 'age', 'text'])
    const removed = apply(base, f => setRequired(f, '#/properties/name', false))
    expect(removed.schema.required).toEqual(['age'])
    expect(isRequired(removed.schema, '#/properties/name')).toBe(false)
    const nested = apply(base, f => setRequired(f, '#/properties/address/properties/city', false))
    expect(props(nested).address).not.toHaveProperty('required')
    expect(nested.schema.required).toEqual(['name', 'age'])
    const street = setRequired(base, '#/properties/address/properties/street', true)
    expect(props(street).address.required).toEqual(['city', 'street'])
  })
})

describe('setElementFields', () => {
  it('sets and removes options, rule, label and text of one element', () => {
    const base = sampleForm()
    const options = { multi: true, input: { size: 'sm' } }
    const form = apply(base, f => setElementFields(f, [0], { options, label: 'Full name' }))
    expect(el(form, [0])).toEqual({ type: 'Control', scope: '#/properties/name', options, label: 'Full name' })
    expect(el(form, [0]).options).not.toBe(options)
    expect(kids(form)[1]).toBe(kids(base)[1])
    expect(form.schema).toBe(base.schema)

    const rule = { effect: 'DISABLE', condition: { scope: '#/properties/age', schema: { maximum: 10 } } }
    const ruled = apply(form, f => setElementFields(f, [1, 1], { rule }))
    expect(el(ruled, [1, 1]).rule).toEqual(rule)
    expect(el(ruled, [1, 0])).toBe(el(form, [1, 0]))

    const cleared = apply(ruled, f => setElementFields(f, [0], { options: {}, label: undefined }))
    expect(el(cleared, [0])).toEqual({ type: 'Control', scope: '#/properties/name' })
    const unruled = apply(base, f => setElementFields(f, [2], { rule: undefined, label: 'Where' }))
    expect(el(unruled, [2])).toEqual({ type: 'Group', label: 'Where', elements: (el(base, [2]) as Node).elements })
    expect(el(unruled, [2, 0])).toBe(el(base, [2, 0]))

    const labelled = insertEntry(base, { id: 'label', label: 'Label', group: 'layout', icon: 'i', layout: { type: 'Label', text: 'Label' } as UISchemaElement }, [], 0).form
    expect(el(setElementFields(labelled, [0], { text: 'Hello' }), [0])).toEqual({ type: 'Label', text: 'Hello' })
    expect(() => setElementFields(base, [7], { label: 'x' })).toThrow(RangeError)
  })
})

describe('history', () => {
  it('undo and redo walk the steps; a commit clears what was undone; nothing to undo is a no-op', () => {
    let history = createHistory('a')
    expect(undo(history)).toBe(history)
    expect(redo(history)).toBe(history)
    history = commit(commit(history, 'b'), 'c')
    expect(history.past).toEqual(['a', 'b'])
    history = undo(undo(history))
    expect(history.present).toBe('a')
    expect(history.future).toEqual(['b', 'c'])
    history = redo(history)
    expect(history.present).toBe('b')
    history = commit(history, 'd')
    expect(history).toMatchObject({ past: ['a', 'b'], present: 'd', future: [] })
  })

  it('keeps at most historyLimit steps, dropping the oldest', () => {
    expect(historyLimit).toBe(100)
    let history = createHistory(0)
    for (let i = 1; i <= 105; i++)
      history = commit(history, i)
    expect(history.past).toHaveLength(100)
    expect(history.past[0]).toBe(5)
    let small = createHistory(0)
    for (let i = 1; i <= 5; i++)
      small = commit(small, i, undefined, 3)
    expect(small.past).toEqual([2, 3, 4])
    for (let i = 0; i < 5; i++)
      small = undo(small)
    expect(small.present).toBe(2)
  })

  it('merges consecutive commits of one group into one step, and starts a new one after another group or an undo', () => {
    let history = createHistory('')
    history = commit(history, 'A', 'title')
    history = commit(history, 'Ad', 'title')
    history = commit(history, 'Ada', 'title')
    expect(history.past).toEqual([''])
    expect(history.present).toBe('Ada')
    history = commit(history, 'Ada!', 'label')
    expect(history.past).toEqual(['', 'Ada'])
    history = commit(history, 'Ada!!')
    history = commit(history, 'Ada!!!')
    expect(history.past).toEqual(['', 'Ada', 'Ada!', 'Ada!!'])
    history = undo(history)
    expect(history.present).toBe('Ada!!')
    history = commit(createHistory('x'), 'x1', 'g')
    history = undo(history)
    history = commit(history, 'x2', 'g')
    expect(history.past).toEqual(['x'])
    expect(history.present).toBe('x2')
    history = undo(history)
    expect(history.present).toBe('x')
  })

  it('a grouped step undoes the whole group at once on a form', () => {
    const base = sampleForm()
    let history = createHistory(base)
    history = commit(history, setProperty(history.present, '#/properties/name', { title: 'N' }), 'title')
    history = commit(history, setProperty(history.present, '#/properties/name', { title: 'Na' }), 'title')
    expect(props(history.present).name.title).toBe('Na')
    expect(undo(history).present).toBe(base)
  })
})

describe('data helpers', () => {
  it('read, delete and rename at a path without touching the input', () => {
    const data = { a: { b: 1, c: 2 }, d: [1] }
    expect(getIn(data, ['a', 'b'])).toBe(1)
    expect(getIn(data, ['d', '0'])).toBeUndefined()
    expect(hasIn(data, ['a', 'c'])).toBe(true)
    expect(hasIn(data, ['a', 'x'])).toBe(false)
    expect(hasIn(data, [])).toBe(false)
    const deleted = deleteIn(data, ['a', 'b']) as typeof data
    expect(deleted).toEqual({ a: { c: 2 }, d: [1] })
    expect(deleted.d).toBe(data.d)
    expect(deleteIn(data, ['x', 'y'])).toBe(data)
    expect(deleteIn('text', ['a'])).toBe('text')
    const renamed = renameIn(data, ['a'], 'b', 'z') as typeof data
    expect(Object.keys(renamed.a)).toEqual(['z', 'c'])
    expect(renameIn(data, [], 'q', 'r')).toBe(data)
    expect(data).toEqual({ a: { b: 1, c: 2 }, d: [1] })
  })
})
