import { type UISchemaElement, createAjv, isVisible } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { allPlugins } from '../../presets/allRenderers'
import { builderOptionSchemas } from '../../generated/builderOptionSchemas'
import { applyInspector, inspectorFor } from '../../src/builder/inspector/inspectorFor'
import { JsonOptionError } from '../../src/builder/inspector/jsonOptions'
import type { BuilderForm } from '../../src/builder/model/form'
import { withOptionSchemas } from '../../src/builder/inspector/withOptionSchemas'
import { keepTypedRule, ruleData, ruleFrom } from '../../src/builder/inspector/ruleSection'

// The families as the builder gives them to its inspector: with their generated option schemas.
const plugins = withOptionSchemas(allPlugins, builderOptionSchemas)

const form = (): BuilderForm => ({
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      subscribed: { type: 'boolean' },
      size: { type: 'string', enum: ['S', 'M'] },
      toppings: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['ham'] } },
      age: { type: 'integer' },
    },
    required: ['name'],
  },
  uischema: {
    type: 'VerticalLayout',
    elements: [
      { type: 'Control', scope: '#/properties/name', options: { input: { size: 'xl' } } },
      { type: 'Control', scope: '#/properties/subscribed' },
      { type: 'Control', scope: '#/properties/size', options: { format: 'radio' } },
      { type: 'Control', scope: '#/properties/toppings' },
      { type: 'Group', label: 'More', elements: [{ type: 'Control', scope: '#/properties/age', rule: { effect: 'HIDE', condition: { type: 'OR', conditions: [] } } }] },
    ],
  } as UISchemaElement,
  data: { name: 'Ada' },
})

const sectionsOf = (path: number[], f = form()) => {
  const inspector = inspectorFor(f, path, plugins)!
  return (inspector.uischema as unknown as { elements: { label: string }[] }).elements.map(group => group.label)
}

describe('inspectorFor', () => {
  it('shows a field its property, the common options and its renderer\'s options, and its rule', () => {
    const inspector = inspectorFor(form(), [0], plugins)!
    expect(sectionsOf([0])).toEqual(['Field', 'Options', 'Rule'])
    expect(inspector.data.field).toEqual({ key: 'name', title: 'Name', type: 'string', required: true })
    const options = (inspector.schema as { properties: { options: { properties: Record<string, { description?: string, default?: unknown }> } } }).properties.options.properties
    expect(Object.keys(options)).toEqual(expect.arrayContaining(['placeholder', 'clearable', 'multi']))
    // The default is said, not set: stored, it would end up in the exported options.
    expect(options.clearOnHide.default).toBeUndefined()
    expect(options.clearOnHide.description).toContain('Default: true.')
  })

  it('takes the option schema of the renderer that wins the element', () => {
    const radio = inspectorFor(form(), [2], plugins)!
    const names = Object.keys((radio.schema as { properties: { options: { properties: object } } }).properties.options.properties)
    expect(names).toEqual(expect.arrayContaining(['format', 'vertical', 'orientation']))
    expect(radio.data.field?.choices).toEqual([{ value: 'S' }, { value: 'M' }])
  })

  it('shows a group its label and keeps a rule richer than it edits', () => {
    // A Group's options: its card's props, as JSON text.
    expect(sectionsOf([4])).toEqual(['Element', 'Options', 'Rule'])
    expect(inspectorFor(form(), [4], plugins)!.data.element).toEqual({ label: 'More' })
    const age = inspectorFor(form(), [4, 0], plugins)!
    expect(age.ruleKept).toBe(true)
    expect(sectionsOf([4, 0])).not.toContain('Rule')
  })
})

