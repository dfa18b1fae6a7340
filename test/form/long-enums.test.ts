import Ajv from 'ajv'
import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { longEnumAbove } from '../../src/store/longEnums'
import { createValidator } from '../../src/store/validator'
import { compileValidator } from '../../src/store/splitValidator'
import { createFormsAjv } from '../../src/form/ajv'

const labels = (count: number) => Array.from({ length: count }, (_, index) => `Option ${index}`)
const withChoice = (choice: Record<string, unknown>) => ({ type: 'object', properties: { choice } })

/** What AJV's own check of the meta-schema says of `schema`: its errors, pair by pair. */
function ajvSays(schema: object, draft: typeof Ajv = Ajv) {
  const ajv = new draft({ allErrors: true, strict: false })
  return { valid: ajv.validateSchema(schema), errors: ajv.errors ?? null }
}

describe('a long enum', () => {
  it('of 100 000 values compiles, and validates the data: a listed value passes, any other fails as an enum error', () => {
    const validate = createValidator().compile(withChoice({ type: 'string', enum: labels(100_000) }))
    expect(validate({ choice: 'Option 99999' })).toBe(true)
    expect(validate({ choice: 'Option 100000' })).toBe(false)
    expect(validate.errors?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/choice enum'])
  })

  it.each([
    ['a string repeated', [...labels(300), 'Option 7', 'Option 120']],
    ['an object repeated with its keys in another order', [...labels(300), { a: 1, b: [2] }, 'x', { b: [2], a: 1 }]],
    ['0 and -0, equal numbers', [...labels(300), 0, -0]],
  ])('holding %s is an invalid schema, with the error AJV\'s own check gives', (_, values) => {
    const schema = withChoice({ enum: values })
    const ajv = createValidator()
    expect(ajv.validateSchema(schema)).toBe(false)
    const own = ajvSays(schema)
    expect(own.valid).toBe(false)
    expect(ajv.errors?.map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message })))
      .toEqual(own.errors?.map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message })))
    expect(() => ajv.compile(schema)).toThrow(/schema is invalid: data\/properties\/choice\/enum must NOT have duplicate items/)
  })

  it('is still checked against the meta-schema for everything else, with the errors AJV\'s own check gives', () => {
    const schema = withChoice({ type: 'strin', enum: [...labels(300), 'Option 1'] })
    const ajv = createValidator()
    expect(ajv.validateSchema(schema)).toBe(false)
    const described = (errors: { instancePath: string, keyword: string }[] | null | undefined) => errors?.map(error => `${error.instancePath} ${error.keyword}`).sort()
    expect(described(ajv.errors)).toEqual(described(ajvSays(schema).errors))
    expect(described(ajv.errors)).toContain('/properties/choice/type enum')
  })

  it('of distinct values is valid, in a validator of a later draft too, nested or not', () => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', items: { anyOf: [{ enum: labels(20_000) }, { type: 'null' }] } }
    const ajv = createValidator(undefined, Ajv2020 as unknown as typeof Ajv)
    expect(ajv.validateSchema(schema)).toBe(true)
    const validate = ajv.compile(schema)
    expect(validate(['Option 19999', null])).toBe(true)
    expect(validate(['Option 20000'])).toBe(false)
  })

  it('leaves an enum of up to longEnumAbove values, and data that merely holds an enum key, to the meta-schema alone', () => {
    const repeated = [...labels(longEnumAbove - 1), 'Option 0']
    const schema = withChoice({ enum: repeated, default: { enum: [...labels(longEnumAbove + 1), 'Option 0'] } })
    const ajv = createValidator()
    expect(ajv.validateSchema(schema)).toBe(false)
    expect(ajv.errors).toEqual(expect.arrayContaining([expect.objectContaining({ instancePath: '/properties/choice/enum', keyword: 'uniqueItems' })]))
    expect(ajv.errors).toHaveLength(1)
  })
})

describe('a list of choices under a property named like a keyword', () => {
  it.each(['default', 'enum', 'const', 'examples'])('called "%s" is validated as the enum it is equivalent to, as under any other name', (name) => {
    const choices = { type: 'string', oneOf: labels(5_000).map(label => ({ const: label, title: label })) }
    const validate = compileValidator(createFormsAjv({}), { type: 'object', properties: { [name]: choices } })
    expect(validate({ [name]: 'Option 4999' })).toBe(true)
    expect(validate({ [name]: 'Option 5000' })).toBe(false)
    expect(validate.errors?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual([`/${name} enum`])
  })
})
