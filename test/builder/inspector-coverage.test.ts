import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allPlugins } from '../../presets/allRenderers'
import { builderOptionSchemas } from '../../generated/builderOptionSchemas'
import { builderPalettes } from '../../generated/builderPalettes'
import { optionSourceFiles, readOptionGroups, words } from '../../scripts/options/readOptions'
import { COMMON_GROUP, familyOf } from '../../scripts/options/schemas'
import { inspectorFor } from '../../src/builder/inspector/inspectorFor'
import { withOptionSchemas } from '../../src/builder/inspector/withOptionSchemas'
import { type BuilderForm, emptyForm, insertEntry, nodeAt } from '../../src/builder/model'
import { collectPalette } from '../../src/builder/palette'
import { withPalettes } from '../../src/builder/withPalettes'
import { winningEntry } from '../../src/registry/winningEntry'

// What the specification declares, read from the option types as the generator reads them.
const ROOT = resolve(import.meta.dirname, '../..')
const groups = readOptionGroups(ROOT, optionSourceFiles(ROOT))
const commonGroup = groups.find(group => group.name === COMMON_GROUP)!
const common = commonGroup.options.filter(option => !words(option.tags.inspector).includes('none')).map(option => option.name)
const plugins = withOptionSchemas(withPalettes(allPlugins, builderPalettes), builderOptionSchemas)

/** The options a family's option types declare for one of its entries, and the common options its groups say it ignores. */
function declared(family: string, entry: string): { own: string[], ignored: string[] } {
  const own = new Set<string>()
  const ignored = new Set<string>()
  for (const group of groups.filter(group => familyOf(group.file) === family)) {
    if (group.inspector?.includes(entry))
      group.ignoresCommon?.forEach(name => ignored.add(name))
    for (const option of group.options) {
      const entries = option.tags.inspector !== undefined ? words(option.tags.inspector) : group.inspector ?? []
      if (entries.includes(entry) && !common.includes(option.name))
        own.add(option.name)
    }
  }
  return { own: [...own], ignored: [...ignored] }
}

/** Each palette entry added alone to an empty form, as the builder adds it (those an empty form cannot hold left out). */
const added = collectPalette(plugins).flatMap((entry) => {
  try {
    return [{ id: entry.id, form: insertEntry(emptyForm(), entry, [], 0).form }]
  }
  catch {
    return []
  }
})

/** The options the inspector offers for the element at `path`. */
const offered = (form: BuilderForm, path: number[]) =>
  Object.keys((inspectorFor(form, path, plugins)!.schema as { properties: { options?: { properties: object } } }).properties.options?.properties ?? {})

/**
 * Every renderer entry, with an element it wins: the first palette entry whose element it wins, or
 * (for the variants no palette entry starts with) a palette entry's element with the options of
 * the variant its family declares.
 */
const variants: Record<string, Record<string, unknown>> = { password: { format: 'password' }, select: { format: 'select' }, calendar: { format: 'calendar' } }
/** The entries no palette entry's property starts with (the builder does not add a `type` list): the property's schema they win. */
const schemaVariants: Record<string, Record<string, unknown>> = { 'type-choice': { type: ['string', 'number'] } }
// The families with option types (the core's fallbacks, which draw a notice, have none).
const families = new Set(groups.map(group => familyOf(group.file)))
const entries = allPlugins.filter(plugin => families.has(plugin.name)).flatMap(plugin => plugin.entries.map(entry => ({ family: plugin.name, entry: entry.name })))

function elementWonBy(family: string, entry: string): { form: BuilderForm, path: number[] } | undefined {
  const wins = (form: BuilderForm) => {
    const won = winningEntry(plugins, nodeAt(form.uischema, [0])!, form.schema)
    return won?.plugin.name === family && won.entry.name === entry
  }
  const found = added.find(({ form }) => wins(form))
  if (found)
    return { form: found.form, path: [0] }
  for (const { form } of added) {
    const element = nodeAt(form.uischema, [0])!
    const variant = { ...form, uischema: { ...form.uischema, elements: [{ ...element, options: { ...element.options, ...variants[entry] } }] } } as BuilderForm
    if (variants[entry] && wins(variant))
      return { form: variant, path: [0] }
  }
  const text = added.find(({ id }) => id === 'text')?.form
  const property = text && Object.keys(text.schema.properties ?? {})[0]
  if (schemaVariants[entry] && property) {
    const variant = { ...text, schema: { ...text.schema, properties: { [property]: schemaVariants[entry] } } } as BuilderForm
    if (wins(variant))
      return { form: variant, path: [0] }
  }
  return undefined
}

describe('the inspector offers every option the specification declares for an element, and none its renderer ignores', () => {
  it('finds an element each renderer entry wins', () => {
    expect(entries.filter(({ family, entry }) => !elementWonBy(family, entry)).map(({ family, entry }) => `${family}/${entry}`)).toEqual([])
  })

  it.each(entries)('$family/$entry', ({ family, entry }) => {
    const won = elementWonBy(family, entry)!
    const element = nodeAt(won.form.uischema, won.path)!
    const { own, ignored } = declared(family, entry)
    const expected = [...own, ...(element.type === 'Control' ? common.filter(name => !ignored.includes(name)) : [])]
    const options = offered(won.form, won.path)
    expect(options.sort()).toEqual([...new Set(expected)].sort())
    for (const name of ignored)
      expect(options).not.toContain(name)
  })

  it('offers, on each child of an entry, the options its family declares for the children (a Category\'s identifier)', () => {
    const childGroups = groups.filter(group => group.inspectorChildren?.length)
    expect(childGroups.map(group => group.name)).toContain('CategoryOptions')
    const categorization = added.find(({ id }) => id === 'categorization')!.form
    for (const group of childGroups.filter(group => group.inspectorChildren!.includes('categorization')))
      expect(offered(categorization, [0, 0])).toEqual(expect.arrayContaining(group.options.map(option => option.name)))
  })
})
