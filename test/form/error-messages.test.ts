import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ErrorObject } from 'ajv'
import { describe, expect, it } from 'vitest'
import { describeErrors } from '../../src/builder/tabs/previewErrors'
import { errorMessages } from '../../src/i18n/errorMessages'
import { settle } from '../helpers/mountForm'
import { mountSubmitForm } from '../helpers/mountSubmitForm'

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2 },
    email: { type: 'string', format: 'email' },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
    age: { type: 'integer', minimum: 18 },
    nick: { type: 'string', minLength: 1 },
  },
  required: ['name', 'email'],
}

const fieldError = (root: Element, path: string) => root.querySelector(`[data-path="${path}"] [id$="-error"]`)?.textContent?.trim()

describe('error messages', () => {
  it('are one English sentence per keyword at the field', async () => {
    const { wrapper } = await mountSubmitForm({ name: 'A', email: 'x', tags: ['a', 'b', 'c'], age: 3, nick: '' }, { schema })
    const root = wrapper.element
    expect(fieldError(root, 'name')).toBe('At least 2 characters')
    expect(fieldError(root, 'email')).toBe('Must be a valid email address')
    expect(fieldError(root, 'age')).toBe('Must be at least 18')
    expect(fieldError(root, 'nick')).toBe('At least 1 character')
    expect(root.querySelector('[data-path="tags"]')?.textContent).toContain('At most 2 items')
  })

  it('say "Required" for a missing property, and the summary uses the same words', async () => {
    const { wrapper, form } = await mountSubmitForm({}, { schema })
    expect(fieldError(wrapper.element, 'name')).toBe('Required')
    await form().submit()
    await settle()
    expect(wrapper.findAll('[data-testid="error-summary"] li').map(line => line.text())).toEqual(['Name: Required', 'Email: Required'])
  })

  it('go through JSON Forms\' i18n keys, error.<keyword> and <path>.error.<keyword>, with the params filled in', async () => {
    const french: Record<string, string> = {
      'error.minLength': '{limit, plural, one {Au moins # caractère} other {Au moins # caractères}}',
      'error.required': 'Obligatoire',
      'email.error.required': 'Indiquez votre adresse',
      'nui.errorSummary.title': 'Corrigez ces points :',
    }
    const i18n = { locale: 'fr', translate: (key: string, fallback?: string) => french[key] ?? fallback }
    const { wrapper, form } = await mountSubmitForm({ name: 'A' }, { schema, i18n })
    expect(fieldError(wrapper.element, 'name')).toBe('Au moins 2 caractères')
    expect(fieldError(wrapper.element, 'email')).toBe('Indiquez votre adresse')
    await form().submit()
    await settle()
    const summary = wrapper.get('[data-testid="error-summary"]')
    expect(summary.text()).toContain('Corrigez ces points :')
    expect(summary.findAll('li').map(line => line.text())).toEqual(['Name: Au moins 2 caractères', 'Email: Indiquez votre adresse'])
  })

  it('give way to the schema\'s errorMessage: a string, per keyword, per required property', async () => {
    const own = {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2, errorMessage: 'Two letters at least, please' },
        code: { type: 'string', pattern: '^[A-Z]+$', maxLength: 3, errorMessage: { pattern: 'Capitals only' } },
        email: { type: 'string' },
      },
      required: ['email'],
      errorMessage: { required: { email: 'We need your e-mail' } },
    }
    const { wrapper, form } = await mountSubmitForm({ name: 'A', code: 'abcd' }, { schema: own })
    expect(fieldError(wrapper.element, 'name')).toBe('Two letters at least, please')
    expect(wrapper.get('[data-path="code"]').text()).toContain('Capitals only')
    expect(wrapper.get('[data-path="code"]').text()).toContain('At most 3 characters')
    expect(fieldError(wrapper.element, 'email')).toBe('We need your e-mail')
    await form().submit()
    await settle()
    expect(wrapper.findAll('[data-testid="error-summary"] li').map(line => line.text())).toContain('Email: We need your e-mail')
  })

  it('are the words of the builder\'s Check', () => {
    const errors = [
      { keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'email' }, message: 'must have required property \'email\'' },
      { keyword: 'minLength', instancePath: '/name', schemaPath: '#/properties/name/minLength', params: { limit: 2 }, message: 'must NOT have fewer than 2 characters' },
    ] as ErrorObject[]
    expect(describeErrors(errors, { type: 'object', properties: { email: { type: 'string', title: 'E-mail' } } })).toEqual(['E-mail: Required', 'Name: At least 2 characters'])
  })
})

describe('the i18n guide', () => {
  it('lists every validation message key with its English sentence', () => {
    const guide = readFileSync(join(process.cwd(), 'docs/en/guide/i18n.md'), 'utf8')
    const rows = new Map([...guide.matchAll(/^\| `(error\.[^`]+)` \| (.*) \|$/gm)].map(([, key, text]) => [key, text!.replace(/\\\|/g, '|')]))
    expect(Object.fromEntries(rows)).toEqual({ ...errorMessages })
  })
})
