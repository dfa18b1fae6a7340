import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

/**
 * The built `nuxt-ui-jsonforms/server` entry, imported by its package name in plain Node (no
 * bundler, no DOM) with every import of Vue, Nuxt UI or a component refused: `validateData` runs
 * there as it runs in a Nitro route.
 */
async function validateInNode(schema: unknown, data: unknown): Promise<{ result: { valid: boolean, errors: Record<string, unknown>[] }, resolved: string[] }> {
  const script = `
    const { validateData } = await import('nuxt-ui-jsonforms/server')
    console.log(JSON.stringify(validateData(${JSON.stringify(schema)}, ${JSON.stringify(data)})))`
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', './test/node/fixtures/refuseVue.mjs', '--input-type=module', '-e', script], { cwd: root })
  return { result: JSON.parse(stdout), resolved: [...stderr.matchAll(/^resolved (.+)$/gm)].map(match => match[1]!) }
}

const contact = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2 },
    email: { type: 'string', format: 'email' },
    photo: { type: 'string', format: 'data-url' },
    colour: { type: 'string', format: 'color' },
  },
  required: ['name', 'email'],
}

describe('nuxt-ui-jsonforms/server in plain Node', () => {
  it('loads without Vue, Nuxt UI or a component and answers AJV errors with the form\'s messages', async () => {
    const { result, resolved } = await validateInNode(contact, { name: 'A', photo: 'not a data URL', colour: 'blue' })
    expect(resolved).toContain('nuxt-ui-jsonforms/server')
    expect(resolved).toContain('ajv')
    expect(result.valid).toBe(false)
    expect(result.errors.map(({ instancePath, keyword, message }) => ({ instancePath, keyword, message }))).toEqual([
      { instancePath: '', keyword: 'required', message: 'Required' },
      { instancePath: '/name', keyword: 'minLength', message: 'At least 2 characters' },
      { instancePath: '/photo', keyword: 'format', message: 'Must be a valid data-url' },
    ])
    expect(result.errors[0]).toMatchObject({ params: { missingProperty: 'email' }, schemaPath: '#/required' })
  })

  it('answers valid with no errors for valid data', async () => {
    const { result } = await validateInNode(contact, { name: 'Ada', email: 'ada@example.org', colour: 'blue' })
    expect(result).toEqual({ valid: true, errors: [] })
  })

  it('validates a draft 2020-12 schema with its own class, and honours the schema\'s errorMessage', async () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^[A-Z]{3}$', errorMessage: 'Three capital letters' },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }] },
      },
    }
    const { result } = await validateInNode(schema, { code: 'abc', pair: ['a', 'b'] })
    expect(result.errors.map(({ instancePath, keyword, message }) => ({ instancePath, keyword, message }))).toEqual([
      { instancePath: '/code', keyword: 'errorMessage', message: 'Three capital letters' },
      { instancePath: '/pair/1', keyword: 'type', message: 'Must be a number' },
    ])
  })
})
