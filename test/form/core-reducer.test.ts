import { Actions, type CoreActions, type JsonFormsCore, type JsonSchema7, coreReducer, createAjv } from '@jsonforms/core'
import { JsonForms, rendererProps as jsonFormsRendererProps } from '@jsonforms/vue'
import { describe, expect, it } from 'vitest'
import { jsonFormsProps, rendererProps } from '../../src/registry/jsonformsProps'
import { formsCoreReducer } from '../../src/store/coreReducer'

const person: JsonSchema7 = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 3 }, age: { type: 'integer', minimum: 0 }, tags: { type: 'array', items: { type: 'string' } } },
  required: ['name'],
}
const other: JsonSchema7 = { type: 'object', properties: { name: { type: 'string', maxLength: 2 } } }
const ajv = createAjv()

/** Every kind of core action, in an order that changes the data, the schema, the mode and the validator. */
const actions: CoreActions[] = [
  Actions.init({ name: 'Al' }, person, undefined, { ajv }),
  Actions.update('age', () => -1),
  Actions.update('tags', () => ['a']),
  Actions.update('tags.0', () => undefined),
  Actions.update('', data => ({ ...(data as object), name: 'Alice' })),
  Actions.updateErrors([]),
  Actions.updateCore({ name: 'Bob', age: 4 }, person, undefined, { ajv }),
  Actions.updateCore({ name: 'Bob', age: 4 }, person, undefined, { ajv }),
  Actions.setValidationMode('NoValidation'),
  Actions.update('name', () => 'B'),
  Actions.setValidationMode('ValidateAndShow'),
  Actions.setSchema(other),
  Actions.setUISchema({ type: 'VerticalLayout', elements: [] } as never),
  Actions.setAjv(createAjv()),
  Actions.updateCore({ name: 'Carla' }, other, undefined, { ajv, validationMode: 'ValidateAndHide', additionalErrors: [] }),
  Actions.init({ name: 'Dee' }, person, undefined, ajv as never),
]

/** A core without the parts that are compiled functions: their results (the errors) are compared instead. */
const comparable = ({ validator: _validator, ajv: _ajv, ...rest }: JsonFormsCore) => rest

describe('the form\'s core reducer', () => {
  it('gives the state JSON Forms\' own reducer gives, action for action', () => {
    let theirs: JsonFormsCore | undefined
    let ours: JsonFormsCore | undefined
    for (const action of actions) {
      theirs = coreReducer(theirs, action)
      ours = formsCoreReducer(ours, action)
      expect(comparable(ours), action.type).toEqual(comparable(theirs))
      expect(ours.validator === undefined, action.type).toBe(theirs.validator === undefined)
    }
  })

  it('keeps a state unchanged by an update that changes nothing, as JSON Forms does', () => {
    const state = formsCoreReducer(undefined, Actions.init({ name: 'Al' }, person, undefined, { ajv }))
    expect(formsCoreReducer(state, Actions.updateCore(state.data, state.schema, state.uischema, { ajv }))).toBe(state)
  })

  it('hands an updater the data with its keys named after Object.prototype, __proto__ included, as own keys', () => {
    const list = JSON.parse('[{ "__proto__": "a", "constructor": "b" }]') as object[]
    const state = formsCoreReducer(undefined, Actions.init({ list }, { type: 'object' }, undefined, { ajv }))
    for (const path of ['list', '']) {
      const seen: unknown[] = []
      const updated = formsCoreReducer(state, Actions.update(path, (value) => {
        seen.push(value)
        return value
      }))
      const item = (updated.data as { list: object[] }).list[0]!
      expect(Object.keys(item), path).toEqual(['__proto__', 'constructor'])
      expect(Object.getOwnPropertyDescriptor(item, '__proto__')?.value).toBe('a')
      expect(Object.getPrototypeOf(item)).toBe(Object.prototype)
      expect(seen[0]).not.toBe(path === '' ? state.data : list)
    }
  })

  it('says what is missing when a form starts without a validator, rather than making one', () => {
    expect(() => formsCoreReducer(undefined, Actions.init({}, person))).toThrow(/no validator.*`ajv`/)
  })
})

describe('the props the library writes out for JSON Forms', () => {
  /** A prop definition with its default's value, not its factory. */
  const settled = (definitions: Record<string, unknown>) => Object.fromEntries(Object.entries(definitions).map(([name, definition]) => {
    const { default: fallback, ...rest } = definition as { default?: unknown, type?: unknown }
    const value = typeof fallback === 'function' && rest.type !== Function ? (fallback as () => unknown)() : fallback
    return [name, { ...rest, default: value }]
  }))

  it('are `<JsonForms>`\' props: names, types, required ones and defaults, and the form\'s other documents', () => {
    const { schemas, ...theirs } = settled(jsonFormsProps as Record<string, unknown>)
    expect(theirs).toEqual(settled(JsonForms.props as Record<string, unknown>))
    expect(schemas).toEqual({ required: false, type: [Array, Object], default: undefined })
  })

  it('are the renderers\' props of `rendererProps`', () => {
    expect(rendererProps()).toEqual(jsonFormsRendererProps())
  })
})
