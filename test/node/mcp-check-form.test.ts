import { describe, expect, it } from 'vitest'
import { useFormsClient } from './helpers/formsClient'
import { resultText } from './helpers/docsClient'
import type { FormCheck } from '../../src/mcp/forms/checkForm'

const forms = useFormsClient()

const check = async (args: Record<string, unknown>) => {
  const result = await forms.call('check_form', args)
  expect(result.isError, resultText(result)).toBeFalsy()
  return result.structuredContent as unknown as FormCheck
}

/** A form with one problem of each kind, and nothing else wrong. */
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    age: { type: 'integer', minimum: 0 },
    bio: { type: 'string' },
    code: { type: 'string', format: 'postcode' },
    nothing: { type: 'null' },
  },
  required: ['name'],
}
const uischema = {
  type: 'VerticalLayout',
  elements: [
    { type: 'Control', scope: '#/properties/name', options: { placeholdr: 'Ada' } },
    { type: 'Control', scope: '#/properties/age', options: { step: 'one' } },
    { type: 'Control', scope: '#/properties/nmae' },
    { type: 'Control', scope: '#/properties/bio', options: { wysiwyg: true } },
    { type: 'Control', scope: '#/properties/nothing' },
    { type: 'Control', scope: '#/properties/code', rule: { effect: 'HIDE', condition: { scope: '#/properties/agee', schema: { const: 1 } } } },
  ],
}

