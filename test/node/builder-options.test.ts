import { fileURLToPath } from 'node:url'
import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { type OptionInterface, readOptionInterfaces } from './helpers/optionInterfaces'

// The families' builder modules, read directly: their `index.ts` pulls in `.vue` components.
const modules = import.meta.glob<Record<string, unknown>>('../../plugins/*/builder.ts', { eager: true })

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const interfaces = readOptionInterfaces(ROOT)
const commonOptions = new Set(interfaces.find(i => i.name === 'CommonOptions')!.properties.map(p => p.name))

/** The option interfaces each option schema describes (a renderer may read an option of a sibling's interface). */
const describes: Record<string, string[]> = {
  textOptionSchema: ['TextOptions', 'TextareaOptions'],
  passwordOptionSchema: ['TextOptions'],
  textareaOptionSchema: ['TextareaOptions', 'TextOptions'],
  numberOptionSchema: ['NumberOptions'],
  sliderOptionSchema: ['SliderOptions'],
  ratingOptionSchema: ['RatingOptions'],
  pinOptionSchema: ['PinOptions'],
  colorOptionSchema: ['ColorOptions'],
  uploadOptionSchema: ['UploadOptions'],
  autocompleteOptionSchema: ['AutocompleteOptions'],
  booleanOptionSchema: ['BooleanOptions'],
  tagsOptionSchema: ['TagsOptions'],
  selectMenuOptionSchema: ['SelectMenuOptions', 'SelectOptions'],
  selectOptionSchema: ['SelectOptions'],
  radioOptionSchema: ['RadioOptions'],
  checkboxGroupOptionSchema: ['CheckboxGroupOptions'],
  dateOptionSchema: ['DateOptions'],
  calendarOptionSchema: ['CalendarOptions'],
  arrayOptionSchema: ['ArrayOptions'],
  labelOptionSchema: ['LabelOptions'],
  categorizationOptionSchema: ['CategorizationOptions'],
}

/** Documented defaults deliberately not given, with the reason. */
const omittedDefaults: Record<string, string> = {
  // `@defaultValue calendarDefaults.rangeMonths` (2) holds for a range only; a single calendar shows 1.
  'calendarOptionSchema.months': 'conditional default',
}

/** A `@defaultValue` text as a value when it is a literal (`30`, `true`, `'tab'`); `undefined` for a described default. */
function literal(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined)
    return undefined
  const quoted = /^'([^']*)'$/.exec(text) ?? /^"([^"]*)"$/.exec(text)
  if (quoted)
    return { value: quoted[1] }
  if (/^-?\d+(?:\.\d+)?$/.test(text))
    return { value: Number(text) }
  if (text === 'true' || text === 'false')
    return { value: text === 'true' }
  return undefined
}

const schemas = Object.entries(modules).flatMap(([path, module]) => {
  const family = /plugins\/([^/]+)\/builder\.ts$/.exec(path)![1]
  return Object.entries(module)
    .filter(([name]) => name.endsWith('OptionSchema'))
    .map(([name, schema]) => ({ family, name, schema: schema as JsonSchema7 }))
})

const familyInterfaces = (family: string): OptionInterface[] => interfaces.filter(i => i.file === `plugins/${family}/options.ts`)

/** The shapes the inspector's own renderers draw: strings, numbers, booleans, enums and lists of those. */
function isSimpleShape(schema: JsonSchema7): boolean {
  if (schema.type === 'array') {
    const items = schema.items as JsonSchema7 | undefined
    return !!items && !Array.isArray(items) && ['string', 'integer', 'number'].includes(items.type as string)
  }
  return ['string', 'number', 'integer', 'boolean'].includes(schema.type as string)
}

describe('builder option schemas', () => {
  it('are found, each listed with the interfaces it describes', () => {
    expect(schemas.length).toBeGreaterThan(10)
    expect(schemas.map(s => s.name).sort()).toEqual(Object.keys(describes).sort())
  })

  describe.each(schemas.map(s => [s.name, s] as const))('%s', (name, { family, schema }) => {
    const properties = Object.entries(schema.properties ?? {}) as [string, JsonSchema7][]

    it('is an object schema of simple values, each with a title and a one-line description', () => {
      expect(schema.type).toBe('object')
      expect(properties.length).toBeGreaterThan(0)
      for (const [key, property] of properties) {
        expect(isSimpleShape(property), `${key}: not a simple shape`).toBe(true)
        expect(property.title, `${key}: title`).toMatch(/\S/)
        expect(property.description, `${key}: description`).toMatch(/^[^\n]+$/)
        if (property.enum && property.default !== undefined)
          expect(property.enum, `${key}: default outside the enum`).toContain(property.default)
      }
    })

    it(`names only options of the ${family} family's interfaces, and no common option`, () => {
      const known = new Set(familyInterfaces(family).flatMap(i => i.properties.map(p => p.name)))
      expect(properties.map(([key]) => key).filter(key => !known.has(key)), 'not in the family\'s interfaces').toEqual([])
      expect(properties.map(([key]) => key).filter(key => commonOptions.has(key)), 'common options').toEqual([])
    })

    it('gives each option the default its interface documents, and none where it documents none', () => {
      const described = familyInterfaces(family).filter(i => describes[name]?.includes(i.name))
      expect(described.map(i => i.name).sort()).toEqual([...describes[name]].sort())
      for (const [key, property] of properties) {
        const declared = described.flatMap(i => i.properties.filter(p => p.name === key))
        expect(declared.length, `${key} is not in ${describes[name].join(' / ')}`).toBeGreaterThan(0)
        const documented = literal(declared[0].defaultValue)
        if (documented && !omittedDefaults[`${name}.${key}`])
          expect(property.default, `${key}: documented default ${declared[0].defaultValue}`).toEqual(documented.value)
        else
          expect(property.default, `${key}: no literal default is documented (${declared[0].defaultValue ?? 'none'})`).toBeUndefined()
      }
    })
  })
})
