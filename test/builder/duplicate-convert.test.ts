import type { UISchemaElement } from '@jsonforms/core'
import { allPlugins, builderPalettes, collectPalette, withPalettes } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { type BuilderForm, conversionsOf, convertNode, duplicateNode } from '../../src/builder/model'

const palette = collectPalette(withPalettes(allPlugins, builderPalettes))
const entry = (id: string) => palette.find(candidate => candidate.id === id)!
const control = (key: string, extra: Record<string, unknown> = {}) => ({ type: 'Control', scope: `#/properties/${key}`, ...extra }) as UISchemaElement
const form = (properties: Record<string, unknown>, elements: UISchemaElement[], required?: string[]): BuilderForm => ({
  schema: { type: 'object', properties, ...(required && { required }) },
  uischema: { type: 'VerticalLayout', elements } as UISchemaElement,
  data: {},
})
const elements = (f: BuilderForm) => (f.uischema as unknown as { elements: UISchemaElement[] }).elements

describe('duplicateNode', () => {
  it('copies a field under a new unique key and numbered title, after it, required kept, and selects the copy', () => {
    const before = form({ name: { type: 'string', title: 'Name' }, name2: { type: 'string' }, age: { type: 'integer' } }, [control('name'), control('age')], ['name'])
    const { form: after, selection } = duplicateNode(before, [0])
    expect(selection).toEqual([1])
    expect(elements(after).map(e => (e as { scope: string }).scope)).toEqual(['#/properties/name', '#/properties/name3', '#/properties/age'])
    expect(after.schema.properties).toMatchObject({ name3: { type: 'string', title: 'Name 3' } })
    expect(after.schema.required).toEqual(['name', 'name3'])
    expect(before.schema.properties).not.toHaveProperty('name3')
  })

  it('counts on from a numbered key and title: text2 "Text 2" → text3 "Text 3"', () => {
    const { form: after } = duplicateNode(form({ text: { type: 'string', title: 'Text' }, text2: { type: 'string', title: 'Text 2' } }, [control('text'), control('text2')]), [1])
    expect(after.schema.properties).toHaveProperty('text3', { type: 'string', title: 'Text 3' })
  })

  it('copies a container with a new property for each field; its rules read the copies, rules reading outside fields are kept', () => {
    const group = {
      type: 'Group',
      label: 'Address',
      elements: [
        control('street'),
        control('city', { rule: { effect: 'HIDE', condition: { scope: '#/properties/street', schema: { const: '' } } } }),
        control('zip', { rule: { effect: 'SHOW', condition: { type: 'AND', conditions: [{ scope: '#/properties/agree', schema: { const: true } }] } } }),
      ],
    } as unknown as UISchemaElement
    const before = form({ street: { type: 'string' }, city: { type: 'string' }, zip: { type: 'string' }, agree: { type: 'boolean' } }, [group, control('agree')])
    const { form: after } = duplicateNode(before, [0])
    const copy = elements(after)[1] as unknown as { label: string, elements: { scope: string, rule?: { condition: unknown } }[] }
    expect(copy.label).toBe('Address')
    expect(copy.elements.map(e => e.scope)).toEqual(['#/properties/street2', '#/properties/city2', '#/properties/zip2'])
    expect(copy.elements[1].rule?.condition).toEqual({ scope: '#/properties/street2', schema: { const: '' } })
    expect(copy.elements[2].rule?.condition).toEqual({ type: 'AND', conditions: [{ scope: '#/properties/agree', schema: { const: true } }] })
    expect(Object.keys(after.schema.properties as object)).toEqual(['street', 'city', 'zip', 'agree', 'street2', 'city2', 'zip2'])
  })

  it('a Control bound to an object carries the fields inside it; a layout without fields is copied as it is', () => {
    const address = { type: 'object', properties: { city: { type: 'string' } } }
    const before = form({ address }, [{ type: 'Group', label: 'G', elements: [control('address'), control('address/properties/city')] } as unknown as UISchemaElement, { type: 'Label', text: 'Hi' } as UISchemaElement])
    const { form: after } = duplicateNode(before, [0])
    expect((elements(after)[1] as unknown as { elements: { scope: string }[] }).elements.map(e => e.scope)).toEqual(['#/properties/address2', '#/properties/address2/properties/city'])
    expect(after.schema.properties).toHaveProperty('address2', address)
    expect(elements(duplicateNode(before, [1]).form)[2]).toEqual({ type: 'Label', text: 'Hi' })
  })

  it('refuses the root', () => {
    expect(() => duplicateNode(form({}, []), [])).toThrow(RangeError)
  })
})

