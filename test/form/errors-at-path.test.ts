import { Actions, type ControlElement, type JsonFormsCore, type JsonFormsState, type JsonSchema, composeWithUi, coreReducer, createAjv, mapStateToControlProps } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { errorsAtPath } from '../../src/store/errorPaths'
import { stateAtPath } from '../../src/store/plainState'

const schema = {
  type: 'object',
  required: ['name', 'kind'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 3 },
    kind: { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] },
    age: { type: 'integer', minimum: 0 },
    address: { type: 'object', required: ['zip'], properties: { zip: { type: 'string', pattern: '^[0-9]{5}$' }, city: { type: 'string', maxLength: 2 } } },
    tags: { type: 'array', items: { type: 'string', minLength: 2 } },
    contact: { anyOf: [{ type: 'string', format: 'email' }, { type: 'integer' }] },
    pet: { oneOf: [{ type: 'object', properties: { bark: { type: 'boolean' } }, required: ['bark'] }, { type: 'object', properties: { purr: { type: 'boolean' } }, required: ['purr'] }] },
  },
} as JsonSchema

const properties = (schema as { properties: Record<string, JsonSchema & { items?: JsonSchema, oneOf?: JsonSchema[] }> }).properties
/** Controls as the renderers dispatch them: scope, the data path above it, the schema the scope is resolved in. */
const controls: [string, string, JsonSchema][] = [
  ...['name', 'kind', 'age', 'address', 'tags', 'contact', 'pet', 'missing'].map(key => [`#/properties/${key}`, '', schema] as [string, string, JsonSchema]),
  ['#/properties/zip', 'address', properties.address!],
  ['#/properties/city', 'address', properties.address!],
  ['#', 'tags.0', properties.tags!.items!],
  ['#', 'tags.2', properties.tags!.items!],
  ['#/properties/bark', 'pet', properties.pet!.oneOf![0]!],
  ['#/properties/purr', 'pet', properties.pet!.oneOf![1]!],
]

function stateOf(data: unknown, validationMode: JsonFormsCore['validationMode'] = 'ValidateAndShow'): JsonFormsState {
  const additionalErrors = [{ instancePath: '/age', keyword: 'server', message: 'taken', schemaPath: '', params: {} }]
  const core = coreReducer(undefined, Actions.init(data, schema, undefined, { ajv: createAjv(), validationMode, additionalErrors }))
  return { jsonforms: { core, config: {}, renderers: [], cells: [] } }
}

describe('errors narrowed to a control\'s path', () => {
  const invalid = { name: 'x', kind: 'c', age: -1, extra: true, address: { zip: 'abc', city: 'Paris' }, tags: ['a', 'ok', 'b'], contact: 'not-mail', pet: { bark: 'yes', purr: 1 } }

  it('give the control mapper the errors and messages it finds in the whole lists, for every control', () => {
    for (const mode of ['ValidateAndShow', 'ValidateAndHide'] as const) {
      const state = stateOf(invalid, mode)
      expect(state.jsonforms.core!.errors!.length).toBeGreaterThan(8)
      for (const [scope, path, scopeSchema] of controls) {
        const ownProps = { uischema: { type: 'Control', scope } as ControlElement, path, schema: scopeSchema }
        const whole = mapStateToControlProps(state, ownProps)
        const narrowed = mapStateToControlProps(stateAtPath(state, composeWithUi(ownProps.uischema, path)), ownProps)
        expect(narrowed, `${mode} ${path} ${scope}`).toEqual(whole)
      }
      // At least one field shows an error, so the comparison is not between empty messages.
      expect(mapStateToControlProps(state, { uischema: { type: 'Control', scope: '#/properties/age' } as ControlElement, path: '', schema }).errors).toContain('taken')
    }
  })

  it('keep a field\'s errors in list order, with every oneOf / anyOf error, and nothing else', () => {
    const errors = stateOf(invalid).jsonforms.core!.errors!
    const name = errorsAtPath(errors, 'name')!
    expect(name.length).toBeGreaterThan(0)
    for (const error of name)
      expect(['oneOf', 'anyOf'].includes(error.keyword) || error.instancePath === '/name').toBe(true)
    expect(name.filter(error => ['oneOf', 'anyOf'].includes(error.keyword))).toEqual(errors.filter(error => ['oneOf', 'anyOf'].includes(error.keyword)))
    expect([...name]).toEqual(errors.filter(error => name.includes(error)))
    // Without combinator errors, a path with no errors gets none.
    const plain = stateOf({ name: 'x', kind: 'a' }).jsonforms.core!.errors!
    expect(errorsAtPath(plain, 'age')).toEqual([])
    expect(errorsAtPath(plain, 'name')!.map(error => error.keyword)).toEqual(['minLength'])
    expect(errorsAtPath(undefined, 'name')).toBeUndefined()
  })

  it('give the controls no error concerns one state without errors, while the state is the same', () => {
    const state = stateOf({ name: 'x', kind: 'a' })
    const [tags, contact] = [stateAtPath(state, 'tags'), stateAtPath(state, 'contact')]
    expect(tags).toBe(contact)
    expect(tags.jsonforms.core!.errors).toEqual([])
    expect(tags.jsonforms.core!.additionalErrors).toEqual([])
    expect(tags.jsonforms.core!.data).toBe(state.jsonforms.core!.data)
    expect(stateAtPath(state, 'name').jsonforms.core!.errors!.map(error => error.keyword)).toEqual(['minLength'])
    expect(stateAtPath(state, 'age').jsonforms.core!.additionalErrors!.map(error => error.message)).toEqual(['taken'])
    // A new state (the next change) gets its own.
    expect(stateAtPath(stateOf({ name: 'x', kind: 'a' }), 'tags')).not.toBe(tags)
  })
})
