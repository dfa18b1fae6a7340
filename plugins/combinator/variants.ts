import { isPlainObject } from 'nuxt-ui-jsonforms/kit'
import {
  type ControlElement,
  type JsonFormsUISchemaRegistryEntry,
  type JsonSchema,
  Resolve,
  type UISchemaElement,
  createCombinatorRenderInfos,
} from '@jsonforms/core'

export type CombinatorKeyword = 'oneOf' | 'anyOf'

type Schema = Record<string, unknown>

/** One entry of the `oneOf` / `anyOf` list that can be picked. */
export interface Variant {
  /** Position in the schema's list: the key of the variant in the selector and in the memory. */
  index: number
  /** The entry, with its `$ref` resolved. */
  schema: JsonSchema
  /** The entry's `title`, else the resolved schema's, else the `title` of a `const` property; none: "Option n". */
  title?: string
  /** The UI schema of its sub-form (registered or generated); none when the variant has nothing to fill in. */
  uischema?: UISchemaElement
}

/** Why an entry (or the whole list) cannot be picked; shown under the selector. */
export type VariantProblem =
  | { reason: 'notAList' }
  | { reason: 'notASchema', index: number }
  | { reason: 'unresolvedRef', index: number, ref: string }
  | { reason: 'cannotRender', index: number, detail: string }

export interface VariantList {
  keyword: CombinatorKeyword
  variants: Variant[]
  problems: VariantProblem[]
}

export interface VariantContext {
  rootSchema: JsonSchema
  /** The combinator's own Control: its scope and options reach the UI-schema lookup. */
  control: ControlElement
  path: string
  uischemas: JsonFormsUISchemaRegistryEntry[]
  /** The label of a variant without a title ("Option 2"), given to a bare Control of its sub-form. */
  optionLabel?: (index: number) => string
  /** The label of a variant of a `type` list ("Text", "Number"). */
  typeLabel?: (type: string) => string
}

/** The variants of a `type` list: the type names, and the schema of each. */
interface TypeVariants { types: string[], schemas: Schema[] }

const typeVariantLists = new WeakMap<object, TypeVariants>()

/**
 * The variants of a `type` list (`["string", "number", "null"]`): the schema once per type, its
 * other keywords kept (each type reads its own), its title and description left to the field;
 * `"null"` as `{ const: null }` (picking it is all there is to fill in). The same objects for the
 * same schema (the variants' validators are cached by them).
 */
export function typeVariantsOf(schema: Schema): TypeVariants {
  const known = typeVariantLists.get(schema)
  if (known)
    return known
  const { type, title: _title, description: _description, ...rest } = schema
  const types = [...new Set((Array.isArray(type) ? type : []).filter((part): part is string => typeof part === 'string'))]
  const list = { types, schemas: types.map(part => part === 'null' ? { const: null } : { ...rest, type: part }) }
  typeVariantLists.set(schema, list)
  return list
}

/** `oneOf` when the schema has one, else `anyOf`. */
export function keywordOf(schema: unknown): CombinatorKeyword {
  return isPlainObject(schema) && Object.hasOwn(schema, 'oneOf') ? 'oneOf' : 'anyOf'
}

/** The `title` of the first property holding a `const` (a discriminator such as `kind: { const, title }`). */
function discriminatorTitle(schema: Schema): string | undefined {
  if (!isPlainObject(schema.properties))
    return undefined
  for (const property of Object.values(schema.properties)) {
    if (isPlainObject(property) && 'const' in property && typeof property.title === 'string' && property.title !== '')
      return property.title
  }
  return undefined
}

const nonEmpty = (value: unknown): string | undefined => typeof value === 'string' && value !== '' ? value : undefined

function resolveRef(ref: string, rootSchema: JsonSchema): JsonSchema | undefined {
  try {
    const resolved = Resolve.schema(rootSchema, ref, rootSchema)
    return isPlainObject(resolved) ? resolved : undefined
  }
  catch {
    return undefined
  }
}

/**
 * Where an entry refers to: its `$ref`; a 2019-09 `$recursiveRef` is taken as the `$ref` it is
 * without a `$recursiveAnchor` further out (`"#"`, the root: the meta-schemas' only use of it).
 */
function refOf(entry: Schema): string | undefined {
  if (typeof entry.$ref === 'string')
    return entry.$ref
  return typeof entry.$recursiveRef === 'string' ? entry.$recursiveRef : undefined
}

