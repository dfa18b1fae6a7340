import * as core from '@jsonforms/core'
import type { JsonSchema, Tester, UISchemaElement } from '@jsonforms/core'
import { getExamples } from '@jsonforms/examples'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import * as kit from 'nuxt-ui-jsonforms/kit'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pickRenderer } from '../../src/registry/winningEntry'
import { scopedSchema } from '../../src/values/scopedSchema'

// The kit's testers resolve through this module's `resolveSchema`: counted, answers unchanged.
vi.mock('@jsonforms/core', async (importOriginal) => {
  const original = await importOriginal<typeof core>()
  return { ...original, resolveSchema: vi.fn(original.resolveSchema), hasType: vi.fn(original.hasType) }
})
const resolutions = vi.mocked(core.resolveSchema)
const derivedTypes = vi.mocked(core.hasType)

/** Every element of a UI schema, depth first. */
function elementsOf(uischema: UISchemaElement): UISchemaElement[] {
  const children = (uischema as { elements?: UISchemaElement[] }).elements ?? []
  return [uischema, ...children.flatMap(elementsOf)]
}

/** The UI-schema elements and schemas testers meet: every JSON Forms example, and malformed parts. */
function cases(): { uischema: UISchemaElement, schema: JsonSchema, rootSchema: JsonSchema }[] {
  const fromExamples = getExamples().flatMap(({ schema, uischema }) => uischema
    ? elementsOf(uischema).map(element => ({ uischema: element, schema, rootSchema: schema }))
    : [])
  const rootSchema: JsonSchema = {
    type: 'object',
    properties: {
      name: { type: 'string', format: 'email' },
      age: { $ref: '#/definitions/age' },
      flag: { type: ['boolean', 'null'] },
      blank: { type: '' as never, enum: ['x'] },
      mixed: { enum: ['a', 1, true] },
      listed: { type: ['string'], format: 'password' },
      untyped: { properties: { inner: { type: 'string' } } },
      empty: {},
      'we/ird': { type: 'string' },
      'constructor': { type: 'number' },
      'referenced': { $ref: '#/definitions/age', type: 'string' } as never,
    },
    definitions: { age: { type: 'integer' } },
    oneOf: [{ properties: { hidden: { type: 'number' } } }],
  }
  const odd = [
    { uischema: { type: 'Control', scope: '#/properties/name' }, schema: rootSchema },
    { uischema: { type: 'Control', scope: '#/properties/age' }, schema: rootSchema },
    { uischema: { type: 'Control', scope: '#/properties/flag' }, schema: rootSchema },
    { uischema: { type: 'Control', scope: '#/properties/hidden' }, schema: rootSchema },
    { uischema: { type: 'Control', scope: '#/properties/missing' }, schema: rootSchema },
    ...['blank', 'mixed', 'listed', 'untyped', 'empty', 'we~1ird', 'constructor', 'toString', '__proto__', 'referenced'].map(name => ({ uischema: { type: 'Control', scope: `#/properties/${name}` }, schema: rootSchema })),
    { uischema: { type: 'Control', scope: '#/properties/inner' }, schema: rootSchema.properties!.untyped! },
    { uischema: { type: 'Control', scope: '' }, schema: rootSchema },
    { uischema: { type: 'Control' }, schema: rootSchema },
    { uischema: { type: 'Control', scope: '#' }, schema: { type: 'string' } },
    { uischema: { type: 'Control', scope: '#/properties/name' }, schema: {} },
    { uischema: { type: 'Control', scope: '#/properties/name' }, schema: true as never },
    { uischema: { type: 'Control', scope: '#/properties/name' }, schema: { type: 'object', properties: { $ref: '#/definitions/x', name: { type: 'string' } } } as never },
    { uischema: { type: 'Control', scope: '#/properties/name' }, schema: { $ref: '#/definitions/age', type: 'object', properties: { name: { type: 'string' } } } as never },
    { uischema: {} as UISchemaElement, schema: rootSchema },
  ] as { uischema: UISchemaElement, schema: JsonSchema }[]
  return [...fromExamples, ...odd.map(entry => ({ ...entry, rootSchema }))]
}

