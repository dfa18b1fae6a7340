import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { definedSchemas } from '../../src/integrations/definedSchemas'
import type { AstNode } from '../../src/integrations/literalValue'

const found = (code: string) => definedSchemas(parseAst(code) as unknown as AstNode, 'nuxt-ui-jsonforms')
  .map(({ start, end, schema }) => ({ call: code.slice(start, end), schema }))

describe('defineSchema calls found at build time', () => {
  it('reads a literal schema: nested objects and arrays, quoted keys, templates, negative numbers', () => {
    const code = `import { defineSchema } from 'nuxt-ui-jsonforms'
export const schema = defineSchema({ type: 'object', "required": ['name'], properties: { name: { type: \`string\`, minLength: 2 }, t: { minimum: -1, enum: [null, true, 1.5] } } })`
    expect(found(code)).toEqual([{
      call: code.slice(code.indexOf('defineSchema({')),
      schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 }, t: { minimum: -1, enum: [null, true, 1.5] } } },
    }])
  })

  it('follows the name it is imported under, and only from the library', () => {
    expect(found(`import { defineSchema as schemaOf } from 'nuxt-ui-jsonforms'\nschemaOf({ type: 'string' })`)).toHaveLength(1)
    expect(found(`import { defineSchema } from 'another-library'\ndefineSchema({ type: 'string' })`)).toEqual([])
    expect(found(`const defineSchema = s => s\ndefineSchema({ type: 'string' })`)).toEqual([])
  })

  it('leaves a schema that is computed in any part to the run time', () => {
    for (const argument of ['{ ...base }', '{ [key]: 1 }', '{ title: name }', '{ title: `a${b}` }', '{ pattern: /a/ }', '{ f() {} }', '{ name }', 'base', '[{ type: "string" }]', '{ n: 1n }', '{ n: Infinity }'])
      expect(found(`import { defineSchema } from 'nuxt-ui-jsonforms'\ndefineSchema(${argument})`), argument).toEqual([])
  })

  it('keeps a `__proto__` key as the schema\'s own property, as JSON does', () => {
    const [call] = found(`import { defineSchema } from 'nuxt-ui-jsonforms'\ndefineSchema({ properties: { "__proto__": { type: 'string' } } })`)
    const properties = (call!.schema as { properties: object }).properties
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype)
    expect(Object.keys(properties)).toEqual(['__proto__'])
  })
})
