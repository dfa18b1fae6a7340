import { Actions, type JsonFormsCore, type JsonSchema7, createAjv, coreReducer } from '@jsonforms/core'
import { describe, expect, it, vi } from 'vitest'
import { markRaw, reactive } from 'vue'
import { mountForm } from '../helpers/mountForm'
import { incrementalReducer } from '../../src/store/incrementalValidation'

/**
 * The incremental reducer against JSON Forms' own: after every update, the same data and exactly
 * the same error list (same errors, same order, same quoted values), whether it validated one
 * property or had to validate everything.
 */
type Step = [path: string, value: unknown]

function both(schema: JsonSchema7, data: unknown, steps: Step[], ajv = createAjv()) {
  const reducer = incrementalReducer(coreReducer)
  let ours = reducer(undefined as unknown as JsonFormsCore, Actions.init(data, schema, undefined, { ajv }))
  let theirs = coreReducer(undefined, Actions.init(data, schema, undefined, { ajv }))
  for (const [path, value] of steps) {
    ours = reducer(ours, Actions.update(path, () => value))
    theirs = coreReducer(theirs, Actions.update(path, () => value))
    expect(ours.data, path).toEqual(theirs.data)
    expect(ours.errors, path).toEqual(theirs.errors)
  }
  return { ours, theirs }
}

const person: JsonSchema7 = {
  type: 'object',
  required: ['name', 'age'],
  minProperties: 2,
  properties: {
    name: { type: 'string', minLength: 3 },
    age: { type: 'integer', minimum: 0 },
    address: { type: 'object', required: ['city'], properties: { city: { type: 'string', maxLength: 5 }, zip: { $ref: '#/definitions/zip' } } },
    tags: { type: 'array', items: { type: 'string', minLength: 2 } },
    'a/b~c': { type: 'string', maxLength: 1 },
  },
  definitions: { zip: { type: 'string', pattern: '^[0-9]{5}$' } },
}

describe('incremental validation gives the errors of a full validation', () => {
  it('for values made valid and invalid in turn, in every property', () => {
    both(person, { name: 'Al', address: { city: 'Lyon' }, tags: ['x'] }, [
      ['name', 'A'],
      ['age', -1],
      ['address.city', 'Marseille'],
      ['address.zip', '1'],
      ['tags.0', 'xy'],
      ['name', 'Alice'],
      ['address.zip', '69001'],
      ['age', 3],
      ['a/b~c', 'too long'],
      ['address.city', 'Paris'],
      ['name', ''],
      ['a/b~c', 'x'],
    ])
  })

  it('when a property appears or disappears (the root\'s own errors change)', () => {
    both(person, { name: 'Alice' }, [['age', 2], ['age', undefined], ['address', { city: 'Nice' }], ['address', undefined], ['name', undefined]])
  })

  it('beside errors of the root itself (additional properties)', () => {
    const schema: JsonSchema7 = { ...person, additionalProperties: { type: 'number' } }
    both(schema, { name: 'Al', extra: 'not a number', other: 'x' }, [['name', 'A'], ['age', 'x'], ['tags', ['a']], ['name', 'Alice'], ['extra', 3]])
    both({ ...person, additionalProperties: false }, { name: 'Al', extra: 1 }, [['age', -1], ['name', 'Bob']])
  })

  it('when the schema ties properties together (validated whole)', () => {
    const tied: JsonSchema7[] = [
      { ...person, if: { properties: { age: { minimum: 18 } } }, then: { required: ['address'] } },
      { ...person, dependencies: { age: ['tags'] } },
      { ...person, allOf: [{ properties: { name: { maxLength: 4 } } }] },
      { ...person, patternProperties: { '^n': { maxLength: 2 } } },
    ]
    for (const schema of tied)
      both(schema, { name: 'Al' }, [['age', 20], ['name', 'Alice'], ['age', 2], ['address.city', 'Orléans']])
  })

  it('when a property refers to definitions, to another property, or past the root\'s $id', () => {
    const tree: JsonSchema7 = {
      type: 'object',
      required: ['label'],
      properties: {
        label: { type: 'string', minLength: 2 },
        children: { type: 'array', items: { $ref: '#/properties/label' } },
        home: { $ref: '#/definitions/place' },
      },
      definitions: { place: { type: 'object', required: ['city'], properties: { city: { $ref: '#/definitions/name' }, next: { $ref: '#/definitions/place' } } }, name: { type: 'string', maxLength: 4 } },
    }
    both(tree, { label: 'root' }, [
      ['children', ['x', 'ok', 3]],
      ['home', { city: 'Paris' }],
      ['home', { city: 'Rome', next: {} }],
      ['label', 'r'],
      ['children', ['ok']],
    ])
    // A tree: `#` is the root, which the narrowed validator is not (an AJV that resolves it).
    const recursive: JsonSchema7 = { type: 'object', required: ['label'], properties: { label: { type: 'string', minLength: 2 }, children: { type: 'array', items: { $ref: '#' } } } }
    both(recursive, { label: 'root' }, [['children', [{ label: 'x' }, {}]], ['label', 'r'], ['children', [{ label: 'ok', children: [{}] }]]], createAjv({ addUsedSchema: true }))
    const ajv = createAjv()
    ajv.addSchema({ $id: 'https://forms.example/city.json', type: 'string', maxLength: 3 })
    const identified: JsonSchema7 = { $id: 'https://forms.example/form.json', type: 'object', required: ['city'], properties: { city: { $ref: 'city.json' }, name: { type: 'string', minLength: 2 } } }
    both(identified, {}, [['city', 'Lyon'], ['name', 'A'], ['city', 'Niš']], ajv)
  })

  it('through the Vue proxies of <JsonForms>\' reactive state', () => {
    const reducer = incrementalReducer(coreReducer)
    const ajv = createAjv()
    const state = reactive(reducer(undefined as unknown as JsonFormsCore, Actions.init({ name: 'Al' }, person, undefined, { ajv })))
    const ours = reducer(state as JsonFormsCore, Actions.update('age', () => -1))
    const theirs = coreReducer(undefined, Actions.init({ name: 'Al', age: -1 }, person, undefined, { ajv }))
    expect(ours.errors).toEqual(theirs.errors)
  })

  it('after errors set from outside (updateErrors), by validating everything again', () => {
    const reducer = incrementalReducer(coreReducer)
    const ajv = createAjv()
    let state = reducer(undefined as unknown as JsonFormsCore, Actions.init({ name: 'Al' }, person, undefined, { ajv }))
    state = reducer(state, Actions.updateErrors([]))
    state = reducer(state, Actions.update('age', () => 3))
    expect(state.errors).toEqual(coreReducer(undefined, Actions.init({ name: 'Al', age: 3 }, person, undefined, { ajv })).errors)
    expect(state.errors?.map(error => error.instancePath)).toEqual(['/name'])
  })
})

