import Ajv2020 from 'ajv/dist/2020'
import AjvDraft04 from 'ajv-draft-04'
import { allRenderers, createAjv, tolerantMiddleware } from 'nuxt-ui-jsonforms'
import { mountForm, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { externalRefsExample } from '../../playground/examples/forms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bundleLimits, bundleRefs } from '../../src/values/bundleRefs'
import { formSchema } from '../../src/values/formSchema'
import { settle } from '../helpers/mountForm'
import { mountWatched } from '../helpers/mountJsonForm'

afterEach(() => vi.restoreAllMocks())

/** A bundle read by paths, for the assertions. */
interface Tree { [key: string]: Tree }

/** A document of its own: an address, with a definition of its own. */
const address = {
  $id: 'https://example.com/schemas/address.json',
  type: 'object',
  properties: { street: { type: 'string', minLength: 3 }, city: { $ref: '#/definitions/city' } },
  required: ['street'],
  definitions: { city: { type: 'string', title: 'City', maxLength: 20 } },
}

/** A person whose `home` is an address of the other document, by its file name. */
const person = {
  $id: 'https://example.com/schemas/person.json',
  type: 'object',
  properties: { name: { type: 'string' }, home: { $ref: 'address.json' } },
}

/** A frozen deep copy: any write to it throws. */
function frozen<T>(value: T): T {
  const copy = structuredClone(value)
  const freeze = (node: unknown) => {
    if (typeof node === 'object' && node !== null) {
      Object.values(node).forEach(freeze)
      Object.freeze(node)
    }
  }
  freeze(copy)
  return copy
}

/** AJV of the form (`createAjv`), of `draft` when given, compiling `schema`. */
function compiled(schema: object, draft?: Parameters<typeof createAjv>[1]) {
  return createAjv(undefined, draft).compile(schema)
}

/** `<JsonForm>` over `schema` with `schemas` and `data` (`mountWatched`). */
const mountWith = (schema: unknown, schemas: unknown, data: unknown) => mountWatched(data, { schema, schemas })

describe('bundleRefs', () => {
  it('embeds a document a relative file name names, resolved against the referring $id, once, its own $refs pointing into its copy', () => {
    const bundle = bundleRefs(person, [address]) as unknown as Tree
    expect(bundle.properties.home).toEqual({ $ref: '#/definitions/address.json' })
    const copy = bundle.definitions['address.json']
    expect(copy.$id).toBeUndefined()
    expect(copy.properties.city).toEqual({ $ref: '#/definitions/address.json/definitions/city' })
    expect(bundle.$id).toBe(person.$id)
    const validate = compiled(bundle)
    expect(validate({ name: 'Ada', home: { street: 'Baker Street', city: 'London' } })).toBe(true)
    expect(validate({ home: { street: 'B', city: 'x'.repeat(21) } })).toBe(false)
    expect(validate.errors?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/home/street minLength', '/home/city maxLength'])
  })

  it('finds a document of a record by the name a $ref uses, as given when the root names no $id', () => {
    const { $id: _id, ...withoutId } = address
    const root = { type: 'object', properties: { home: { $ref: 'address.json#' } } }
    const bundle = bundleRefs(root, { 'address.json': withoutId }) as unknown as Tree
    expect(bundle.properties.home).toEqual({ $ref: '#/definitions/address.json' })
    // Against a root $id first, then as given.
    const elsewhere = { ...root, $id: 'https://example.org/forms/root.json' }
    expect((bundleRefs(elsewhere, { 'address.json': withoutId }) as unknown as Tree).properties.home).toEqual({ $ref: '#/definitions/address.json' })
  })

  it('follows an absolute $id, a JSON pointer fragment into the other document, and an anchor', () => {
    const shared = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example.com/shared',
      $defs: { email: { type: 'string', format: 'email' }, zip: { $anchor: 'zip', type: 'string', pattern: '^[0-9]{5}$' } },
    }
    const root = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { email: { $ref: 'https://example.com/shared#/$defs/email' }, zip: { $ref: 'https://example.com/shared#zip' } },
      $defs: { shared: { type: 'string' } },
    }
    const bundle = bundleRefs(root, [shared]) as unknown as Tree
    // The root has a definition "shared" of its own: the copy takes another key.
    expect(bundle.$defs.shared).toEqual({ type: 'string' })
    expect(bundle.properties.email).toEqual({ $ref: '#/$defs/shared-2/$defs/email' })
    expect(bundle.properties.zip).toEqual({ $ref: '#/$defs/shared-2/$defs/zip' })
    expect(bundle.$defs['shared-2'].$defs.zip.$anchor).toBeUndefined()
    expect(bundle.$defs['shared-2'].$id).toBeUndefined()
    const validate = compiled(bundle, Ajv2020)
    // Each copy is a definition of its own, a schema as the meta-schema checks them (a document named `format` is no keyword).
    const format = { ...shared, $id: 'https://example.com/format' }
    const formatBundle = bundleRefs({ ...root, properties: { email: { $ref: 'https://example.com/format#/$defs/email' } } }, [format]) as unknown as Tree
    expect(Object.keys(formatBundle.$defs)).toEqual(['shared', 'format'])
    expect(createAjv(undefined, Ajv2020).validateSchema(formatBundle)).toBe(true)
    expect(validate({ email: 'ada@example.com', zip: '12345' })).toBe(true)
    expect(validate({ email: 'ada', zip: '1' })).toBe(false)
  })

  it('embeds each document once when they refer to each other, and a document referring back to the root points into the root', () => {
    const root = {
      $id: 'https://example.com/tree.json',
      type: 'object',
      properties: { label: { type: 'string' }, left: { $ref: 'branch.json' } },
      definitions: { leaf: { type: 'string', maxLength: 3 } },
    }
    const branch = { $id: 'https://example.com/branch.json', type: 'object', properties: { leaf: { $ref: 'tree.json#/definitions/leaf' }, next: { $ref: 'twig.json' } } }
    const twig = { $id: 'https://example.com/twig.json', type: 'object', properties: { back: { $ref: 'branch.json' }, tree: { $ref: 'tree.json' } } }
    const bundle = bundleRefs(root, [branch, twig]) as unknown as Tree
    const documents = bundle.definitions
    expect(Object.keys(documents)).toEqual(['leaf', 'branch.json', 'twig.json'])
    expect(documents['branch.json'].properties).toEqual({ leaf: { $ref: '#/definitions/leaf' }, next: { $ref: '#/definitions/twig.json' } })
    expect(documents['twig.json'].properties).toEqual({ back: { $ref: '#/definitions/branch.json' }, tree: { $ref: '#' } })
    const validate = compiled(bundle)
    expect(validate({ left: { leaf: 'abc', next: { back: { leaf: 'ab' }, tree: { label: 'x' } } } })).toBe(true)
    expect(validate({ left: { next: { back: { leaf: 'abcd' } } } })).toBe(false)
  })

  it('leaves a $ref to a document not given as it is, and one past the limits', () => {
    const root = { type: 'object', properties: { a: { $ref: 'missing.json' } } }
    expect(bundleRefs(root, [address])).toBe(root)
    // A chain longer than the limit: the documents up to it are embedded, the $ref past it stays.
    const count = bundleLimits.maxDocuments + 50
    const chain = Array.from({ length: count }, (_, index) => ({ $id: `https://example.com/${index}.json`, type: 'object', properties: { next: { $ref: `${index + 1}.json` } } }))
    const started = performance.now()
    const bundle = bundleRefs({ $id: 'https://example.com/root.json', $ref: '0.json' }, chain) as unknown as Tree
    expect(performance.now() - started).toBeLessThan(5_000)
    const embedded = Object.values(bundle.definitions) as unknown as Tree[]
    expect(embedded).toHaveLength(bundleLimits.maxDocuments)
    expect(embedded.at(-1)!.properties.next.$ref).toBe(`https://example.com/${bundleLimits.maxDocuments}.json`)
  })

  it('bounds hostile documents: nested too deep, a web of shared objects, a cycle of objects', () => {
    let deep: Record<string, unknown> = { type: 'string' }
    for (let level = 0; level < 10_000; level++)
      deep = { type: 'object', properties: { x: deep } }
    // 2^40 paths through 40 shared objects.
    let web: Record<string, unknown> = { type: 'string' }
    for (let level = 0; level < 40; level++)
      web = { anyOf: [web, web] }
    const cycle: Record<string, unknown> = { type: 'object' }
    cycle.properties = { self: cycle }
    // The documents are read the nearest first: one that exhausts the budget leaves none for those after it.
    const root = { type: 'object', properties: { fine: { $ref: 'address.json' }, deep: { $ref: 'deep.json' }, web: { $ref: 'web.json' }, cycle: { $ref: 'cycle.json' } } }
    const started = performance.now()
    const bundle = bundleRefs(root, { 'deep.json': deep, 'web.json': web, 'cycle.json': cycle, 'address.json': address }) as unknown as Tree
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(bundle.properties).toEqual({ fine: { $ref: '#/definitions/address.json' }, deep: { $ref: 'deep.json' }, web: { $ref: 'web.json' }, cycle: { $ref: 'cycle.json' } })
    // A root too deep or too large itself is kept as it is.
    expect(bundleRefs({ ...deep, $ref: 'address.json' } as object, [address])).toMatchObject({ $ref: 'address.json' })
  })

  it('changes none of the given objects, and gives the same bundle for the same schema and documents', () => {
    const root = frozen(person)
    const documents = frozen([address])
    const bundle = bundleRefs(root, documents)
    expect(root).toEqual(person)
    expect(documents).toEqual([address])
    expect(bundleRefs(root, documents)).toBe(bundle)
    // A new list of the same documents (as a template writes it on every render) bundles the same.
    expect(bundleRefs(root, [documents[0]!])).toBe(bundle)
    expect(bundleRefs(root, [structuredClone(address)])).not.toBe(bundle)
    expect(formSchema(root, undefined, [documents[0]!])).toBe(formSchema(root, undefined, documents))
  })

  it('bundles draft-04 documents found by their `id`, which AJV\'s draft-04 class validates', () => {
    const base = { $schema: 'http://json-schema.org/draft-04/schema#', id: 'https://example.com/v1/base.json#', type: 'object', properties: { size: { type: 'integer', minimum: 1, exclusiveMinimum: true } } }
    const root = { $schema: 'http://json-schema.org/draft-04/schema#', id: 'https://example.com/v1/root.json#', type: 'object', properties: { item: { $ref: 'base.json#' } } }
    const bundle = bundleRefs(root, [base]) as unknown as Tree
    expect(bundle.properties.item).toEqual({ $ref: '#/definitions/base.json' })
    expect(bundle.definitions['base.json'].id).toBeUndefined()
    const validate = compiled(bundle, AjvDraft04)
    expect(validate({ item: { size: 2 } })).toBe(true)
    expect(validate({ item: { size: 1 } })).toBe(false)
  })
})