describe('applyInspector', () => {
  const edit = (path: number[], change: (data: ReturnType<typeof inspectorFor> & object) => void, f = form(), follows = false) => {
    const inspector = inspectorFor(f, path, plugins)!
    const after = structuredClone(inspector.data)
    change({ ...inspector, data: after })
    return applyInspector(f, path, inspector.data, after, follows, inspector.jsonOptions)
  }

  it('sets and clears an option, keeping the options it does not show', () => {
    const set = edit([0], ({ data }) => { data.options = { ...data.options, placeholder: 'Ada' } })
    expect((set.uischema as unknown as { elements: UISchemaElement[] }).elements[0].options).toEqual({ input: { size: 'xl' }, placeholder: 'Ada' })
    const cleared = edit([0], ({ data }) => { data.options = { ...data.options, placeholder: '' } }, set)
    expect((cleared.uischema as unknown as { elements: UISchemaElement[] }).elements[0].options).toEqual({ input: { size: 'xl' } })
  })

  it('shows a pass-through object as JSON text in a text area, and applies the text once it is JSON', () => {
    const inspector = inspectorFor(form(), [0], plugins)!
    expect(inspector.jsonOptions).toEqual(expect.arrayContaining(['input', 'styles', 'formField']))
    expect(inspector.data.options?.input).toBe('{\n  "size": "xl"\n}')
    const options = (inspector.schema.properties as { options: { properties: Record<string, { type?: string }> } }).options.properties
    expect(options.input!.type).toBe('string')
    const controls = (inspector.uischema.elements as unknown as { elements: { scope: string, options?: object }[] }[]).flatMap(section => section.elements)
    expect(controls.find(control => control.scope.endsWith('/input'))!.options).toEqual({ multi: true })
    const apply = (input: string) => applyInspector(form(), [0], inspector.data, { ...inspector.data, options: { ...inspector.data.options, input } }, false, inspector.jsonOptions)
    expect((apply('{ "size": "sm", "ui": { "base": "x" } }').uischema as unknown as { elements: UISchemaElement[] }).elements[0].options).toEqual({ input: { size: 'sm', ui: { base: 'x' } } })
    expect((apply('  ').uischema as unknown as { elements: UISchemaElement[] }).elements[0].options?.input).toBeUndefined()
  })

  it('stores a typed pass-through as a pass-through may carry it: no string handler, markup write or script URL', () => {
    const inspector = inspectorFor(form(), [0], plugins)!
    const input = '{ "size": "sm", "autofocus": true, "onfocus": "window.__xss(1)", "innerHTML": "<img src=x onerror=alert(1)>", "editorProps": { "attributes": { "onfocus": "x()" } }, "content": { "onmouseover": "x()", "side": "top" }, "href": "javascript:x()" }'
    const applied = applyInspector(form(), [0], inspector.data, { ...inspector.data, options: { ...inspector.data.options, input } }, false, inspector.jsonOptions)
    expect((applied.uischema as unknown as { elements: UISchemaElement[] }).elements[0].options).toEqual({ input: { size: 'sm', autofocus: true, content: { side: 'top' } } })
  })

  it('refuses JSON text that is not JSON with where it breaks (line, column, pointer), applying nothing', () => {
    const before = form()
    const inspector = inspectorFor(before, [0], plugins)!
    const broken = { ...inspector.data, field: { ...inspector.data.field, title: 'Changed' }, options: { ...inspector.data.options, input: '{\n  "size": "sm",\n  "ui": { "base": }\n}' } }
    let error: unknown
    try {
      applyInspector(before, [0], inspector.data, broken, false, inspector.jsonOptions)
    }
    catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(JsonOptionError)
    expect((error as JsonOptionError).option).toBe('input')
    expect((error as JsonOptionError).message).toMatch(/^Not applied: this is not valid JSON at line 3, column 19 \(\/ui\/base\): /)
    expect(before).toEqual(form())
  })

  it('writes a rule with the value typed after the field it reads, and removes it', () => {
    const hidden = edit([0], ({ data }) => { data.rule = { effect: 'HIDE', field: 'subscribed', value: 'true' } })
    const rule = (hidden.uischema as unknown as { elements: UISchemaElement[] }).elements[0].rule
    expect(rule).toEqual({ effect: 'HIDE', condition: { scope: '#/properties/subscribed', schema: { const: true } } })
    const byAge = edit([0], ({ data }) => { data.rule = { effect: 'SHOW', field: 'age', value: '18' } })
    expect((byAge.uischema as unknown as { elements: UISchemaElement[] }).elements[0].rule?.condition).toEqual({ scope: '#/properties/age', schema: { const: 18 } })
    const none = edit([0], ({ data }) => { data.rule = { ...data.rule, effect: undefined } }, hidden)
    expect((none.uischema as unknown as { elements: UISchemaElement[] }).elements[0].rule).toBeUndefined()
  })

  it('writes AND / OR composed conditions with any effect and reads them back', () => {
    const ruleOf = (f: BuilderForm) => (f.uischema as unknown as { elements: UISchemaElement[] }).elements[0].rule
    const both = edit([0], ({ data }) => { data.rule = { effect: 'DISABLE', field: 'subscribed', value: 'true', join: 'OR', more: [{ field: 'age', value: '18' }, {}] } })
    expect(ruleOf(both)).toEqual({ effect: 'DISABLE', condition: { type: 'OR', conditions: [{ scope: '#/properties/subscribed', schema: { const: true } }, { scope: '#/properties/age', schema: { const: 18 } }] } })
    expect(inspectorFor(both, [0], plugins)!.data.rule).toEqual({ effect: 'DISABLE', field: 'subscribed', value: 'true', join: 'OR', more: [{ field: 'age', value: '18' }] })
    expect(ruleFrom(both, { effect: 'ENABLE', field: 'subscribed', value: 'false', more: [{ field: 'size', value: 'S' }] })?.condition).toMatchObject({ type: 'AND' })
    // A composed condition the inspector cannot show (a nested one, an empty one) is kept as it is.
    expect(ruleData({ type: 'Control', rule: { effect: 'HIDE', condition: { type: 'AND', conditions: [{ type: 'OR', conditions: [] }] } } } as unknown as UISchemaElement)).toBeUndefined()
  })

  it('writes "at most" and "at least" a number as a bound that fails while the field is empty, and reads it back', () => {
    const ruleOf = (f: BuilderForm) => (f.uischema as unknown as { elements: UISchemaElement[] }).elements[0]
    const low = edit([0], ({ data }) => { data.rule = { effect: 'SHOW', field: 'age', test: 'atMost', value: '2' } })
    expect(ruleOf(low).rule).toEqual({ effect: 'SHOW', condition: { scope: '#/properties/age', schema: { maximum: 2 }, failWhenUndefined: true } })
    expect(inspectorFor(low, [0], plugins)!.data.rule).toEqual({ effect: 'SHOW', field: 'age', test: 'atMost', value: '2' })
    // As JSON Forms reads it: shown at 2 or less, hidden above and while the age is not given.
    const ajv = createAjv()
    expect([{ age: 1 }, { age: 2 }, { age: 3 }, {}].map(data => isVisible(ruleOf(low), data, '', ajv, undefined))).toEqual([true, true, false, false])
    const high = edit([0], ({ data }) => { data.rule = { effect: 'HIDE', field: 'age', test: 'atLeast', value: '18', more: [{ field: 'age', test: 'atMost', value: '65' }] } })
    expect(ruleOf(high).rule?.condition).toEqual({ type: 'AND', conditions: [{ scope: '#/properties/age', schema: { minimum: 18 }, failWhenUndefined: true }, { scope: '#/properties/age', schema: { maximum: 65 }, failWhenUndefined: true }] })
    expect(ruleData(ruleOf(high))).toEqual({ effect: 'HIDE', field: 'age', test: 'atLeast', value: '18', join: 'AND', more: [{ field: 'age', test: 'atMost', value: '65' }] })
    // A bound needs a number: until one is typed the condition is an equality, the test kept as chosen.
    const stored = ruleFrom(form(), { effect: 'SHOW', field: 'age', test: 'atMost' })
    expect(stored?.condition).toEqual({ scope: '#/properties/age', schema: { const: '' } })
    expect(keepTypedRule(form(), stored, { effect: 'SHOW', field: 'age', value: '' }, { effect: 'SHOW', field: 'age', test: 'atMost' })).toEqual({ effect: 'SHOW', field: 'age', test: 'atMost' })
  })

  it('reads a checkbox or switch condition without a value as "on", and shows it as true', () => {
    const base = form()
    const stored = ruleFrom(base, { effect: 'SHOW', field: 'subscribed' })
    expect(stored?.condition).toEqual({ scope: '#/properties/subscribed', schema: { const: true } })
    const shown = ruleData({ type: 'Control', rule: stored } as UISchemaElement)
    expect(keepTypedRule(base, stored, shown, { effect: 'SHOW', field: 'subscribed' })).toEqual({ effect: 'SHOW', field: 'subscribed', value: 'true' })
    expect(ruleFrom(base, { effect: 'SHOW', field: 'subscribed', value: 'false' })?.condition).toEqual({ scope: '#/properties/subscribed', schema: { const: false } })
  })

  it('keeps the rule as typed while it describes the stored rule: an effect before its field, a value on its way', () => {
    const base = form()
    expect(keepTypedRule(base, undefined, {}, { effect: 'SHOW' })).toEqual({ effect: 'SHOW' })
    const stored = ruleFrom(base, { effect: 'SHOW', field: 'subscribed', value: 't' })
    expect(stored?.condition).toEqual({ scope: '#/properties/subscribed', schema: { const: false } })
    expect(keepTypedRule(base, stored, { effect: 'SHOW', field: 'subscribed', value: 'false' }, { effect: 'SHOW', field: 'subscribed', value: 't' })).toEqual({ effect: 'SHOW', field: 'subscribed', value: 't' })
    // Changed elsewhere (the Logic tab, undo): the stored rule is shown.
    expect(keepTypedRule(base, stored, { effect: 'HIDE', field: 'subscribed', value: 'false' }, { effect: 'SHOW' })).toEqual({ effect: 'HIDE', field: 'subscribed', value: 'false' })
  })

  it('renames the key, sets required, bounds and choices (enum, or items.enum of a multiple choice)', () => {
    const renamed = edit([0], ({ data }) => { data.field = { ...data.field, key: 'fullName', required: false, minLength: 2 } })
    expect(renamed.schema.required).toBeUndefined()
    expect((renamed.schema.properties as Record<string, object>).fullName).toEqual({ type: 'string', title: 'Name', minLength: 2 })
    expect(renamed.data).toEqual({ fullName: 'Ada' })
    const sizes = edit([2], ({ data }) => { data.field = { ...data.field, choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] } })
    expect((sizes.schema.properties as Record<string, { enum?: string[] }>).size.enum).toEqual(['S', 'M', 'L'])
    const toppings = edit([3], ({ data }) => { data.field = { ...data.field, choices: [{ value: 'ham' }, { value: 'olives' }] } })
    expect((toppings.schema.properties as Record<string, { items?: { enum?: string[] } }>).toppings.items?.enum).toEqual(['ham', 'olives'])
  })

  it('edits choices as a user does: rename, label apart from the stored value, reorder, remove, add', () => {
    const property = (f: BuilderForm, key: string) => (f.schema.properties as Record<string, Record<string, unknown>>)[key]
    const renamed = edit([2], ({ data }) => { data.field!.choices![0].value = 'France' })
    expect(property(renamed, 'size')).toEqual({ type: 'string', enum: ['France', 'M'] })
    const labelled = edit([2], ({ data }) => { data.field!.choices![1].label = 'Medium' }, renamed)
    expect(property(labelled, 'size')).toEqual({ type: 'string', oneOf: [{ const: 'France' }, { const: 'M', title: 'Medium' }] })
    expect(inspectorFor(labelled, [2], plugins)!.data.field?.choices).toEqual([{ value: 'France' }, { value: 'M', label: 'Medium' }])
    const reordered = edit([2], ({ data }) => { data.field!.choices!.reverse() }, labelled)
    expect(property(reordered, 'size').oneOf).toEqual([{ const: 'M', title: 'Medium' }, { const: 'France' }])
    const removed = edit([2], ({ data }) => { data.field!.choices!.splice(0, 1) }, reordered)
    expect(property(removed, 'size')).toEqual({ type: 'string', enum: ['France'] })
    const added = edit([2], ({ data }) => { data.field!.choices!.push({}) }, removed)
    expect(property(added, 'size').enum).toEqual(['France', ''])
    const labelledItems = edit([3], ({ data }) => { data.field!.choices![0].label = 'Ham' })
    expect(property(labelledItems, 'toppings').items).toEqual({ type: 'string', oneOf: [{ const: 'ham', title: 'Ham' }] })
    // The default of a choice field is one of its choices.
    const fields = (inspectorFor(labelled, [2], plugins)!.schema as { properties: { field: { properties: Record<string, { oneOf?: { const: unknown }[] }> } } }).properties.field.properties
    expect(fields.default.oneOf?.map(choice => choice.const)).toEqual(['France', 'M'])
  })

  it('offers only the keywords that apply to the field\'s type and format', () => {
    const fieldsOf = (property: Record<string, unknown>) => {
      const f: BuilderForm = { schema: { type: 'object', properties: { x: property } }, uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/x' }] } as UISchemaElement, data: {} }
      return Object.keys((inspectorFor(f, [0], plugins)!.schema as { properties: { field: { properties: object } } }).properties.field.properties)
    }
    expect(fieldsOf({ type: 'string' })).toEqual(expect.arrayContaining(['minLength', 'maxLength', 'pattern', 'format', 'default']))
    for (const format of ['data-url', 'date', 'color']) {
      expect(fieldsOf({ type: 'string', format })).not.toContain('minLength')
      expect(fieldsOf({ type: 'string', format })).toContain('format')
    }
    expect(fieldsOf({ type: 'string', enum: ['a'] })).not.toEqual(expect.arrayContaining(['minLength']))
    expect(fieldsOf({ type: 'integer' })).toEqual(expect.arrayContaining(['minimum', 'maximum']))
    expect(fieldsOf({ type: 'integer' })).not.toContain('minLength')
    expect(fieldsOf({ type: 'array', items: { type: 'string' } })).toEqual(expect.arrayContaining(['minItems', 'maxItems', 'uniqueItems']))
    expect(fieldsOf({ type: 'boolean' })).not.toEqual(expect.arrayContaining(['minimum', 'minLength', 'format']))
  })

  it('refuses a taken key with a RangeError saying so', () => {
    const rename = () => edit([0], ({ data }) => { data.field = { ...data.field, key: 'age' } })
    expect(rename).toThrow(RangeError)
    expect(rename).toThrow('The key "age" is already taken.')
  })

  it('sets a group\'s label', () => {
    const relabelled = edit([4], ({ data }) => { data.element = { label: 'Extras' } })
    expect((relabelled.uischema as unknown as { elements: { label?: string }[] }).elements[4].label).toBe('Extras')
  })

  it('renames the key after a new title only when the key follows the title, to a free key', () => {
    const retitle = (title: string, follows: boolean) => edit([4, 0], ({ data }) => { data.field = { ...data.field, title } }, form(), follows)
    const keys = (f: BuilderForm) => Object.keys((f.schema as { properties: object }).properties)
    expect(keys(retitle('Café au lait', true))).toEqual(['name', 'subscribed', 'size', 'toppings', 'cafeAuLait'])
    expect((retitle('Café au lait', true).uischema as unknown as { elements: { elements: { scope?: string }[] }[] }).elements[4].elements[0].scope).toBe('#/properties/cafeAuLait')
    expect(keys(retitle('Name', true))).toEqual(['name', 'subscribed', 'size', 'toppings', 'name2'])
    expect(keys(retitle('Café au lait', false))).toContain('age')
    expect(keys(retitle('日本', true))).toContain('age')
  })
})
