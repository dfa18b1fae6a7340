import { type ControlElement, type UISchemaElement, composeWithUi } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { controlDataPath, ownPropertyName, ownPropertySchema } from '../../src/values/ownProperty'

describe('ownPropertyName', () => {
  it('names the property of a scope #/properties/<name> and nothing else, as /^#\\/properties\\/([^/~]+)$/ does', () => {
    const pattern = /^#\/properties\/([^/~]+)$/
    const scopes: unknown[] = [
      '#/properties/name', '#/properties/a b', '#/properties/a.b', '#/properties/ü', '#/properties/line\nbreak', '#/properties/__proto__',
      '#/properties/', '#/properties', '#/properties/a/properties/b', '#/properties/we~1ird', '#/properties/til~0de', '#/items/properties/a',
      '#', '', ' #/properties/name', '#/properties/name/', 'x#/properties/name', '#/definitions/name', undefined, null, 42, {},
    ]
    for (const scope of scopes)
      expect(ownPropertyName(scope), String(scope)).toBe(typeof scope === 'string' ? pattern.exec(scope)?.[1] : undefined)
  })
})

describe('ownPropertySchema', () => {
  const name = { type: 'string' }
  it('finds a property held in place, and leaves anything with a $ref, inherited or no object to JSON Forms', () => {
    expect(ownPropertySchema({ type: 'object', properties: { name } }, 'name')).toBe(name)
    expect(ownPropertySchema({ properties: { name: {} } }, 'name')).toEqual({})
    expect(ownPropertySchema({ properties: { name } }, undefined)).toBeUndefined()
    expect(ownPropertySchema({ properties: { name: { $ref: '#/definitions/name' } } }, 'name')).toBeUndefined()
    expect(ownPropertySchema({ $ref: '#/definitions/root', properties: { name } }, 'name')).toBeUndefined()
    expect(ownPropertySchema({ properties: { $ref: '#/definitions/all', name } }, 'name')).toBeUndefined()
    expect(ownPropertySchema({ properties: {} }, 'constructor')).toBeUndefined()
    expect(ownPropertySchema({ properties: JSON.parse('{"__proto__": {"type": "string"}}') }, '__proto__')).toBeUndefined()
    expect(ownPropertySchema({ properties: { name: true } }, 'name')).toBeUndefined()
    expect(ownPropertySchema({ properties: { name: [name] } }, 'name')).toBeUndefined()
    expect(ownPropertySchema(true, 'name')).toBeUndefined()
    expect(ownPropertySchema(undefined, 'name')).toBeUndefined()
  })
})

describe('controlDataPath', () => {
  it('composes the data path of a control as JSON Forms\' composeWithUi does', () => {
    const scopes = [
      '#/properties/name', '#/properties/a.b', '#/properties/[0]', '#/properties/then', '#/properties/oneOf', '#/properties/a b',
      '#/properties/we~1ird', '#/properties/til~0de', '#/properties/nested/properties/inner', '#/properties/list/items/properties/x',
      '#/oneOf/0/properties/name', '#/properties/x/then/properties/y', '#', '', 'properties/name', '#/properties/',
    ]
    const bases = [undefined, '', 'root', 'list.3', 'a.b']
    for (const scope of scopes) {
      for (const base of bases) {
        const element = { type: 'Control', scope } as ControlElement
        expect(controlDataPath(element, base), `${scope} under ${String(base)}`).toBe(composeWithUi(element, base as string))
      }
    }
    const label = { type: 'Label' } as UISchemaElement
    expect(controlDataPath(label, 'root')).toBe(composeWithUi(label as ControlElement, 'root'))
  })
})