describe('incremental validation walks only the changed property', () => {
  /** An AJV whose `counted` format counts the values it checks. */
  function countingAjv() {
    const counter = { checks: 0 }
    const ajv = createAjv()
    ajv.addFormat('counted', { validate: () => (counter.checks++, true) })
    return { ajv, counter }
  }
  const history = Array.from({ length: 1000 }, (_, index) => ({ note: `entry ${index}` }))
  const schema: JsonSchema7 = {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 3 },
      history: { type: 'array', items: { type: 'object', properties: { note: { type: 'string', format: 'counted' } } } },
    },
  }

  it('a value typed beside a large array neither validates nor copies the array', () => {
    const { ajv, counter } = countingAjv()
    const reducer = incrementalReducer(coreReducer)
    let state = reducer(undefined as unknown as JsonFormsCore, Actions.init({ name: 'Al', history }, schema, undefined, { ajv }))
    expect(counter.checks).toBe(1000)
    for (const name of ['Ali', 'Alic', 'Alice'])
      state = reducer(state, Actions.update('name', () => name))
    expect(counter.checks).toBe(1000)
    expect((state.data as { history: unknown }).history).toBe(history)
    expect(state.errors?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/name maxLength'])
    // A change inside the array validates the array.
    reducer(state, Actions.update('history.0.note', () => 'changed'))
    expect(counter.checks).toBe(2000)
  })

  it('is what JsonFormsRoot runs by default: typing beside the array does not validate it', async () => {
    const { ajv, counter } = countingAjv()
    // Raw, as the library's createAjv gives it: a reactive AJV would compile through Vue proxies.
    const form = await mountForm({ schema, data: { name: 'Al', history: history.slice(0, 50) }, ajv: markRaw(ajv) })
    // The first change validates everything once (the initial errors come from JSON Forms' own init).
    await form.type('name', 'Ali')
    const checks = counter.checks
    expect(checks).toBeGreaterThanOrEqual(50)
    await form.type('name', 'Alice')
    expect((form.data.value as { name: string }).name).toBe('Alice')
    expect(counter.checks).toBe(checks)
    expect(form.wrapper.find('[data-path="name"] [data-slot="error"]').exists()).toBe(true)
  })

  it('a value typed beside missing required properties checks the typed property alone', () => {
    const { ajv, counter } = countingAjv()
    const reducer = incrementalReducer(coreReducer)
    const properties = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`f${index}`, { type: 'string', format: 'counted' }]))
    const wide: JsonSchema7 = { type: 'object', required: Object.keys(properties), properties }
    let state = reducer(undefined as unknown as JsonFormsCore, Actions.init({ f0: 'a', f1: 'b' }, wide, undefined, { ajv }))
    const compile = vi.spyOn(ajv, 'compile')
    for (const value of ['x', 'xy', 'xyz'])
      state = reducer(state, Actions.update('f0', () => value))
    // One narrowed validator for the typed property, compiled once; the root validator not run again.
    expect(compile).toHaveBeenCalledTimes(1)
    expect(counter.checks).toBe(2 + 3)
    expect(state.errors).toEqual(coreReducer(undefined, Actions.init({ f0: 'xyz', f1: 'b' }, wide, undefined, { ajv })).errors)
  })

  it('compiles the typed property\'s validator when its field takes the focus, not on the first keystroke', async () => {
    const ajv = markRaw(createAjv())
    const form = await mountForm({ schema: person, data: { name: 'Al', age: 1 }, ajv })
    const compile = vi.spyOn(ajv, 'compile')
    await form.wrapper.find('[data-path="name"] input').trigger('focusin')
    expect(compile).toHaveBeenCalledTimes(1)
    expect(Object.keys((compile.mock.calls[0]![0] as JsonSchema7).properties!)).toEqual(['name'])
    await form.type('name', 'Ali')
    expect((form.data.value as { name: string }).name).toBe('Ali')
    expect(compile).toHaveBeenCalledTimes(1)
  })

  it('wraps a reducer once: an incremental reducer is returned as it is', () => {
    const reducer = incrementalReducer(coreReducer)
    expect(incrementalReducer(reducer)).toBe(reducer)
  })

  it('validates everything when the schema ties properties together', () => {
    const { ajv, counter } = countingAjv()
    const reducer = incrementalReducer(coreReducer)
    const tied: JsonSchema7 = { ...schema, dependencies: { name: ['history'] } }
    const state = reducer(undefined as unknown as JsonFormsCore, Actions.init({ name: 'Al', history }, tied, undefined, { ajv }))
    reducer(state, Actions.update('name', () => 'Ali'))
    expect(counter.checks).toBe(2000)
  })
})

