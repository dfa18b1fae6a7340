import { describe, expect, it } from 'vitest'
import { mountJsonForm } from '../helpers/mountJsonForm'

/** A `oneOf` of `count` `{ const, title }` entries, as a country or product picker has them. */
const constUnion = (count: number) => Array.from({ length: count }, (_, index) => ({ const: `v${index}`, title: `Value ${index}` }))

describe('a oneOf of 10 000 consts', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 3 },
      code: { type: 'string', oneOf: constUnion(10_000) },
      tag: { anyOf: constUnion(10_000) },
    },
    required: ['name', 'code'],
  }

  it('validates: the form keeps its validation, the other fields\' required and minLength included', async () => {
    const { wrapper, errors } = await mountJsonForm({ name: 'Al', code: 'v9999', tag: 'nope' }, { schema })
    expect(wrapper.find('[data-testid="form-notice"]').exists()).toBe(false)
    const described = errors.value?.map(error => `${error.instancePath} ${error.keyword}`)
    expect(described).toEqual(expect.arrayContaining(['/name minLength', '/tag enum']))
    expect(described?.some(entry => entry.startsWith('/code'))).toBe(false)
    wrapper.unmount()
  })

  it('reports a missing required field and a value that is none of the consts', async () => {
    const { wrapper, errors } = await mountJsonForm({ code: 'elsewhere' }, { schema })
    expect(errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(expect.arrayContaining(['/code enum', ' required']))
    wrapper.unmount()
  })
})

describe('an enum of 100 000 values', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 3 },
      code: { type: 'string', enum: Array.from({ length: 100_000 }, (_, index) => `v${index}`) },
    },
    required: ['name'],
  }

  it('mounts with its validation on: a value none of the enum\'s and the other fields\' minLength are reported', async () => {
    const { wrapper, errors } = await mountJsonForm({ name: 'Al', code: 'elsewhere' }, { schema })
    expect(wrapper.find('[data-testid="form-notice"]').exists()).toBe(false)
    expect(errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(expect.arrayContaining(['/name minLength', '/code enum']))
    wrapper.unmount()
  })

  it('holding a value twice is still an invalid schema, said so in the form', async () => {
    const repeated = { ...schema, properties: { ...schema.properties, code: { type: 'string', enum: [...schema.properties.code.enum, 'v5'] } } }
    const { wrapper } = await mountJsonForm({ name: 'Al' }, { schema: repeated })
    expect(wrapper.find('[data-testid="form-notice"]').text()).toMatch(/duplicate items/)
    wrapper.unmount()
  })
})
