import fc from 'fast-check'

/**
 * Generators of what a form may be fed from places its author does not control: JSON Schemas
 * (nested, with enums, combinators, `$ref` chains and cycles, every format and keywords of the
 * wrong type), UI schemas that point anywhere and data of any shape.
 */

type Json = Record<string, unknown>

/** Property names and titles: lower-case words, so that a stray `[object Object]` on screen is ours. */
export const word = fc.stringMatching(/^[a-z]{1,8}$/)

const formats = ['date', 'time', 'date-time', 'email', 'uri', 'color', 'data-url', 'password', 'hostname', 'ipv4', 'uuid', 'regex', 'no-such-format']

export const leafSchema: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ type: fc.constant('string'), format: fc.option(fc.constantFrom(...formats), { nil: undefined }), minLength: fc.option(fc.nat(5), { nil: undefined }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constantFrom('number', 'integer'), minimum: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }), maximum: fc.option(fc.integer({ min: 6, max: 100 }), { nil: undefined }) }, { requiredKeys: ['type'] }),
  fc.constant({ type: 'boolean' }),
  fc.constant({ type: 'null' }),
  fc.record({ type: fc.constant('string'), enum: fc.uniqueArray(word, { minLength: 1, maxLength: 4 }) }),
  fc.record({ oneOf: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }).map(values => values.map(value => ({ const: value, title: value.toUpperCase() }))) }),
  fc.constant({}),
)

/** Keywords of the wrong type, as a hand-edited or half-generated schema has them. */
const malformedSchema: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ type: fc.constantFrom(5, 'no-such-type', null, ['string', 'number'], {}) }),
  fc.record({ type: fc.constant('object'), properties: fc.constantFrom('x', 5, null, []) }),
  fc.record({ type: fc.constant('array'), items: fc.constantFrom(3, 'x', null, true) }),
  fc.record({ type: fc.constant('string'), enum: fc.constantFrom('a', 5, null, {}) }),
  fc.record({ oneOf: fc.constantFrom('x', 5, [null], [5, 'a']) }),
  fc.record({ type: fc.constant('object'), required: fc.constantFrom(5, 'name', [5]) }),
  fc.record({ $ref: fc.constantFrom('#/definitions/missing', '#/no/where', 5, 'http://127.0.0.1:9/elsewhere.json') }),
  fc.record({ allOf: fc.constantFrom([{ type: 'string' }, { type: 'number' }], 'x') }),
)

/** A schema tree of at most `depth` levels of objects, arrays and combinators. */
export function schemaTree(depth: number, { malformed = true } = {}): fc.Arbitrary<Json> {
  const { node } = fc.letrec<{ node: Json, object: Json, array: Json, combinator: Json }>(tie => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true, maxDepth: depth },
      { arbitrary: leafSchema, weight: 4 },
      ...(malformed ? [{ arbitrary: malformedSchema, weight: 1 }] : []),
      { arbitrary: tie('object'), weight: 2 },
      { arbitrary: tie('array'), weight: 1 },
      { arbitrary: tie('combinator'), weight: 1 },
    ),
    object: fc.dictionary(word, tie('node'), { maxKeys: 4 }).map(properties => ({ type: 'object', properties })),
    array: tie('node').map(items => ({ type: 'array', items })),
    combinator: fc.tuple(fc.constantFrom('oneOf', 'anyOf', 'allOf'), fc.array(tie('node'), { minLength: 1, maxLength: 3 })).map(([keyword, parts]) => ({ [keyword]: parts })),
  }))
  return node
}

/**
 * A root object schema, sometimes with `definitions` reached through `$ref` chains: `a` → `b` →
 * a leaf, and `node` → `node` (a cycle through an optional property).
 */
