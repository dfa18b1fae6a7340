import { describe, expect, it } from 'vitest'
import { pathOfCheck, pointerOf, readJsonDocument } from '../../src/builder/jsonLocate'
import { formRules, setRule } from '../../src/builder/rules'
import { emptyForm } from '../../src/builder/model/form'
import type { BuilderForm } from '../../src/builder/model/form'

describe('readJsonDocument', () => {
  it('reads valid text', () => {
    expect(readJsonDocument('{ "a": [1, 2] }', 'data')).toEqual({ value: { a: [1, 2] } })
  })

  it('locates a syntax error by line, column and the pointer of the value it broke', () => {
    const text = '{\n  "type": "object",\n  "properties": {\n    "name": { "type": "string", }\n  }\n}'
    const read = readJsonDocument(text, 'schema')
    expect(read).toMatchObject({ problem: { line: 4, pointer: '/properties/name' } })
    expect('problem' in read && read.problem.message).toContain('not valid JSON')
  })

  it('refuses a schema that is not an object', () => {
    expect(readJsonDocument('[1]', 'schema')).toMatchObject({ problem: { line: 1, column: 1, pointer: '', message: expect.stringContaining('an array') } })
  })

  it('refuses a UI schema the builder cannot edit, with the path and reason, located at the value', () => {
    const text = '{\n  "type": "VerticalLayout",\n  "elements": [\n    { "type": "Control" },\n    { "type": "Control", "scope": 3 }\n  ]\n}'
    const read = readJsonDocument(text, 'uischema')
    expect(read).toMatchObject({ problem: { line: 4, column: 5, pointer: '/elements/0' } })
    expect('problem' in read && read.problem.message).toContain('"uischema.elements[0]" is a Control: its "scope" must be a string')
  })

  it('points at a missing part of a UI schema where it should be, located at its owner', () => {
    const read = readJsonDocument('{ "type": "Group", "label": "x" }', 'uischema')
    expect(read).toMatchObject({ problem: { line: 1, column: 1, pointer: '/elements' } })
  })

  it('turns paths into JSON pointers', () => {
    expect(pathOfCheck('uischema.elements[1].rule.effect')).toEqual(['elements', 1, 'rule', 'effect'])
    expect(pointerOf(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0')
  })
})

describe('formRules and setRule', () => {
  const form: BuilderForm = {
    ...emptyForm(),
    schema: { type: 'object', properties: { married: { type: 'boolean' }, spouse: { type: 'string' }, age: { type: 'integer' } } },
    uischema: {
      type: 'VerticalLayout',
      elements: [
        { type: 'Control', scope: '#/properties/married' },
        { type: 'Control', scope: '#/properties/spouse', rule: { effect: 'SHOW', condition: { scope: '#/properties/married', schema: { const: true } } } },
        { type: 'Control', scope: '#/properties/age', rule: { effect: 'HIDE', condition: { type: 'AND', conditions: [] } } },
      ],
    } as BuilderForm['uischema'],
  }

  it('lists every rule with its element, an editable condition, or none for a richer one', () => {
    const rules = formRules(form)
    expect(rules.map(rule => rule.path)).toEqual([[1], [2]])
    expect(rules[0].data).toEqual({ effect: 'SHOW', field: 'married', value: 'true' })
    expect(rules[1].data).toBeUndefined()
  })

  it('sets a rule with a value typed by its field, and takes one away', () => {
    const edited = setRule(form, [1], { effect: 'HIDE', field: 'age', value: '18' })
    expect(formRules(edited)[0].rule).toEqual({ effect: 'HIDE', condition: { scope: '#/properties/age', schema: { const: 18 } } })
    const removed = setRule(form, [2], undefined)
    expect(formRules(removed).map(rule => rule.path)).toEqual([[1]])
    expect('rule' in (removed.uischema as { elements: object[] }).elements[2]).toBe(false)
  })
})