const types = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']
const formats = ['date', 'date-time', 'time', 'email', 'password', 'color', 'data-url']
/** Pairs of the same tester from `@jsonforms/core` and from the kit. */
const pairs: [string, Tester, Tester][] = [
  ...types.map(type => [`schemaTypeIs('${type}')`, core.schemaTypeIs(type), kit.schemaTypeIs(type)] as [string, Tester, Tester]),
  ...formats.map(format => [`formatIs('${format}')`, core.formatIs(format), kit.formatIs(format)] as [string, Tester, Tester]),
  ['isStringControl', core.isStringControl, kit.isStringControl],
  ['isNumberControl', core.isNumberControl, kit.isNumberControl],
  ['isIntegerControl', core.isIntegerControl, kit.isIntegerControl],
  ['isBooleanControl', core.isBooleanControl, kit.isBooleanControl],
]

describe('the kit\'s schema testers', () => {
  beforeEach(() => {
    resolutions.mockClear()
    derivedTypes.mockClear()
  })

  it('answer as @jsonforms/core\'s do for every element of the JSON Forms examples and malformed ones', () => {
    const all = cases()
    expect(all.length).toBeGreaterThan(300)
    const differences: string[] = []
    for (const { uischema, schema, rootSchema } of all) {
      const context = { rootSchema, config: {} }
      for (const [name, theirs, ours] of pairs) {
        const expected = theirs(uischema, schema, context)
        if (ours(uischema, schema, context) !== expected)
          differences.push(`${name} on ${JSON.stringify(uischema)}`)
      }
      const seen = { theirs: [] as unknown[], ours: [] as unknown[] }
      core.schemaMatches(found => (seen.theirs.push(found), true))(uischema, schema, context)
      kit.schemaMatches(found => (seen.ours.push(found), true))(uischema, schema, context)
      if (JSON.stringify(seen.ours) !== JSON.stringify(seen.theirs))
        differences.push(`schemaMatches on ${JSON.stringify(uischema)}`)
    }
    expect(differences).toEqual([])
  })

  it('resolve a control\'s scope at most once for all the testers of uiRenderers, a plain property not at all', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0, maximum: 9 }, done: { type: 'boolean' }, count: { $ref: '#/definitions/count' } },
      definitions: { count: { type: 'integer' } },
    }
    const context = { rootSchema: schema, config: {} }
    const controls = ['name', 'age', 'done', 'count'].map(name => ({ type: 'Control', scope: `#/properties/${name}` }))
    const picked = controls.map(control => pickRenderer(uiRenderers, control, schema, context))
    expect(picked.every(Boolean)).toBe(true)
    // A plain property is found in place; the \$ref one is resolved once, against the schema narrowed to it.
    const counted = controls[3]!
    expect(resolutions.mock.calls.map(([narrowed, scope]) => [narrowed, scope])).toEqual([[scopedSchema(counted, schema), counted.scope]])
    // Asked again by another tester of the kit, the control is not resolved again.
    expect(kit.schemaTypeIs('integer')(counted, scopedSchema(counted, schema), context)).toBe(true)
    expect(resolutions).toHaveBeenCalledTimes(1)
    // Every schema here names its type: no tester derived a list of types to look it up.
    expect(derivedTypes).not.toHaveBeenCalled()
  })
})

describe('the kit\'s and / or', () => {
  it('give @jsonforms/core\'s answers, truthy, falsy or thrown, and ask no tester after the answer is known', () => {
    const answers: unknown[] = [true, false, 0, 1, '', 'yes', undefined, null]
    const asked: number[] = []
    const answering = (index: number, answer: unknown): Tester => () => (asked.push(index), answer as boolean)
    for (const first of answers) {
      for (const second of answers) {
        const testers = () => [answering(0, first), answering(1, second)]
        for (const combine of ['and', 'or'] as const) {
          asked.length = 0
          const expected = core[combine](...testers())({} as UISchemaElement, {}, { rootSchema: {}, config: {} })
          const theirsAsked = [...asked]
          asked.length = 0
          expect(kit[combine](...testers())({} as UISchemaElement, {}, { rootSchema: {}, config: {} }), `${combine}(${String(first)}, ${String(second)})`).toBe(expected)
          expect(asked).toEqual(theirsAsked)
        }
      }
    }
    expect(kit.and()({} as UISchemaElement, {}, { rootSchema: {}, config: {} })).toBe(core.and()({} as UISchemaElement, {}, { rootSchema: {}, config: {} }))
    expect(kit.or()({} as UISchemaElement, {}, { rootSchema: {}, config: {} })).toBe(core.or()({} as UISchemaElement, {}, { rootSchema: {}, config: {} }))
    const failing: Tester = () => {
      throw new Error('odd element')
    }
    expect(() => kit.and(() => true, failing)({} as UISchemaElement, {}, { rootSchema: {}, config: {} })).toThrow('odd element')
  })
})