describe('convertNode', () => {
  const rule = { effect: 'HIDE', condition: { scope: '#/properties/other', schema: { const: true } } }
  const textForm = () => form({ bio: { type: 'string', title: 'Bio', description: 'About you', maxLength: 200 }, other: { type: 'boolean' } }, [control('bio', { label: 'About', rule, options: { placeholder: 'Write' } })], ['bio'])

  it('text → textarea → select, keeping key, title, required, label, rule and the other options', () => {
    const textarea = convertNode(textForm(), [0], entry('textarea'), palette).form
    expect(elements(textarea)[0]).toEqual(control('bio', { label: 'About', rule, options: { placeholder: 'Write', multi: true } }))
    const select = convertNode(textarea, [0], entry('select'), palette).form
    expect(elements(select)[0]).toEqual(control('bio', { label: 'About', rule, options: { placeholder: 'Write', format: 'select' } }))
    expect(select.schema.properties).toEqual({ bio: { type: 'string', title: 'Bio', description: 'About you', maxLength: 200, enum: ['One', 'Two', 'Three'] }, other: { type: 'boolean' } })
    expect(select.schema.required).toEqual(['bio'])
  })

  it('a select keeps its choices as a radio group and drops them as text; a password loses its format as text', () => {
    const select = convertNode(textForm(), [0], entry('select'), palette).form
    const withChoices = { ...select, schema: { ...select.schema, properties: { ...(select.schema.properties as object), bio: { type: 'string', enum: ['a', 'b'] } } } }
    const radio = convertNode(withChoices, [0], entry('radio'), palette).form
    expect(radio.schema.properties).toHaveProperty('bio', { type: 'string', enum: ['a', 'b'] })
    expect(elements(radio)[0].options).toEqual({ placeholder: 'Write', format: 'radio' })
    expect((convertNode(radio, [0], entry('text'), palette).form.schema.properties as Record<string, unknown>).bio).toEqual({ type: 'string' })
    const password = convertNode(textForm(), [0], entry('password'), palette).form
    expect((password.schema.properties as Record<string, { format?: string }>).bio.format).toBe('password')
    expect((convertNode(password, [0], entry('text'), palette).form.schema.properties as Record<string, { format?: string }>).bio.format).toBeUndefined()
  })

  it('checkbox → switch and back', () => {
    const before = form({ ok: { type: 'boolean', title: 'OK' } }, [control('ok')])
    const toggled = convertNode(before, [0], entry('switch'), palette).form
    expect(elements(toggled)[0]).toEqual(control('ok', { options: { toggle: true } }))
    expect(elements(convertNode(toggled, [0], entry('boolean'), palette).form)[0]).toEqual(control('ok'))
  })

  it('offers only kinds of the same type (and item type); none for an object or a layout; refuses any other', () => {
    const ids = (f: BuilderForm) => conversionsOf(f, [0], palette).map(e => e.id)
    expect(ids(form({ ok: { type: 'boolean' } }, [control('ok')]))).toEqual(['boolean', 'switch'])
    expect(ids(textForm())).toEqual(expect.arrayContaining(['text', 'textarea', 'password', 'select', 'radio', 'date', 'autocomplete']))
    expect(ids(textForm())).not.toContain('number')
    expect(ids(form({ tags: { type: 'array', items: { type: 'string' } } }, [control('tags')]))).toEqual(['multi-enum', 'tags'])
    expect(ids(form({ o: { type: 'object' } }, [control('o')]))).toEqual([])
    expect(ids(form({}, [{ type: 'Label', text: 'x' } as UISchemaElement]))).toEqual([])
    expect(() => convertNode(textForm(), [0], entry('number'), palette)).toThrow(RangeError)
  })

  it('a list of objects becomes a list with detail: the element type follows the kind', () => {
    const before = form({ items: { type: 'array', items: { type: 'object', properties: {} } } }, [control('items', { options: { elementLabelProp: 'name' } })])
    expect(elements(convertNode(before, [0], entry('list-with-detail'), palette).form)[0]).toEqual({ type: 'ListWithDetail', scope: '#/properties/items', options: { elementLabelProp: 'name' } })
  })
})
