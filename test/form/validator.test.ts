import { createAjv } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { createValidator } from '../../src/store/validator'

const draft07 = 'http://json-schema.org/draft-07/schema'
const invalid = { type: 'object', properties: { a: { enum: 'x' }, b: { type: 12 } } }

/** The compiled meta-schema a validator holds for draft-07, if it compiled one. */
const ownMetaSchema = (ajv: ReturnType<typeof createAjv>) => ajv.schemas[draft07]?.validate

describe('the form validator', () => {
  it('accepts and rejects each format as JSON Forms\' own `createAjv` does', () => {
    // JSON Forms' core brings ajv-formats 2; the library's validator is built on ajv-formats 3.
    const samples: Record<string, string[]> = {
      'time': ['09:15:00', '09:15:00Z', '09:15:00+02:00', '25:00:00', '9:15'],
      'date': ['2024-02-29', '2023-02-29', '2024-1-1'],
      'date-time': ['2024-02-29T09:15:00Z', '2024-02-29T09:15:00', '2024-02-29 09:15:00+01:00'],
      'email': ['ada@example.com', 'ada@'],
      'uri': ['https://example.com/a?b', 'not a uri'],
      'uuid': ['123e4567-e89b-12d3-a456-426614174000', '123'],
      'ipv4': ['127.0.0.1', '256.0.0.1'],
      'hostname': ['example.com', '-bad-'],
      'regex': ['^a+$', '('],
      'duration': ['P1DT2H', 'P1D2H', '1D'],
      'ipv6': ['::1', '2001:db8::g'],
      'uri-reference': ['/a/b?c', '#frag', 'a b'],
      'uri-template': ['/users/{id}', '/users/{id'],
      'url': ['http://example.com', 'example'],
      'json-pointer': ['/a/b', 'a/b'],
      'relative-json-pointer': ['0/a', '/a'],
      'byte': ['aGk=', 'a!'],
    }
    const ours = createValidator()
    const stock = createAjv()
    for (const [format, values] of Object.entries(samples)) {
      const schema = { type: 'string', format }
      const [check, stockCheck] = [ours.compile(schema), stock.compile(schema)]
      expect(values.map(value => check(value)), format).toEqual(values.map(value => stockCheck(value)))
    }
  })

  it('checks schemas against draft-07 without compiling the meta-schema in every validator', () => {
    const first = createValidator()
    const second = createValidator()
    first.compile({ type: 'object', properties: { name: { type: 'string', minLength: 2 } } })
    second.compile({ type: 'object', properties: { age: { type: 'integer' } } })
    expect(ownMetaSchema(first)).toBeUndefined()
    expect(ownMetaSchema(second)).toBeUndefined()
    // A stock validator compiles its own on its first schema.
    const stock = createAjv()
    stock.compile({ type: 'string' })
    expect(ownMetaSchema(stock)).toBeTypeOf('function')
  })

  it('rejects an invalid schema with the message and errors of a validator of its own', () => {
    const stock = createAjv()
    const ours = createValidator()
    expect(() => ours.compile(invalid)).toThrow(captureMessage(() => stock.compile(invalid)))
    expect(ours.validateSchema(invalid)).toBe(false)
    expect(stock.validateSchema(invalid)).toBe(false)
    expect(ours.errors).toEqual(stock.errors)
    expect(ours.validateSchema({ type: 'string' })).toBe(true)
    expect(ours.errors).toBeNull()
  })

  it('reports missing required properties as JSON Forms\' own `createAjv` does, checking the list in one loop', () => {
    const names = [...Array.from({ length: 30 }, (_, index) => `p${index}`), 'a b', 'we/ird', 'don\'t']
    const schema = { type: 'object', properties: Object.fromEntries(names.map(name => [name, { type: 'string' }])), required: names }
    const data = { p1: 'x', p5: 'y', 'a b': 'z' }
    const [check, stockCheck] = [createValidator().compile(schema), createAjv().compile(schema)]
    expect(check(data)).toBe(false)
    stockCheck(data)
    expect(check.errors).toHaveLength(names.length - 3)
    expect(check.errors).toEqual(stockCheck.errors)
    // The stock validator writes a check per name into its code; this one loops over the list.
    expect(stockCheck.toString()).toContain('missingProperty: "p29"')
    expect(check.toString()).not.toContain('missingProperty: "p29"')
  })

  it('leaves a schema that names its meta-schema, and a validator with options, to the validator itself', () => {
    const ours = createValidator()
    ours.compile({ $schema: `${draft07}#`, type: 'string' })
    expect(ownMetaSchema(ours)).toBeTypeOf('function')
    const withOptions = createValidator({ allErrors: false })
    withOptions.compile({ type: 'string' })
    expect(ownMetaSchema(withOptions)).toBeTypeOf('function')
  })
})

function captureMessage(run: () => unknown): string {
  try {
    run()
  }
  catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the stock validator to throw')
}
