import { createAjv } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { createValidator } from '../../src/store/validator'

const draft07 = 'http://json-schema.org/draft-07/schema'
const invalid = { type: 'object', properties: { a: { enum: 'x' }, b: { type: 12 } } }

/** The compiled meta-schema a validator holds for draft-07, if it compiled one. */
const ownMetaSchema = (ajv: ReturnType<typeof createAjv>) => ajv.schemas[draft07]?.validate

describe('the form validator', () => {
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
