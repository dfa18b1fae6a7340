import * as core from '@jsonforms/core'
import type { ControlElement, JsonFormsCore, JsonFormsState, JsonSchema, OwnPropsOfControl, UISchemaElement } from '@jsonforms/core'
import { getExamples } from '@jsonforms/examples'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mapControlProps } from '../../src/control/controlProps'
import { scopedSchema } from '../../src/values/scopedSchema'

// Counted, answers unchanged: which calls the fast path answered and which it left to the mapper.
vi.mock('@jsonforms/core', async (importOriginal) => {
  const original = await importOriginal<typeof core>()
  return { ...original, mapStateToControlProps: vi.fn(original.mapStateToControlProps) }
})
const jsonFormsMapper = vi.mocked(core.mapStateToControlProps)

/** Every element of a UI schema, depth first. */
function elementsOf(uischema: UISchemaElement): UISchemaElement[] {
  const children = (uischema as { elements?: UISchemaElement[] }).elements ?? []
  return [uischema, ...children.flatMap(elementsOf)]
}

/** A form's state as the mappers read it: validated data, errors, config and a translator that names its keys. */
function stateOf(schema: JsonSchema, data: unknown, config: Record<string, unknown> = {}, readonly = false): JsonFormsState {
  const ajv = core.createAjv()
  const validator = ajv.compile(schema)
  validator(data)
  return {
    jsonforms: {
      core: { data, schema, uischema: { type: 'VerticalLayout', elements: [] } as never, errors: validator.errors ?? [], additionalErrors: [], validator, ajv, validationMode: 'ValidateAndShow' },
      config,
      i18n: { locale: 'en', translate: (id: string, fallback: unknown) => (id.endsWith('.description') && fallback === undefined ? undefined : `${id}:${String(fallback)}`) as never, translateError: core.defaultErrorTranslator },
      renderers: [],
      cells: [],
      readonly,
    },
  }
}

interface Case {
  name: string
  state: JsonFormsState
  ownProps: OwnPropsOfControl
}