describe('check_form', () => {
  it('lists the tools, each with an input and an output schema', async () => {
    const { tools } = await forms.client.listTools()
    for (const name of ['check_form', 'generate_uischema', 'list_options']) {
      const tool = tools.find(t => t.name === name)!
      expect(tool.inputSchema.type).toBe('object')
      expect(tool.outputSchema?.type).toBe('object')
    }
    expect(Object.keys(tools.find(t => t.name === 'check_form')!.inputSchema.properties!).sort()).toEqual(['config', 'data', 'schema', 'uischema'])
  })

  it('finds exactly one problem of each kind, each at its place with a fix', async () => {
    const result = await check({ schema, uischema, data: { age: -1 } })
    expect(result.problems.map(p => [p.kind, p.in, p.pointer])).toEqual([
      ['unknown-format', 'schema', '/properties/code/format'],
      ['unknown-option', 'uischema', '/elements/0/options/placeholdr'],
      ['option-type', 'uischema', '/elements/1/options/step'],
      ['scope-unresolved', 'uischema', '/elements/2/scope'],
      ['all-renderers', 'uischema', '/elements/3'],
      ['no-renderer', 'uischema', '/elements/4'],
      ['rule-scope-unresolved', 'uischema', '/elements/5/rule/condition/scope'],
    ])
    const fix = (kind: string) => result.problems.find(p => p.kind === kind)!.fix
    expect(fix('unknown-option')).toContain('"placeholder"')
    expect(fix('scope-unresolved')).toContain('#/properties/name')
    expect(fix('rule-scope-unresolved')).toContain('#/properties/age')
    expect(fix('option-type')).toContain('number')
    expect(result.problems.find(p => p.kind === 'no-renderer')!.message).toContain('schema type: null')
    expect(result.dataErrors).toEqual([
      { path: '/name', keyword: 'required', message: 'Required' },
      { path: '/age', keyword: 'minimum', message: 'Must be at least 0' },
    ])
  })

  it('names the winner, its rank and the runner-up of every element', async () => {
    const result = await check({ schema, uischema })
    expect(result.elements[0]).toEqual({ pointer: '', type: 'VerticalLayout', renderer: { family: 'layouts', entry: 'vertical-layout', rank: 1 }, runnerUp: { family: 'unknown', entry: 'unknown', rank: 0 } })
    expect(result.elements[4]).toMatchObject({
      pointer: '/elements/3',
      renderer: { family: 'wysiwygHint', entry: 'wysiwygHint', rank: 4 },
      runnerUp: { family: 'text', entry: 'text', rank: 1 },
      withAllRenderers: { family: 'editor', entry: 'editor', rank: 5 },
    })
  })

  it('reports a schema AJV cannot compile, with AJV\'s message, and validates nothing then', async () => {
    const result = await check({ schema: { type: 'object', properties: { a: { type: 'string', minLength: 'two' } } }, data: { a: 1 } })
    expect(result.problems.map(p => p.kind)).toEqual(['schema-not-compiled'])
    expect(result.problems[0]!.message).toMatch(/AJV cannot compile the schema: .*minLength must be integer/)
    expect(result.dataErrors).toEqual([])
    expect(result.uischemaGenerated).toBe(true)
  })

  it('checks the sub-forms of an array\'s and an object\'s options.detail like the root, their scopes read in the item and the object', async () => {
    const nested = {
      type: 'object',
      properties: {
        team: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string', enum: ['Author', 'Editor'] }, address: { $ref: '#/definitions/address' } } } },
        home: { $ref: '#/definitions/address' },
      },
      definitions: { address: { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
    }
    const address = { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/stret' }, { type: 'Control', scope: '#/properties/city', options: { placeholdr: 'Paris' } }] }
    const detail = {
      type: 'HorizontalLayout',
      elements: [
        { type: 'Control', scope: '#/properties/name', rule: { effect: 'HIDE', condition: { scope: '#/properties/rol', schema: { const: 'Editor' } } } },
        { type: 'Control', scope: '#/properties/role', options: { format: 'radio' } },
        { type: 'Control', scope: '#/properties/address', options: { detail: address } },
      ],
    }
    const result = await check({
      schema: nested,
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/team', options: { detail } }, { type: 'ListWithDetail', scope: '#/properties/team', options: { detail } }, { type: 'Control', scope: '#/properties/home', options: { detail: address } }] },
    })
    const inTeam = ['rule-scope-unresolved /options/detail/elements/0/rule/condition/scope', 'scope-unresolved /options/detail/elements/2/options/detail/elements/0/scope', 'unknown-option /options/detail/elements/2/options/detail/elements/1/options/placeholdr']
    expect(result.problems.map(p => `${p.kind} ${p.pointer}`)).toEqual([
      ...inTeam.map(problem => problem.replace(' ', ' /elements/0')),
      ...inTeam.map(problem => problem.replace(' ', ' /elements/1')),
      'scope-unresolved /elements/2/options/detail/elements/0/scope',
      'unknown-option /elements/2/options/detail/elements/1/options/placeholdr',
    ])
    expect(result.problems.find(p => p.pointer === '/elements/2/options/detail/elements/0/scope')!.fix).toContain('"#/properties/street"')
    expect(result.problems.find(p => p.kind === 'rule-scope-unresolved')!.fix).toContain('"#/properties/role"')
    const at = (pointer: string) => result.elements.find(element => element.pointer === pointer)
    expect(at('/elements/0/options/detail/elements/1')).toMatchObject({ within: ['#/properties/team'], renderer: { family: 'choice', entry: 'radio' } })
    expect(at('/elements/1/options/detail/elements/2/options/detail/elements/1')).toMatchObject({ within: ['#/properties/team', '#/properties/address'], renderer: { family: 'text', entry: 'text' } })
    expect(at('/elements/2/options/detail')).toMatchObject({ type: 'VerticalLayout', within: ['#/properties/home'] })
    expect(at('/elements/0')!.within).toBeUndefined()
  })

  it('answers a malformed input with a tool error that says what is wrong', async () => {
    const notSchema = await forms.call('check_form', { schema: 'a string' })
    expect(notSchema.isError).toBe(true)
    expect(resultText(notSchema)).toMatch(/schema/)
    const badElements = await check({ schema: { type: 'object', properties: { name: { type: 'string' } } }, uischema: { type: 'VerticalLayout', elements: {} } })
    expect(badElements.problems.map(p => [p.kind, p.pointer])).toEqual([['uischema-invalid', '/elements']])
  })
})

describe('generate_uischema', () => {
  const nested = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      address: { type: 'object', title: 'Address', properties: { street: { type: 'string' }, city: { type: 'string' } } },
    },
  }

  it('returns the UI schema the form generates and one with a group per nested object', async () => {
    const result = await forms.call('generate_uischema', { schema: nested })
    expect(result.isError).toBeFalsy()
    expect(result.structuredContent).toEqual({
      generated: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }, { type: 'Control', scope: '#/properties/address' }] },
      suggested: { type: 'VerticalLayout', elements: [
        { type: 'Control', scope: '#/properties/name' },
        { type: 'Group', label: 'Address', elements: [{ type: 'Control', scope: '#/properties/address/properties/street' }, { type: 'Control', scope: '#/properties/address/properties/city' }] },
      ] },
    })
  })

  it('suggests a categorization past the field count, which checks clean', async () => {
    const result = await forms.call('generate_uischema', { schema: nested, options: { categorizeAbove: 2 } })
    const { suggested } = result.structuredContent as { suggested: { type: string, elements: { label: string }[] } }
    expect(suggested.type).toBe('Categorization')
    expect(suggested.elements.map(e => e.label)).toEqual(['General', 'Address'])
    expect((await check({ schema: nested, uischema: suggested })).problems).toEqual([])
  })
})

describe('list_options', () => {
  it('lists every option of a family with its type, default and one line', async () => {
    const result = await forms.call('list_options', { family: 'autocomplete' })
    const { families } = result.structuredContent as { families: { family: string, entries: { entry: string, options: { name: string, type: string, default?: unknown, description: string }[] }[] }[] }
    expect(families.map(f => f.family)).toEqual(['autocomplete'])
    const minLength = families[0]!.entries[0]!.options.find(o => o.name === 'minLength')
    expect(minLength).toEqual({ name: 'minLength', type: 'integer ≥ 0', default: 2, description: expect.stringContaining('Characters to type') })
  })

  it('lists every family, common first, without a family; refuses an unknown one with the names there are', async () => {
    const all = await forms.call('list_options', {})
    const names = (all.structuredContent as { families: { family: string }[] }).families.map(f => f.family)
    expect(names[0]).toBe('common')
    expect(names).toEqual(expect.arrayContaining(['text', 'choice', 'dates', 'editor', 'layouts']))
    const unknown = await forms.call('list_options', { family: 'txt' })
    expect(unknown.isError).toBe(true)
    expect(resultText(unknown)).toContain('There is no family "txt". Families: common, array')
  })
})
