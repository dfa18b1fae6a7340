import { Actions, type JsonFormsCore, type JsonSchema7, coreReducer } from '@jsonforms/core'
import Ajv from 'ajv'
import { describe, expect, it, vi } from 'vitest'
import { formsCoreReducer } from '../../src/store/coreReducer'
import { incrementalReducer } from '../../src/store/incrementalValidation'
import { compileValidator } from '../../src/store/splitValidator'
import { createFormsAjv } from '../../src/store/validator'

/**
 * A root whose properties repeat a schema is compiled in parts (one validator per repeated
 * schema): its errors must be those of AJV's validator of the whole schema, error for error.
 */
const ajv = () => createFormsAjv({})

function expectSameAsWhole(schema: JsonSchema7, data: unknown[]) {
  const whole = ajv().compile(schema)
  const split = compileValidator(ajv(), schema)
  for (const value of data) {
    expect(split(value), JSON.stringify(value)).toBe(whole(value))
    expect(split.errors, JSON.stringify(value)).toEqual(whole.errors)
    // The errors quote the schema objects the whole validator quotes: the root, each property's own.
    expect(split.errors?.map(error => error.parentSchema)).toEqual(whole.errors?.map(error => error.parentSchema))
    split.errors?.forEach((error, index) => {
      expect(error.parentSchema === whole.errors![index]!.parentSchema, error.schemaPath).toBe(true)
      expect(error.schema === whole.errors![index]!.schema, error.schemaPath).toBe(true)
    })
  }
}

const text = (title: string, more: object = {}): JsonSchema7 => ({ type: 'string', title, ...more })