describe('<JsonForm :schemas>', () => {
  it('renders and validates the fields of another document a relative file name names', async () => {
    const form = await mountWith(person, [address], { name: 'Ada', home: { street: 'B' } })
    expect(form.unrendered()).toEqual([])
    expect(form.notices()).toEqual([])
    expect(form.wrapper.find('input[name="home.street"]').exists()).toBe(true)
    expect(form.wrapper.find('input[name="home.city"]').exists()).toBe(true)
    expect(form.wrapper.text()).toContain('City')
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/home/street minLength'])
    expect(form.wrapper.get('[data-path="home.street"]').text()).toContain('At least 3 characters')

    await form.wrapper.get('input[name="home.street"]').setValue('Baker Street')
    await settle()
    expect(form.data.value).toEqual({ name: 'Ada', home: { street: 'Baker Street' } })
    expect(form.errors.value).toEqual([])
    form.clean()
  })

  it('follows a root $ref to another document, and keeps the documents\' own definitions', async () => {
    const form = await mountWith({ $ref: 'https://example.com/schemas/address.json' }, { 'https://example.com/schemas/address.json': address }, { street: 'Baker Street', city: 'x'.repeat(21) })
    expect(form.notices()).toEqual([])
    expect(form.wrapper.get<HTMLInputElement>('input[name="street"]').element.value).toBe('Baker Street')
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/city maxLength'])
    form.clean()
  })

  it('still explains a $ref to a document not given, and fetches nothing', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch')
    const root = { type: 'object', properties: { name: { type: 'string' }, home: { $ref: 'elsewhere.json' } } }
    const form = await mountWith(root, [address], { name: 'Ada' })
    expect(form.notices().join('\n')).toContain('can\'t resolve reference elsewhere.json')
    const rootRef = await mountWith({ $ref: 'elsewhere.json' }, [address], {})
    expect(rootRef.notices()[0]).toContain('The form could not follow the schema\'s root `$ref` "elsewhere.json"')
    expect(fetched).not.toHaveBeenCalled()
  })

  it('renders the gallery\'s two-document order form, the other document\'s definitions and their errors included', async () => {
    const { schema, schemas, data } = externalRefsExample
    const form = await mountWith(schema, schemas, structuredClone(data))
    expect(form.notices()).toEqual([])
    expect(form.unrendered()).toEqual([])
    expect(form.wrapper.text()).toContain('Postcode')
    expect(form.wrapper.find('input[name="billing.street"]').exists()).toBe(true)
    await form.wrapper.get('input[name="shipping.zip"]').setValue('7500')
    await settle()
    expect(form.errors.value?.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/shipping/zip errorMessage'])
    expect(form.wrapper.get('[data-path="shipping.zip"]').text()).toContain('Five digits, such as 75001')
    form.clean()
  })

  it('takes schemas on the form root (<JsonForms>) too, and follows a change of them', async () => {
    const form = await mountForm({ schema: person, schemas: [address], data: { home: { street: 'B' } }, renderers: allRenderers, middleware: tolerantMiddleware })
    expect(form.field('home.city').exists()).toBe(true)
    expect(form.errors.value.map(error => `${error.instancePath} ${error.keyword}`)).toEqual(['/home/street minLength'])
    // Another version of the document: the form validates against it.
    form.props.value = { ...form.props.value, schemas: [{ ...address, properties: { ...address.properties, street: { type: 'string', minLength: 1 } } }] }
    await settle()
    await waitForChunks()
    expect(form.errors.value).toEqual([])
  })
})