/** The controls of every JSON Forms example (validated with its data), and odd ones. */
function cases(): Case[] {
  const fromExamples = getExamples().flatMap(({ name, schema, uischema, data }) => uischema
    ? elementsOf(uischema).filter(element => element.type === 'Control').flatMap((element) => {
        const state = stateOf(schema, data)
        // As the controls pass it (narrowed to the property), and as JSON Forms' own dispatch does.
        return [scopedSchema(element, schema), schema].map(given => ({ name: `${name} ${JSON.stringify(element)}`, state, ownProps: { uischema: element as ControlElement, schema: given, path: '' } }))
      })
    : [])
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      'name': { type: 'string', title: 'Name', description: 'Who', minLength: 3 },
      'plain': { type: 'string' },
      'age': { $ref: '#/definitions/age' },
      'flag': true as never,
      'we/ird': { type: 'string' },
      'til~de': { type: 'string' },
      ['__proto__']: { type: 'string' },
      'constructor': { type: 'number' },
      'nested': { type: 'object', properties: { inner: { type: 'string' } }, required: ['inner'] },
      'translated': { type: 'string', i18n: 'custom.key' } as never,
      'locked': { type: 'string', readOnly: true },
      'empty': {},
    },
    required: ['name', 'nested', '__proto__'],
    definitions: { age: { type: 'integer' } },
  }
  const data = { name: 'Al', nested: {} }
  const control = (scope: string, extra: Record<string, unknown> = {}) => ({ type: 'Control', scope, ...extra }) as UISchemaElement
  /** The state of `data` with some of its core replaced: the error lists and the validation mode. */
  const withCore = (replaced: Partial<JsonFormsCore>): JsonFormsState => {
    const state = stateOf(schema, data)
    return { jsonforms: { ...state.jsonforms, core: { ...state.jsonforms.core!, ...replaced } } }
  }
  const additional = { instancePath: '/plain', schemaPath: '#/custom', keyword: 'custom', params: {}, message: 'is taken' }
  const odd: [string, UISchemaElement, JsonSchema | undefined, Partial<OwnPropsOfControl>?, JsonFormsState?][] = [
    ['required with an error', control('#/properties/name'), schema],
    ['not required', control('#/properties/plain'), schema],
    ['a $ref property', control('#/properties/age'), schema],
    ['a boolean schema', control('#/properties/flag'), schema],
    ['an encoded name', control('#/properties/we~1ird'), schema],
    ['a tilde', control('#/properties/til~0de'), schema],
    ['__proto__', control('#/properties/__proto__'), scopedSchema(control('#/properties/__proto__'), schema)],
    ['constructor', control('#/properties/constructor'), schema],
    ['a missing property', control('#/properties/missing'), schema],
    ['a nested scope', control('#/properties/nested/properties/inner'), schema],
    ['inside an object', control('#/properties/inner'), schema.properties!.nested, { path: 'nested' }],
    ['in an array item', control('#/properties/title'), { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] }, { path: 'list.3' }],
    ['a schema i18n key', control('#/properties/translated'), schema],
    ['a UI-schema i18n key', control('#/properties/plain', { i18n: 'ui.key' }), schema],
    ['label false', control('#/properties/name', { label: false }), schema],
    ['label text', control('#/properties/name', { label: 'Given' }), schema],
    ['label object', control('#/properties/name', { label: { text: 'Shown', show: false } }), schema],
    ['a read-only schema', control('#/properties/locked'), schema],
    ['an empty property schema', control('#/properties/empty'), schema],
    ['read-only options', control('#/properties/plain', { options: { readonly: true } }), schema],
    ['hidden by the parent', control('#/properties/plain'), schema, { visible: false, enabled: false, id: 'x' }],
    ['a rule', control('#/properties/plain', { rule: { effect: 'HIDE', condition: { scope: '#/properties/name', schema: { const: 'Al' } } } }), schema, { visible: true }],
    ['a form-wide readonly config', control('#/properties/plain'), schema, {}, stateOf(schema, data, { readonly: true })],
    ['a read-only form', control('#/properties/plain'), schema, {}, stateOf(schema, data, {}, true)],
    ['a $ref root', control('#/properties/plain'), { $ref: '#/definitions/root' } as never, {}, stateOf({ ...schema, definitions: { ...schema.definitions, root: schema } }, data)],
    ['a property named $ref', control('#/properties/other'), { type: 'object', properties: { $ref: '#/definitions/age', other: { type: 'string' } } } as never],
    ['required as a string', control('#/properties/plain'), { ...schema, required: 'plain' as never }],
    ['in a long required list', control('#/properties/plain'), { ...schema, required: [...Array.from({ length: 20 }, (_, index) => `field${index}`), 'plain'] }],
    ['not in a long required list', control('#/properties/name'), { ...schema, required: [...Array.from({ length: 20 }, (_, index) => `field${index}`), 'plain'] }],
    ['no schema given', control('#/properties/plain'), undefined],
    ['the root scope', control('#'), { type: 'string' }],
    ['errors hidden', control('#/properties/name'), schema, {}, withCore({ validationMode: 'ValidateAndHide' })],
    ['no validation error', control('#/properties/name'), schema, {}, withCore({ errors: [] })],
    ['an additional error', control('#/properties/plain'), schema, {}, withCore({ additionalErrors: [additional] })],
    ['an additional error, errors hidden', control('#/properties/plain'), schema, {}, withCore({ validationMode: 'ValidateAndHide', additionalErrors: [additional] })],
    ['an additional error beside an error', control('#/properties/name'), schema, {}, withCore({ additionalErrors: [{ ...additional, instancePath: '/name' }] })],
  ]
  return [
    ...fromExamples,
    ...odd.map(([name, uischema, given, extra = {}, state = stateOf(schema, data)]) => ({ name, state, ownProps: { uischema: uischema as ControlElement, schema: given, path: '', ...extra } })),
  ]
}

describe('mapControlProps', () => {
  beforeEach(() => {
    jsonFormsMapper.mockClear()
  })

  it('gives JSON Forms\' mapStateToControlProps answers for every control of the JSON Forms examples and odd ones', () => {
    const all = cases()
    expect(all.length).toBeGreaterThan(200)
    const differences: string[] = []
    let direct = 0
    for (const { name, state, ownProps } of all) {
      jsonFormsMapper.mockClear()
      const path = core.composeWithUi(ownProps.uischema as ControlElement, ownProps.path as string)
      const ours = mapControlProps(state, ownProps, path)
      if (!jsonFormsMapper.mock.calls.length)
        direct++
      const theirs = core.mapStateToControlProps(state, ownProps)
      try {
        expect(ours).toStrictEqual(theirs)
      }
      catch {
        differences.push(name)
      }
    }
    expect(differences).toEqual([])
    // Most controls name a plain property and are answered without the mapper.
    expect(direct).toBeGreaterThan(all.length / 2)
  })

  it('answers a plain property scope itself, and leaves any other to JSON Forms\' mapper', () => {
    const schema: JsonSchema = { type: 'object', properties: { a: { type: 'string' }, b: { $ref: '#/definitions/b' } }, definitions: { b: { type: 'string' } } }
    const state = stateOf(schema, {})
    const props = (scope: string): OwnPropsOfControl => ({ uischema: { type: 'Control', scope } as ControlElement, schema, path: '' })
    expect(mapControlProps(state, props('#/properties/a'), 'a').schema).toBe(schema.properties!.a)
    expect(jsonFormsMapper).not.toHaveBeenCalled()
    for (const scope of ['#/properties/b', '#/definitions/b', '#'])
      mapControlProps(state, props(scope), '')
    expect(jsonFormsMapper).toHaveBeenCalledTimes(3)
  })
})
