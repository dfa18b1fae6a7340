import type { ErrorObject } from 'ajv'
import Ajv2020 from 'ajv/dist/2020'
import { createAjv, rendererEvents } from 'nuxt-ui-jsonforms'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { mountJsonForm, mountWatched } from '../helpers/mountJsonForm'

/** A person as zod-to-json-schema and typescript-json-schema write it: the root a `$ref` into its definitions. */
const person = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 3 }, age: { type: 'integer', minimum: 0 } },
  required: ['name'],
}

afterEach(() => vi.restoreAllMocks())

/** `<JsonForm>` over `schema` and `data` (`mountWatched`). */
const mountSchema = (schema: unknown, data: unknown) => mountWatched(data, { schema })

const input = (form: Awaited<ReturnType<typeof mountSchema>>, name: string) => form.wrapper.get<HTMLInputElement>(`input[name="${name}"]`)

describe('schemas as tools emit them', () => {
  it.each([
    ['definitions', { $schema: 'http://json-schema.org/draft-07/schema#', $ref: '#/definitions/Person', definitions: { Person: person } }],
    ['$defs', { $ref: '#/$defs/Person', $defs: { Person: person } }],
    ['a chain of $refs', { $ref: '#/definitions/Someone', definitions: { Someone: { $ref: '#/definitions/Person' }, Person: person } }],
  ])('renders and validates the fields of a root $ref into its %s', async (_kind, schema) => {
    const form = await mountSchema(schema, { name: 'Al' })
    expect(form.unrendered()).toEqual([])
    expect(form.notices()).toEqual([])
    expect(input(form, 'name').element.value).toBe('Al')
    expect(form.wrapper.find('[data-path="age"] input').exists()).toBe(true)
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/name minLength'])

    await input(form, 'name').setValue('Alan')
    await settle()
    expect(form.data.value).toEqual({ name: 'Alan' })
    expect(form.errors.value).toEqual([])
    form.clean()
  })

  it('merges the properties and required a root names beside its $ref with the target\'s, as both apply', async () => {
    const schema = {
      $ref: '#/definitions/Person',
      properties: { name: { maxLength: 4 }, nick: { type: 'string' } },
      required: ['nick'],
      definitions: { Person: person },
    }
    const form = await mountSchema(schema, { name: 'Alan' })
    expect(form.notices()).toEqual([])
    expect(form.unrendered()).toEqual([])
    expect(form.wrapper.find('[data-path="age"] input').exists()).toBe(true)
    expect(form.wrapper.find('[data-path="nick"] input').exists()).toBe(true)
    await input(form, 'name').setValue('Alan Turing')
    await settle()
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`).sort()).toEqual(['/name maxLength', ' required'].sort())
    form.clean()
  })

  it('follows a target that is itself a $ref beside fields, as OpenAPI 3.1\'s schema is', async () => {
    const schema = {
      $ref: '#/definitions/Document',
      definitions: {
        Document: { ...person, $ref: '#/definitions/Extensions' },
        Extensions: { properties: { note: { type: 'string' } } },
      },
    }
    const form = await mountSchema(schema, { name: 'Ada' })
    expect(form.notices()).toEqual([])
    expect(form.wrapper.find('[data-path="note"] input').exists()).toBe(true)
    expect(form.wrapper.find('[data-path="age"] input').exists()).toBe(true)
    form.clean()
  })

  it('does not merge a property the target\'s additionalProperties refuses: the root $ref is explained', async () => {
    const form = await mountSchema({ $ref: '#/definitions/Person', properties: { extra: { type: 'string' } }, definitions: { Person: { ...person, additionalProperties: false } } }, { name: 'Ada' })
    expect(form.notices()[0]).toContain('could not follow the schema\'s root `$ref` "#/definitions/Person"')
  })

  it('resolves the scopes of a given UI schema through the root $ref, and $refs inside the target', async () => {
    const schema = {
      $ref: '#/definitions/Person',
      definitions: { Person: { ...person, properties: { ...person.properties, home: { $ref: '#/definitions/Address' } } }, Address: { type: 'object', properties: { city: { type: 'string' } } } },
    }
    const uischema = { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }, { type: 'Control', scope: '#/properties/home/properties/city' }] }
    const { wrapper, data } = await mountJsonForm({ name: 'Ada' }, { schema, uischema })
    await waitForChunks()
    expect(wrapper.findAll('[data-testid="unrendered-element"]')).toHaveLength(0)
    await wrapper.get('input[name="home.city"]').setValue('London')
    await settle()
    expect(data.value).toEqual({ name: 'Ada', home: { city: 'London' } })
  })

  it.each([
    ['into nothing', { $ref: '#/definitions/Missing', definitions: {} }, '#/definitions/Missing'],
    ['to another document', { $ref: 'https://example.com/person.json' }, 'https://example.com/person.json'],
    ['to itself', { $ref: '#' }, '#'],
  ])('explains a root $ref %s instead of crashing, and fetches nothing', async (_kind, schema, ref) => {
    const fetched = vi.spyOn(globalThis, 'fetch')
    const form = await mountSchema(schema, { name: 'Ada' })
    expect(form.notices()[0]).toBe(`The form could not follow the schema's root \`$ref\` "${ref}": it must point to an object schema in this document or in the form's \`schemas\`, whose keywords agree with the root's own (other documents are never fetched).`)
    expect(fetched).not.toHaveBeenCalled()
    expect(form.data.value).toEqual({ name: 'Ada' })
  })

  it.each([['{}', {}], ['true', true]])('makes the form of schema %s from the data', async (_name, schema) => {
    const form = await mountSchema(schema, { name: 'Ada', age: 36 })
    expect(form.notices()).toEqual([])
    expect(input(form, 'name').element.value).toBe('Ada')
    await input(form, 'name').setValue('Grace')
    await settle()
    expect(form.data.value).toEqual({ name: 'Grace', age: 36 })
    expect(form.errors.value).toEqual([])
    form.clean()
  })

  it.each([['{}', {}], ['true', true]])('explains a schema %s without data to make a form from', async (_name, schema) => {
    const form = await mountSchema(schema, undefined)
    expect(form.notices()).toEqual(['The schema names no fields (it accepts any data) and the form has no data object to make them from.'])
    form.clean()
  })

  it('says what a schema of no properties holds, instead of showing an empty form', async () => {
    const form = await mountSchema({ type: 'object', propertyNames: { maxLength: 3 }, minProperties: 1 }, undefined)
    expect(form.notices()).toEqual(['The schema holds data of type object, described by `propertyNames`, and names no `properties` this form could show as fields.'])
    form.clean()
  })

  it.each([
    ['draft-07', 'http://json-schema.org/draft-07/schema#', undefined, ['/pair/0 false schema']],
    ['2019-09', 'https://json-schema.org/draft/2019-09/schema', 'validator-2019-09', [' dependentRequired', '/pair/0 false schema']],
    ['2020-12', 'https://json-schema.org/draft/2020-12/schema', 'validator-2020-12', [' dependentRequired']],
  ])('validates a schema of draft %s with its AJV class, loaded when a schema first names it', async (_draft, $schema, chunk, ownErrors) => {
    const started: string[] = []
    const onStart = ({ entry }: { entry: string }) => started.push(entry)
    rendererEvents.on('chunk:start', onStart)
    try {
      // Keywords that tell the drafts apart: `dependentRequired` (2019-09 on), and `prefixItems`
      // (2020-12), before which `items: false` refuses every item.
      const schema = {
        $schema,
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 3 },
          site: { type: 'string', format: 'uri' },
          colour: { type: 'string', format: 'color' },
          pair: { type: 'array', prefixItems: [{ type: 'string' }], items: false },
        },
        dependentRequired: { name: ['email'] },
      }
      const form = await mountSchema(schema, { name: 'Al', site: 'not a uri', colour: '#ff0000', pair: ['a'] })
      expect(form.notices().filter(notice => notice.includes('could not be compiled'))).toEqual([])
      const keywords = form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`).sort()
      expect(keywords).toEqual(['/name minLength', '/site format', ...ownErrors].sort())
      expect(started.filter(entry => entry.startsWith('validator-'))).toEqual(chunk ? [chunk] : [])

      await input(form, 'name').setValue('Alan')
      await settle()
      expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`).sort()).toEqual(['/site format', ...ownErrors].sort())
      form.clean()
    }
    finally {
      rendererEvents.off('chunk:start', onStart)
    }
  })

  it.each([
    ['draft-07 spelt with https and no fragment', 'https://json-schema.org/draft-07/schema', ['/pair/0 false schema']],
    ['draft-06', 'http://json-schema.org/draft-06/schema#', ['/pair/0 false schema']],
    ['2020-12 spelt with http and a fragment', 'http://json-schema.org/draft/2020-12/schema#', [' dependentRequired']],
    ['the "latest" URI, which names 2020-12', 'https://json-schema.org/schema', [' dependentRequired']],
  ])('validates a schema naming %s with the matching AJV class', async (_spelling, $schema, ownErrors) => {
    const schema = {
      $schema,
      type: 'object',
      properties: { name: { type: 'string', minLength: 3 }, pair: { type: 'array', prefixItems: [{ type: 'string' }], items: false } },
      dependentRequired: { name: ['email'] },
    }
    const form = await mountSchema(schema, { name: 'Al', pair: ['a'] })
    // The root's own error (dependentRequired) shows above the fields; nothing says the schema was not understood.
    expect(form.notices().filter(notice => !notice.startsWith('The form data as a whole'))).toEqual([])
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`).sort()).toEqual(['/name minLength', ...ownErrors].sort())
    form.clean()
  })

  it('validates a draft-04 schema (OpenAPI 3.0\'s) with ajv-draft-04, loaded when a schema first names it', async () => {
    const started: string[] = []
    const onStart = ({ entry }: { entry: string }) => started.push(entry)
    rendererEvents.on('chunk:start', onStart)
    try {
      // A boolean `exclusiveMaximum` is draft-04's; later drafts' meta-schemas refuse it.
      const schema = {
        $schema: 'http://json-schema.org/draft-04/schema#',
        id: 'https://example.com/person',
        type: 'object',
        properties: { age: { type: 'number', maximum: 10, exclusiveMaximum: true }, site: { type: 'string', format: 'uri' } },
      }
      const form = await mountSchema(schema, { age: 10, site: 'not a uri' })
      expect(form.notices()).toEqual([])
      expect(started.filter(entry => entry.startsWith('validator-'))).toEqual(['validator-draft-04'])
      expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`).sort()).toEqual(['/age maximum', '/site format'])
      await input(form, 'site').setValue('https://example.com')
      await settle()
      expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/age maximum'])
      form.clean()
    }
    finally {
      rendererEvents.off('chunk:start', onStart)
    }
  })

  it('validates a schema naming a $schema of no known draft as draft-07, and says so once', async () => {
    const schema = {
      $schema: 'https://spec.openapis.org/oas/3.1/dialect/base',
      type: 'object',
      properties: { name: { type: 'string', minLength: 3 }, inner: { type: 'object', properties: { city: { type: 'string' } } } },
    }
    const form = await mountSchema(schema, { name: 'Al' })
    expect(form.notices()).toEqual(['The schema\'s `$schema` "https://spec.openapis.org/oas/3.1/dialect/base" names no JSON Schema draft this form knows, so it is validated as draft-07.'])
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/name minLength'])
    await input(form, 'name').setValue('Alan')
    await settle()
    expect(form.errors.value).toEqual([])
    expect(form.notices()).toHaveLength(1)
    form.clean()
  })

  it('validates with an AJV of a later draft\'s class the host makes with createAjv', async () => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }], items: false }, colour: { type: 'string', format: 'color' } } }
    const logged = vi.spyOn(console, 'warn')
    const { errors } = await mountJsonForm({ pair: ['a', 'b'], colour: '#fff' }, { schema, ajv: createAjv(undefined, Ajv2020) })
    await waitForChunks()
    expect((errors.value as ErrorObject[]).map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/pair items'])
    expect(logged).not.toHaveBeenCalled()
  })

  it.each([
    ['draft-07', {}],
    ['2020-12', { $schema: 'https://json-schema.org/draft/2020-12/schema' }],
  ])('validates a tree (%s) whose children are items of the root ($ref: "#"), rendering its levels as they are added', async (_draft, named) => {
    const schema = {
      ...named,
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 }, children: { type: 'array', items: { $ref: '#' } } },
      required: ['name'],
    }
    const form = await mountSchema(schema, { name: 'root', children: [{ name: '' }] })
    expect(form.notices()).toEqual([])
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/children/0/name minLength'])
    expect(form.wrapper.find('input[name="children.0.name"]').exists()).toBe(true)
    // The child's own children: an empty list, no deeper level drawn until one is added.
    expect(form.wrapper.find('input[name="children.0.children.0.name"]').exists()).toBe(false)

    await input(form, 'children.0.name').setValue('leaf')
    await settle()
    expect(form.errors.value).toEqual([])

    await form.wrapper.get('[data-path="children.0.children"]').findAll('button').find(button => button.text() === 'Add')!.trigger('click')
    await waitForChunks()
    expect(form.wrapper.find('input[name="children.0.children.0.name"]').exists()).toBe(true)
    expect(form.wrapper.find('input[name="children.0.children.0.children.0.name"]').exists()).toBe(false)
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/children/0/children/0 required'])
    form.clean()
  })
})

describe('formats of other tools', () => {
  it('checks the known aliases and ignores the rest without a console warning', async () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer', format: 'uint64' },
        count: { type: 'integer', format: 'int32' },
        small: { type: 'integer', format: 'uint8' },
        when: { type: 'string', format: 'datetime' },
        mail: { type: 'string', format: 'idn-email' },
        blob: { type: 'string', format: 'byte' },
        ratio: { type: 'number', format: 'double' },
        tag: { type: 'string', format: 'x-company-tag' },
        other: { type: 'string', format: 'textarea' },
      },
    }
    const form = await mountSchema(schema, { id: -1, count: 2 ** 31, small: 300, when: 'yesterday', mail: 'nobody', blob: 'not base64!', ratio: 0.5, tag: 'anything', other: 'text' })
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`).sort()).toEqual(['/blob format', '/count format', '/id format', '/mail format', '/small format', '/when format'])
    await input(form, 'when').setValue('2024-05-01T10:00:00Z')
    await settle()
    expect(form.errors.value?.map(error => error.instancePath)).not.toContain('/when')
    form.clean()
  })
})
