import { type JsonSchema7, createDefaultValue as jsonformsDefault } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { createDefaultValue } from '../../src/values/defaultValue'

const root: JsonSchema7 = { definitions: { city: { type: 'string', default: 'Paris' } } }

const schemas: Record<string, JsonSchema7> = {
  'a string': { type: 'string' },
  'a number': { type: 'number' },
  'an integer with a default': { type: 'integer', default: 7 },
  'a boolean': { type: 'boolean' },
  'an array': { type: 'array', items: { type: 'string' } },
  'null': { type: 'null' },
  'an object of property defaults': { type: 'object', properties: { a: { type: 'string', default: 'x' }, b: { type: 'string' }, c: { type: 'object', properties: { d: { type: 'number' } } } } },
  'an object with allOf defaults': { type: 'object', properties: { a: { type: 'string', default: 'x' } }, allOf: [{ properties: { b: { type: 'number', default: 2 } } }] },
  'a property by $ref': { type: 'object', properties: { city: { $ref: '#/definitions/city' } } },
  'an object default': { type: 'object', default: { nested: { list: [1, 2] } }, properties: { nested: { type: 'object' } } },
  'a oneOf': { oneOf: [{ type: 'string', const: 'a' }, { type: 'number' }] },
  'no type at all': { title: 'nothing' },
}

describe('createDefaultValue', () => {
  it.each(Object.entries(schemas))('%s: what JSON Forms makes of it', (_, schema) => {
    expect(createDefaultValue(schema, { ...root, ...schema })).toEqual(jsonformsDefault(schema, { ...root, ...schema }))
  })

  it('gives a nested object the defaults under it, at any depth, where JSON Forms leaves it out', () => {
    const schema: JsonSchema7 = {
      type: 'object',
      properties: {
        a: { type: 'string', default: 'x' },
        c: { type: 'object', properties: { d: { type: 'number', default: 1 }, e: { properties: { f: { type: 'boolean', default: true } } } } },
        empty: { type: 'object', properties: { g: { type: 'string' } } },
        own: { type: 'object', default: { h: 2 }, properties: { h: { type: 'number', default: 3 } } },
        city: { $ref: '#/definitions/place' },
      },
      definitions: { place: { type: 'object', properties: { name: { type: 'string', default: 'Paris' } } } },
    }
    expect(jsonformsDefault(schema, schema)).toEqual({ a: 'x', own: { h: 2 } })
    expect(createDefaultValue(schema, schema)).toEqual({ a: 'x', c: { d: 1, e: { f: true } }, own: { h: 2 }, city: { name: 'Paris' } })
  })

  it('follows a schema that contains itself once, and stops', () => {
    const schema = { definitions: { node: { type: 'object', properties: { label: { type: 'string', default: 'n' }, child: { $ref: '#/definitions/node' } } } }, $ref: '#/definitions/node' } as JsonSchema7
    expect(createDefaultValue(schema.definitions!.node!, schema)).toEqual({ label: 'n' })
  })

  it('copies a default, never shares it', () => {
    const schema: JsonSchema7 = { type: 'object', properties: { tags: { type: 'array', default: ['a'] } } }
    const value = createDefaultValue(schema, schema) as { tags: string[] }
    value.tags.push('b')
    expect((schema.properties!.tags as { default: string[] }).default).toEqual(['a'])
  })

  it('a property named __proto__ or constructor gives its default under that own key', () => {
    const schema = JSON.parse('{ "type": "object", "properties": { "__proto__": { "default": { "polluted": 1 } }, "constructor": { "default": "c" } } }') as JsonSchema7
    const value = createDefaultValue(schema, schema) as Record<string, unknown>
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor'])
    expect(value.polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