describe('incremental validation keeps the error list when it did not change', () => {
  const schema: JsonSchema7 = {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', maxLength: 3 }, age: { type: 'integer', minimum: 0 }, city: { type: 'string' } },
  }

  it('gives back the previous list itself while the typed property\'s errors stay the same', () => {
    // (A missing required property would quote the root object, which every change replaces.)
    const { ours: first } = both(schema, { name: 'Al', age: -1 }, [['city', 'P']])
    const { ours, theirs } = both(schema, { name: 'Al', age: -1 }, [['city', 'P'], ['city', 'Pa'], ['city', 'Par']])
    expect(ours.errors).toEqual(theirs.errors)
    const reducer = incrementalReducer(coreReducer)
    const next = reducer(first, Actions.update('city', () => 'Paris'))
    expect(next.errors).toBe(first.errors)
    expect(next.data).toEqual({ name: 'Al', age: -1, city: 'Paris' })
  })

  it('gives a new list when the typed property\'s errors change, and when a quoted value changes', () => {
    const reducer = incrementalReducer(coreReducer)
    // JSON Forms' own AJV is verbose; without verbose, an error does not quote the value.
    const start = reducer(undefined as unknown as JsonFormsCore, Actions.init({ name: 'Al' }, schema, undefined, { ajv: createAjv({ verbose: false }) }))
    const long = reducer(start, Actions.update('name', () => 'Alan'))
    expect(long.errors).not.toBe(start.errors)
    expect(long.errors?.map(error => error.keyword)).toEqual(['maxLength'])
    expect(reducer(long, Actions.update('name', () => 'Alana')).errors).toBe(long.errors)
    // In verbose mode an error quotes the value it rejects: a new value is a new error.
    const verbose = createAjv({ verbose: true })
    both(schema, { name: 'Al' }, [['name', 'Alan'], ['name', 'Alana'], ['age', -1], ['age', -2]], verbose)
    const quoting = reducer(undefined as unknown as JsonFormsCore, Actions.init({ name: 'Alan' }, schema, undefined, { ajv: verbose }))
    const quoted = reducer(quoting, Actions.update('name', () => 'Alana'))
    expect(quoted.errors).not.toBe(quoting.errors)
    expect(quoted.errors?.[0]?.data).toBe('Alana')
  })
})