export const rootSchema: fc.Arbitrary<Json> = fc.tuple(
  fc.dictionary(word, schemaTree(3), { minKeys: 1, maxKeys: 6 }),
  fc.boolean(),
  fc.subarray(['chain', 'cycle']),
).map(([properties, withRequired, refs]) => ({
  type: 'object',
  properties: {
    ...properties,
    ...(refs.includes('chain') && { linked: { $ref: '#/definitions/a' } }),
    ...(refs.includes('cycle') && { tree: { $ref: '#/definitions/node' } }),
  },
  ...(withRequired && { required: Object.keys(properties).slice(0, 2) }),
  definitions: {
    a: { $ref: '#/definitions/b' },
    b: { type: 'string', format: 'email' },
    node: { type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#/definitions/node' } } },
  },
}))

/** Scopes into the schema's own properties, one level down, or nowhere at all. */
function scopeFor(schema: Json): fc.Arbitrary<unknown> {
  const keys = Object.keys((schema.properties ?? {}) as Json)
  return fc.oneof(
    ...(keys.length ? [{ arbitrary: fc.constantFrom(...keys).map(key => `#/properties/${key}`), weight: 6 }] : []),
    { arbitrary: word.map(key => `#/properties/${key}/properties/${key}`), weight: 1 },
    { arbitrary: fc.constantFrom('#', '#/', 'properties/x', '', '#/definitions/a'), weight: 1 },
    { arbitrary: fc.constantFrom(5, null, undefined, {}), weight: 1 },
  )
}

const layoutKinds = ['VerticalLayout', 'HorizontalLayout', 'Group', 'Categorization', 'Category'] as const

/**
 * A UI schema of any shape over `schema`: real layouts and controls, and elements no renderer knows.
 * The root itself is an element or left out, as `<JsonForm>`'s `uischema` prop is typed; anything
 * may stand below it.
 */
export function uiSchemaFor(schema: Json): fc.Arbitrary<unknown> {
  const control = fc.record({
    type: fc.constant('Control'),
    scope: scopeFor(schema),
    label: fc.option(fc.oneof(word, fc.boolean(), fc.constant(5)), { nil: undefined }),
    options: fc.option(fc.oneof(fc.dictionary(fc.constantFrom('format', 'multi', 'readonly', 'clearable', 'showSortButtons', 'detail', 'slider'), fc.oneof(fc.boolean(), word, fc.constant(5))), fc.constant('x')), { nil: undefined }),
  }, { requiredKeys: ['type', 'scope'] })
  const odd = fc.oneof(
    fc.record({ type: fc.constantFrom('Label'), text: fc.oneof(word, fc.constant(5)) }),
    fc.record({ type: fc.constantFrom('Carousel', '', 5 as unknown as string) }),
    fc.constantFrom(null, 5, 'x', []),
  )
  const { layout } = fc.letrec<{ element: unknown, layout: unknown }>(tie => ({
    element: fc.oneof({ depthSize: 'small', maxDepth: 5 }, { arbitrary: control, weight: 5 }, { arbitrary: odd, weight: 1 }, { arbitrary: tie('layout'), weight: 2 }),
    layout: fc.record({
      type: fc.constantFrom(...layoutKinds),
      label: fc.option(word, { nil: undefined }),
      elements: fc.oneof({ arbitrary: fc.array(tie('element'), { maxLength: 4 }), weight: 6 }, { arbitrary: fc.constantFrom('x', 5, null), weight: 1 }),
    }, { requiredKeys: ['type', 'elements'] }),
  }))
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 1 }, { arbitrary: control, weight: 1 }, { arbitrary: layout, weight: 3 })
}

/** Data of any shape: what the schema asks for, something else, or nothing. */
export const anyData: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.dictionary(word, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }), weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
)

/** How many cases a property runs: a fixed, bounded number in `npm test`; `FUZZ_RUNS` (`npm run fuzz`) for longer. */
export const runs = (inTests: number) => Number(process.env.FUZZ_RUNS ?? inTests)

/** A property's time limit: a mount takes well under a second on a quiet machine; give each case three on a busy one. */
export const timeLimit = (inTests: number) => runs(inTests) * 3_000

/** The seed: fixed in `npm test`, so a red run is the same run everywhere; `FUZZ_SEED`, or random under `npm run fuzz`. */
export const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Date.now() : 20261124