const contact: JsonSchema7 = {
  type: 'object',
  required: ['first', 'last', 'email', 'age'],
  minProperties: 2,
  properties: {
    'first': text('First name', { minLength: 2 }),
    'last': text('Last name', { minLength: 2 }),
    'email': text('Email', { format: 'email' }),
    'age': { type: 'integer', minimum: 0 },
    'backup email': text('Backup', { format: 'email' }),
    'a/b~c%': text('Odd name', { minLength: 2 }),
    'home': { type: 'object', title: 'Home', required: ['city'], properties: { city: text('City', { maxLength: 5 }) } },
    'work': { type: 'object', title: 'Work', required: ['city'], properties: { city: text('City', { maxLength: 5 }) } },
    'tags': { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    'more tags': { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    'code': { $ref: '#/definitions/code' },
    'other code': { $ref: '#/definitions/code' },
    'note': text('Note'),
  },
  definitions: { code: { type: 'string', pattern: '^[0-9]+$' } },
}

const contacts: unknown[] = [
  {},
  { first: 'A', last: 'B', email: 'no', age: -1, 'backup email': 'nope', 'a/b~c%': 'x', home: { city: 'Marseille' }, work: {}, tags: ['c'], 'more tags': ['a', 'z'], code: 'x', 'other code': 'y', note: 3 },
  { first: 'Ann', last: 'Lee', email: 'ann@example.org', age: 3, home: { city: 'Nice' } },
  { first: 1, last: null, work: { city: 42 } },
  'not an object',
  null,
  [1, 2],
  { constructor: 'x' },
]

describe('a validator compiled in parts', () => {
  it('gives the errors of the whole schema\'s validator, for valid, invalid and malformed data', () => {
    expectSameAsWhole(contact, contacts)
  })

  it('beside the root\'s own errors: additional properties, their count, its type', () => {
    expectSameAsWhole({ ...contact, additionalProperties: false }, [...contacts, { first: 'A', extra: 1, zz: 2 }])
    expectSameAsWhole({ ...contact, additionalProperties: { type: 'number' }, maxProperties: 3 }, [...contacts, { extra: 'x', first: 'A', last: 'B', email: 'c', age: 1 }])
    expectSameAsWhole({ ...contact, type: ['object', 'null'] }, contacts)
  })

  it('under the root\'s $schema, with boolean and empty property schemas', () => {
    expectSameAsWhole({ ...contact, $schema: 'http://json-schema.org/draft-07/schema#' }, contacts)
    expectSameAsWhole({ type: 'object', properties: { a: true, b: true, c: false, d: false, e: {}, f: {}, g: text('G', { maxLength: 1 }), h: text('H', { maxLength: 1 }) } } as unknown as JsonSchema7, [{ a: 1, c: 1, d: 2, e: 3, g: 'xx', h: 'y' }, {}])
  })

  it('compiles each repeated property schema once, and the rest of the root once', () => {
    const fields = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`f${index}`, index % 3 === 0 ? text(`Field ${index}`) : index % 3 === 1 ? text(`Field ${index}`, { maxLength: 4 }) : { type: 'integer', title: `Number ${index}`, minimum: 0 }]))
    const schema: JsonSchema7 = { type: 'object', properties: { ...fields, unique: { type: 'boolean' } }, required: ['f0', 'f1'] }
    const validator = ajv()
    const compile = vi.spyOn(validator, 'compile')
    compileValidator(validator, schema)
    expect(compile).toHaveBeenCalledTimes(4)
    expectSameAsWhole(schema, [{}, Object.fromEntries(Object.keys(fields).map((key, index) => [key, index % 3 === 2 ? -index : 'too long']))])
  })

  it('compiles the rest of the root without the repeated properties, unless additionalProperties reads their names', () => {
    const schema: JsonSchema7 = { type: 'object', properties: { a: text('A'), b: text('B'), unique: { type: 'boolean' } }, required: ['a'] }
    const restOf = (root: JsonSchema7) => {
      const validator = ajv()
      const compile = vi.spyOn(validator, 'compile')
      compileValidator(validator, root)
      return compile.mock.calls.at(-1)![0] as JsonSchema7
    }
    expect(restOf(schema)).toEqual({ type: 'object', properties: { unique: { type: 'boolean' } }, required: ['a'] })
    expect(restOf({ ...schema, additionalProperties: false }).properties).toEqual({ a: true, b: true, unique: { type: 'boolean' } })
    expectSameAsWhole({ ...schema, additionalProperties: false }, [{}, { a: 'x', b: 1, c: 2 }, { a: 1, unique: 'no' }])
  })

  it('leaves a schema whose properties depend on each other, or no schema repeated, to AJV whole', () => {
    for (const schema of [{ ...contact, allOf: [{ required: ['note'] }] }, { type: 'object', properties: { a: text('A'), b: { type: 'number' } } }] as JsonSchema7[]) {
      const validator = ajv()
      const compile = vi.spyOn(validator, 'compile')
      compileValidator(validator, schema)
      expect(compile).toHaveBeenCalledTimes(1)
      expect(compile).toHaveBeenCalledWith(schema)
    }
  })

  it('compiles a root with an id whole, so that AJV registers the id once, for the root', () => {
    const schema: JsonSchema7 = { $id: 'urn:example:contact', type: 'object', properties: { first: text('First name'), last: text('Last name') } }
    const validator = new Ajv({ allErrors: true, verbose: true })
    const compile = vi.spyOn(validator, 'compile')
    compileValidator(validator, schema)
    expect(compile).toHaveBeenCalledTimes(1)
    expect(() => compileValidator(validator, schema)).not.toThrow()
    expect(validator.getSchema('urn:example:contact')?.schema).toBe(schema)
  })

  it('rejects a malformed schema with AJV\'s own message', () => {
    const schema = { type: 'object', properties: { a: { type: 'strin' }, b: { type: 'strin' } } } as unknown as JsonSchema7
    const message = (compile: () => unknown) => {
      try {
        compile()
      }
      catch (error) {
        return (error as Error).message
      }
    }
    const expected = message(() => ajv().compile(schema))
    expect(expected).toMatch(/schema is invalid/)
    expect(message(() => compileValidator(ajv(), schema))).toBe(expected)
  })

  it('keeps the errors exact through a form\'s keystrokes, as JSON Forms\' own reducer has them', () => {
    const reducer = incrementalReducer(formsCoreReducer)
    const validator: Ajv = ajv()
    const data = contacts[1]
    let ours = reducer(undefined as unknown as JsonFormsCore, Actions.init(data, contact, undefined, { ajv: validator }))
    let theirs = coreReducer(undefined, Actions.init(data, contact, undefined, { ajv: ajv() }))
    expect(ours.errors).toEqual(theirs.errors)
    const steps: [string, unknown][] = [['first', 'Ann'], ['last', 'L'], ['home.city', 'Paris'], ['work.city', 'Bordeaux'], ['email', 'a@b.org'], ['first', undefined], ['note', 'ok'], ['tags', ['a']], ['other code', '12'], ['a/b~c%', 'xy']]
    for (const [path, value] of steps) {
      ours = reducer(ours, Actions.update(path, () => value))
      theirs = coreReducer(theirs, Actions.update(path, () => value))
      expect(ours.errors, path).toEqual(theirs.errors)
    }
  })
})
