import { commonOptionSchema } from '../../builder/inspector/commonOptionSchema'
import type { FormKnowledge, OptionSchema } from './knowledge'

/** One option as `list_options` describes it: generated from the option types, as the docs tables and the inspector are. */
export interface OptionInfo {
  name: string
  type: string
  default?: unknown
  description: string
}

/** The pseudo-family of the options every control understands (`CommonOptions`). */
export const COMMON = 'common'

/** Layout and label entries: the common options, which controls read, do not apply to them. */
const elementTypesWithoutCommon = new Set(['VerticalLayout', 'HorizontalLayout', 'Group', 'Label', 'Categorization', 'Category'])

/** Whether an element of this type reads the common options (a control does, a layout or label does not). */
export const readsCommon = (elementType: string): boolean => !elementTypesWithoutCommon.has(elementType)

/** The common options' schema (`CommonOptions`), read as the families' are. */
const common = commonOptionSchema as unknown as OptionSchema

/**
 * An option of every control the testers read to choose its widget (`optionIs('format', 'tags')`),
 * typed in the option schemas only of the families that read it after ranking too.
 */
const rankingOptions: Record<string, OptionSchema> = {
  format: { type: 'string', description: 'The widget a family draws the control with, by name (tags, rating, pin, color, radio, calendar, ...): read by the testers that rank the element.' },
}

const propertiesOf = (schema: OptionSchema | undefined): Record<string, OptionSchema> => (schema?.properties ?? {}) as Record<string, OptionSchema>

/** An option's type in one line: `boolean`, `integer ≥ 0`, `"tabs" | "steps"`, `string[]`, `JSON`. */
export function describeType(schema: OptionSchema): string {
  if (schema['x-json'])
    return 'JSON'
  if (Array.isArray(schema.enum))
    return schema.enum.map(value => JSON.stringify(value)).join(' | ')
  const alternatives = schema.oneOf ?? schema.anyOf
  if (Array.isArray(alternatives))
    return alternatives.map(part => describeType(part as OptionSchema)).join(' | ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ?? 'any'
  if (type === 'array')
    return `${schema.items && !Array.isArray(schema.items) ? describeType(schema.items as OptionSchema) : 'any'}[]`
  const bounds = [schema.minimum !== undefined && `≥ ${schema.minimum}`, schema.maximum !== undefined && `≤ ${schema.maximum}`].filter(Boolean)
  return [type, ...bounds].join(' ')
}

function optionInfos(schema: OptionSchema | undefined): OptionInfo[] {
  return Object.entries(propertiesOf(schema)).map(([name, property]) => ({
    name,
    type: describeType(property),
    ...(property.default !== undefined && { default: property.default }),
    description: property.description ?? property.title ?? '',
  }))
}

/** A family's entries with their options, as `list_options` returns them. */
export interface FamilyOptions {
  family: string
  entries: { entry: string, options: OptionInfo[], ignoresCommon?: string[] }[]
}

/** What the form tools know of the options: generated from the option types, as the docs tables and the inspector are. */
export type OptionCatalog = ReturnType<typeof createOptionCatalog>

/** The options of every family's entries, from their option schemas (`FormKnowledge.optionSchemas`). */
export function createOptionCatalog(optionSchemas: FormKnowledge['optionSchemas']) {
  /** The option schema of a family's entry, `undefined` for an entry that reads no option. */
  function entryOptionSchema(family: string, entry: string): OptionSchema | undefined {
    return optionSchemas[family]?.[entry] as OptionSchema | undefined
  }

  /**
   * The options an element won by `family`/`entry` reads: the entry's own, and the common ones on a
   * control. Name → property schema.
   */
  function knownOptions(family: string, entry: string, elementType: string): Record<string, OptionSchema> {
    const own = propertiesOf(entryOptionSchema(family, entry))
    return readsCommon(elementType) ? { ...propertiesOf(common), ...rankingOptions, ...own } : own
  }

  /** Every family and entry that reads an option of this name, as `family/entry`. */
  function entriesReading(option: string): string[] {
    return Object.entries(optionSchemas).flatMap(([family, entries]) =>
      Object.entries(entries).filter(([, schema]) => Object.hasOwn(propertiesOf(schema), option)).map(([entry]) => `${family}/${entry}`))
  }

  /** The families with options (and `common`), in name order. */
  function optionFamilies(): string[] {
    return [COMMON, ...Object.keys(optionSchemas).sort()]
  }

  /** Every option of a family (every family when `family` is unset), or `undefined` for a family that has none. */
  function listOptions(family?: string): FamilyOptions[] | undefined {
    const families = family === undefined ? optionFamilies() : [family]
    if (!families.every(name => optionFamilies().includes(name)))
      return undefined
    return families.map(name => name === COMMON
      ? { family: COMMON, entries: [{ entry: COMMON, options: optionInfos(common) }] }
      : {
          family: name,
          entries: Object.entries(optionSchemas[name]!).map(([entry, schema]) => ({
            entry,
            options: optionInfos(schema),
            ...(schema['x-ignoresCommon'] && { ignoresCommon: schema['x-ignoresCommon'] }),
          })),
        })
  }

  return { entryOptionSchema, knownOptions, entriesReading, optionFamilies, listOptions }
}