/**
 * The layout without the Controls of `const` properties: the selector sets them, a field could
 * only break them.
 */
function withoutDiscriminators(uischema: UISchemaElement | undefined, schema: JsonSchema | undefined): UISchemaElement | undefined {
  const properties = (schema as Schema | undefined)?.properties
  const elements = (uischema as { elements?: unknown } | undefined)?.elements
  if (!uischema || !isPlainObject(properties) || !Array.isArray(elements))
    return uischema
  const discriminators = new Set(Object.keys(properties).filter(name => isPlainObject(properties[name]) && 'const' in properties[name]))
  const kept = elements.filter(element => !(isPlainObject(element) && element.type === 'Control' && typeof element.scope === 'string'
    && discriminators.has(element.scope.replace(/^#\/properties\//, '').replace(/~1/g, '/').replace(/~0/g, '~'))))
  return kept.length === elements.length ? uischema : { ...uischema, elements: kept } as UISchemaElement
}

/**
 * The sub-form of one variant, as JSON Forms' combinator renderers build it: a UI schema from the
 * `uischemas` registry, else a generated one. `options.detail` is left out: it would give every
 * variant the same layout. A bare `Control` on the variant itself gets the variant's label, so
 * that its widget is not left without a name.
 */
function uischemaOf(entry: JsonSchema, title: string | undefined, keyword: CombinatorKeyword, context: VariantContext): UISchemaElement | undefined {
  const { options: _options, ...control } = context.control
  const [info] = createCombinatorRenderInfos([entry], context.rootSchema, keyword, control as ControlElement, context.path, context.uischemas)
  const uischema = withoutDiscriminators(info?.uischema ?? undefined, info?.schema)
  if (!uischema || (Array.isArray((uischema as { elements?: unknown }).elements) && (uischema as { elements: unknown[] }).elements.length === 0))
    return undefined
  return nonEmpty(info!.schema.title) ? uischema : labelled(uischema, title)
}

/** A Control on the variant itself (alone or alone in its layout) without a label of its own, labelled `title`. */
function labelled(uischema: UISchemaElement, title: string | undefined): UISchemaElement {
  const elements = (uischema as { elements?: unknown }).elements
  if (Array.isArray(elements) && elements.length === 1 && isPlainObject(elements[0]))
    return { ...uischema, elements: [labelled(elements[0] as unknown as UISchemaElement, title)] } as UISchemaElement
  const isBareControl = uischema.type === 'Control' && (uischema as ControlElement).scope === '#' && !('label' in uischema)
  return isBareControl && title ? { ...uischema, label: title } as ControlElement : uischema
}

/** The variants of a `oneOf` / `anyOf` field, and the entries that cannot be picked with the reason. */
export function readVariants(schema: JsonSchema, context: VariantContext): VariantList {
  const keyword = keywordOf(schema)
  const source = schema as Schema
  const byType = !Object.hasOwn(source, keyword) && Array.isArray(source.type)
  const byTypes = byType ? typeVariantsOf(source) : undefined
  const list = byTypes ? byTypes.schemas : source[keyword]
  if (!Array.isArray(list))
    return { keyword, variants: [], problems: [{ reason: 'notAList' }] }
  const variants: Variant[] = []
  const problems: VariantProblem[] = []
  list.forEach((entry: unknown, index) => {
    if (!isPlainObject(entry))
      return problems.push({ reason: 'notASchema', index })
    const ref = refOf(entry)
    const resolved = ref === undefined ? entry : resolveRef(ref, context.rootSchema)
    if (!resolved)
      return problems.push({ reason: 'unresolvedRef', index, ref: ref! })
    const typeName = byTypes?.types[index]
    const title = typeName !== undefined ? context.typeLabel?.(typeName) ?? typeName : nonEmpty(entry.title) ?? nonEmpty(resolved.title) ?? discriminatorTitle(resolved as Schema)
    try {
      // A `const` variant is its value: picking it is all there is to fill in.
      const uischema = 'const' in resolved ? undefined : uischemaOf(entry, title ?? context.optionLabel?.(index), keyword, context)
      variants.push({ index, schema: resolved, title, uischema })
    }
    catch (error) {
      problems.push({ reason: 'cannotRender', index, detail: error instanceof Error ? error.message : String(error) })
    }
  })
  return { keyword, variants, problems }
}
