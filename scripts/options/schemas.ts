import type { OptionDoc, OptionGroup } from './readOptions'
import { words } from './readOptions'
import type { Shape } from './shapes'

/** A JSON Schema as plain data, written out as it is. */
export type Schema = Record<string, unknown>

/** Family → renderer entry → the schema of the options its inspector offers. */
export type OptionSchemaMap = Record<string, Record<string, Schema>>

/** The options every control understands; the inspector offers them beside a renderer's own. */
export const COMMON_GROUP = 'CommonOptions'

const number = (text: string | undefined) => (text === undefined ? undefined : Number(text))

/**
 * The schema of one value in the shapes the inspector's own renderers draw: a string, a number, a
 * boolean, an enum. A union of strings and numbers is offered as a string (the inspector edits
 * text, and the option takes both). Tags refine it: `@integer`, `@minimum`, `@maximum`,
 * `@exclusiveMinimum`, `@format`, and `@oneOf` with a JSON list of `{ const, title }`.
 */
function valueSchema(shape: Shape, tags: Record<string, string>): Schema | undefined {
  const numeric = 'integer' in tags ? 'integer' : 'number'
  let schema: Schema | undefined
  if (shape.kind === 'string' || shape.kind === 'boolean')
    schema = { type: shape.kind }
  else if (shape.kind === 'number')
    schema = { type: numeric }
  else if (shape.kind === 'enum')
    schema = { type: shape.values.every(v => typeof v === 'number') ? numeric : 'string', enum: shape.values }
  else if (shape.kind === 'union' && shape.members.every(m => ['string', 'number', 'enum'].includes(m.kind)))
    schema = { type: 'string' }
  if (!schema)
    return undefined
  const extra: Schema = {
    minimum: number(tags.minimum),
    maximum: number(tags.maximum),
    exclusiveMinimum: number(tags.exclusiveMinimum),
    format: tags.format,
  }
  // Choices with titles replace a bare enum. (JSDoc's own `@enum` tag is parsed as a type, hence this name.)
  if (tags.oneOf !== undefined) {
    delete schema.enum
    extra.oneOf = JSON.parse(tags.oneOf)
  }
  return { ...schema, ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)) }
}

function shapeSchema(option: OptionDoc): Schema | undefined {
  if (option.shape.kind !== 'array')
    return valueSchema(option.shape, option.tags)
  const items = valueSchema(option.shape.items, option.tags)
  if (!items || !['string', 'number', 'integer'].includes(items.type as string))
    return undefined
  return { type: 'array', ...('uniqueItems' in option.tags ? { uniqueItems: true } : {}), items }
}

/** The inspector's one-line description: `@summary`, else the JSDoc as plain text. */
export function summaryOf(option: OptionDoc): string {
  const text = option.tags.summary || option.doc
  return text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '').replace(/\s+/g, ' ').trim()
}

/**
 * Marks the schema of an option whose value is JSON of any shape (an object, a list of objects, a
 * union with either): the inspector edits it as JSON text, checked before it is applied.
 */
export const JSON_VALUE = 'x-json'

/**
 * The inspector schema of one option. A value the inspector's fields cannot draw (a pass-through
 * object, `styles`, a union with an object) is offered as JSON text (`x-json`), titled by its
 * `@title` or else by its name, which is also the key written in the UI schema.
 */
export function inspectorSchema(option: OptionDoc, where: string): Schema {
  const shape = shapeSchema(option)
  if (shape && !option.tags.title)
    throw new Error(`${where}: an option the builder offers needs a @title (or @inspector none)`)
  const value = option.defaultValue?.value
  return {
    ...(shape ?? { [JSON_VALUE]: true }),
    title: option.tags.title ?? option.name,
    description: summaryOf(option),
    ...(value !== undefined ? { default: value } : {}),
  }
}

/** `plugins/<family>/options.ts` → `<family>`; `undefined` for the core's files. */
export const familyOf = (file: string): string | undefined => /^plugins\/([^/]+)\/options\.ts$/.exec(file.replaceAll('\\', '/'))?.[1]

/** The common options' schema: every one, unless tagged `@inspector none`. */
export function commonOptionSchema(groups: OptionGroup[]): Schema {
  const common = groups.find(g => g.name === COMMON_GROUP)
  if (!common)
    throw new Error(`${COMMON_GROUP} not found`)
  const properties = common.options
    .filter(option => !words(option.tags.inspector).includes('none'))
    .map(option => [option.name, inspectorSchema(option, `${COMMON_GROUP}.${option.name}`)] as const)
  return { type: 'object', properties: Object.fromEntries(properties) }
}

/** Marks, in an entry's schema, the options it reads on the child elements of what it renders (a Category's `queryId`). */
export const CHILD_OPTIONS = 'x-childOptions'

/**
 * Each family's renderer entries with the options their inspector offers. An option goes to the
 * entries of its own `@inspector` tag, else of its group's (`none`: to no entry); a common option
 * is never repeated (the inspector adds those itself). A group's `@ignoresCommon` lists, as
 * `x-ignoresCommon` of its entries' schemas, the common options they ignore. A group tagged
 * `@inspectorChildren <entry>` holds options its entries read on their children: they go under
 * `x-childOptions` of those entries' schemas, and the inspector offers them on each child.
 */
export function familyOptionSchemas(groups: OptionGroup[]): OptionSchemaMap {
  const common = new Set(groups.find(g => g.name === COMMON_GROUP)?.options.map(o => o.name))
  const map: OptionSchemaMap = {}
  for (const group of groups) {
    const family = familyOf(group.file)
    if (family && group.inspectorChildren) {
      for (const entry of group.inspectorChildren) {
        const schema = ((map[family] ??= {})[entry] ??= { type: 'object', properties: {} })
        const children = (schema[CHILD_OPTIONS] ??= { type: 'object', properties: {} }) as Schema
        for (const option of group.options)
          (children.properties as Record<string, Schema>)[option.name] = inspectorSchema(option, `${group.name}.${option.name}`)
      }
    }
    if (!family || !group.inspector)
      continue
    for (const name of group.ignoresCommon ?? []) {
      if (!common.has(name))
        throw new Error(`${group.name}: @ignoresCommon names ${name}, which is not a common option`)
    }
    for (const entry of group.ignoresCommon?.length ? group.inspector : []) {
      const schema = ((map[family] ??= {})[entry] ??= { type: 'object', properties: {} })
      schema['x-ignoresCommon'] = [...new Set([...(schema['x-ignoresCommon'] as string[] | undefined ?? []), ...group.ignoresCommon!])]
    }
    for (const option of group.options) {
      const where = `${group.name}.${option.name}`
      const entries = option.tags.inspector !== undefined ? words(option.tags.inspector) : group.inspector
      if (entries.includes('none') || common.has(option.name))
        continue
      const schema = inspectorSchema(option, where)
      for (const entry of entries) {
        const properties = ((map[family] ??= {})[entry] ??= { type: 'object', properties: {} }).properties as Record<string, Schema>
        if (properties[option.name] && JSON.stringify(properties[option.name]) !== JSON.stringify(schema))
          throw new Error(`${where}: entry ${entry} already offers another ${option.name}`)
        properties[option.name] = schema
      }
    }
  }
  return map
}
