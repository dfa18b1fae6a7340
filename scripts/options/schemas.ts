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

/** The inspector schema of one option, or `undefined` when the inspector cannot draw it (a pass-through object, ...). */
export function inspectorSchema(option: OptionDoc, where: string): Schema | undefined {
  const shape = shapeSchema(option)
  if (!shape)
    return undefined
  if (!option.tags.title)
    throw new Error(`${where}: an option the builder offers needs a @title (or @inspector none)`)
  const value = option.defaultValue?.value
  return { ...shape, title: option.tags.title, description: summaryOf(option), ...(value !== undefined ? { default: value } : {}) }
}

/** `plugins/<family>/options.ts` → `<family>`; `undefined` for the core's files. */
export const familyOf = (file: string): string | undefined => /^plugins\/([^/]+)\/options\.ts$/.exec(file.replaceAll('\\', '/'))?.[1]

/** The common options' schema: every one the inspector can draw, unless tagged `@inspector none`. */
export function commonOptionSchema(groups: OptionGroup[]): Schema {
  const common = groups.find(g => g.name === COMMON_GROUP)
  if (!common)
    throw new Error(`${COMMON_GROUP} not found`)
  const properties = common.options
    .filter(option => !words(option.tags.inspector).includes('none'))
    .flatMap((option) => {
      const schema = inspectorSchema(option, `${COMMON_GROUP}.${option.name}`)
      return schema ? [[option.name, schema] as const] : []
    })
  return { type: 'object', properties: Object.fromEntries(properties) }
}

/**
 * Each family's renderer entries with the options their inspector offers. An option goes to the
 * entries of its own `@inspector` tag, else of its group's (`none`: to no entry); a common option
 * is never repeated (the inspector adds those itself), and a pass-through object is left out
 * unless its tag asks for it, which is an error. A group's `@ignoresCommon` lists, as
 * `x-ignoresCommon` of its entries' schemas, the common options they ignore.
 */
export function familyOptionSchemas(groups: OptionGroup[]): OptionSchemaMap {
  const common = new Set(groups.find(g => g.name === COMMON_GROUP)?.options.map(o => o.name))
  const map: OptionSchemaMap = {}
  for (const group of groups) {
    const family = familyOf(group.file)
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
      if (!schema && option.tags.inspector !== undefined)
        throw new Error(`${where}: @inspector names entries, but the inspector cannot draw its type`)
      for (const entry of schema ? entries : []) {
        const properties = ((map[family] ??= {})[entry] ??= { type: 'object', properties: {} }).properties as Record<string, Schema>
        if (properties[option.name] && JSON.stringify(properties[option.name]) !== JSON.stringify(schema))
          throw new Error(`${where}: entry ${entry} already offers another ${option.name}`)
        properties[option.name] = schema!
      }
    }
  }
  return map
}
