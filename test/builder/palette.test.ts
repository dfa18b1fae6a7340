import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { allPlugins, builderPalettes, definePlugin, withPalettes } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import lucide from '@iconify-json/lucide/icons.json'
import { type PaletteEntry, collectPalette, paletteGroupLabels, paletteGroups } from '../../src/builder/palette'
import { coreGroups } from '../../src/registry/palette'

/** The `allRenderers` families as the builder offers them: with the palettes their `builder.ts` declare. */
const plugins = withPalettes(allPlugins, builderPalettes)

/** `family/entry` of the renderer that wins an element: highest rank, first in registry order on a tie. */
function winner(uischema: UISchemaElement, schema: JsonSchema7): string {
  let best = { rank: -1, name: 'none' }
  for (const plugin of plugins) {
    for (const entry of plugin.entries) {
      const rank = entry.tester(uischema, schema, { rootSchema: schema, config: {} })
      if (rank > best.rank)
        best = { rank, name: `${plugin.name}/${entry.name}` }
    }
  }
  return best.name
}

/**
 * The element a palette entry adds, in a form holding it as property `f`: a Control bound to the
 * new property; the entry's `layout` bound to it for a field that is not a Control (ListWithDetail);
 * the `layout` itself for a container. A Category only lives in a Categorization, which renders it.
 */
function added(entry: PaletteEntry): { uischema: UISchemaElement, schema: JsonSchema7 } {
  if (entry.property) {
    const schema = { type: 'object', properties: { f: entry.property } } as JsonSchema7
    const element = { ...(entry.layout ?? { type: 'Control' }), scope: '#/properties/f', ...(entry.options && { options: entry.options }) }
    return { uischema: element as UISchemaElement, schema }
  }
  const layout = entry.layout!
  const uischema = layout.type === 'Category' ? { type: 'Categorization', elements: [layout] } as UISchemaElement : layout
  return { uischema, schema: { type: 'object', properties: {} } }
}

const declared = plugins.flatMap(plugin => (plugin.palette ?? []).map(entry => ({ family: plugin.name, entry })))
const palette = collectPalette(plugins)
const lucideNames = new Set([...Object.keys(lucide.icons), ...Object.keys(lucide.aliases ?? {})])

describe('builder palette', () => {
  it('offers each id once', () => {
    const ids = declared.map(({ entry }) => entry.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size, 'repeated ids').toBe(ids.length)
  })

  it('fills every group, each a core group or one a family declares with its label', () => {
    const groups = paletteGroups(plugins)
    const labels = paletteGroupLabels(plugins)
    const declaredGroups = new Set(plugins.flatMap(plugin => Object.keys(plugin.paletteGroups ?? {})))
    expect(groups.slice(0, 1).concat(groups.slice(-2))).toEqual([...coreGroups])
    for (const group of groups) {
      expect(palette.filter(entry => entry.group === group).map(entry => entry.id), group).not.toEqual([])
      if (!(coreGroups as readonly string[]).includes(group))
        expect(declaredGroups.has(group), `${group} is declared by no family`).toBe(true)
    }
    expect(Object.keys(labels).sort()).toEqual([...declaredGroups].map(group => `nui.builder.group.${group}`).sort())
  })

  it.each(declared.map(({ family, entry }) => [entry.id, family, entry] as const))('%s (%s) is a field or a container, with a lucide icon', (_id, _family, entry) => {
    expect(entry.property !== undefined || entry.layout !== undefined).toBe(true)
    expect(entry.label).not.toBe('')
    expect(entry.icon).toMatch(/^i-lucide-[a-z0-9-]+$/)
    expect(lucideNames.has(entry.icon.slice('i-lucide-'.length)), `${entry.icon} is not a lucide icon`).toBe(true)
    if (entry.layout && !entry.property)
      expect(entry.options, 'a container carries its options in its element').toBeUndefined()
  })

  it.each(declared.map(({ family, entry }) => [entry.id, family, entry] as const))('%s is rendered by its own family (%s)', (id, family, entry) => {
    const { uischema, schema } = added(entry)
    const name = winner(uischema, schema)
    expect(name.split('/')[0], `${id} is drawn by ${name}`).toBe(family)
  })

  it('places the autocomplete with the inputs and the boolean widgets with the choices', () => {
    const groupOf = (id: string) => palette.find(entry => entry.id === id)?.group
    expect(groupOf('autocomplete')).toBe('input')
    expect(groupOf('boolean')).toBe('choice')
    expect(groupOf('switch')).toBe('choice')
    expect(groupOf('tags')).toBe('choice')
  })
})

// Each family's builder module: what it exports must reach the plugin.
const builders = import.meta.glob<Record<string, unknown>>('../../plugins/*/builder.ts', { eager: true })

describe.each(Object.entries(builders).map(([path, module]) => [/plugins\/([^/]+)\//.exec(path)![1], module] as const))('builder.ts of %s', (family, module) => {
  const plugin = plugins.find(candidate => candidate.name === family)!

  it('reaches the builder\'s plugin and never the form\'s: the palette, its groups and every option schema', () => {
    expect(plugin, `no plugin named ${family}`).toBeDefined()
    const exported = Object.entries(module)
    const palettes = exported.filter(([name]) => name.endsWith('Palette')).map(([, value]) => value)
    expect(palettes).toEqual(plugin.palette ? [plugin.palette] : [])
    const groups = exported.filter(([name]) => name.endsWith('PaletteGroups')).map(([, value]) => value)
    expect(groups).toEqual(plugin.paletteGroups ? [plugin.paletteGroups] : [])
    // What `uiRenderers` and `allRenderers` are made of carries no palette: it loads with the builder.
    const formPlugin = allPlugins.find(candidate => candidate.name === family)!
    expect([formPlugin.palette, formPlugin.paletteGroups]).toEqual([undefined, undefined])
    const attached = new Set(plugin.entries.map(entry => entry.optionSchema).filter(Boolean))
    const schemas = exported.filter(([name]) => name.endsWith('OptionSchema'))
    expect(schemas.filter(([, schema]) => !attached.has(schema as object)).map(([name]) => name), 'not on any entry').toEqual([])
  })
})

describe('palettes load with the builder', () => {
  const root = resolve(import.meta.dirname, '../..')

  it('is imported by the generated builder-side module alone, never by a family\'s plugin', () => {
    const importers = ['plugins', 'generated', 'presets']
      .flatMap(folder => readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map(file => join(folder, file)))
      .filter(file => /\.(ts|vue)$/.test(file) && !file.includes('test/'))
      .filter(file => /from '(\.\.\/plugins\/[a-z]+|\.)\/builder'/.test(readFileSync(join(root, file), 'utf8')))
    expect(importers).toEqual(['generated/builderPalettes.ts'])
  })

  it('leaves a plugin that declares its own palette as it is, and one that is not in the map', () => {
    const own = definePlugin({ name: 'text', entries: [], palette: [{ id: 'mine', label: 'Mine', group: 'input', icon: 'i-lucide-star', property: { type: 'string' } }] })
    const stranger = definePlugin({ name: 'stranger', entries: [] })
    const [ownOut, strangerOut] = withPalettes([own, stranger], builderPalettes)
    expect(ownOut).toBe(own)
    expect(strangerOut).toBe(stranger)
  })
})

describe('palette groups', () => {
  const entry = (id: string, group: string): PaletteEntry => ({ id, label: id, group, icon: 'i-lucide-star', property: { type: 'string' } })

  it('puts the families\' own groups between input and structure, in family order, an undeclared one last with its id as label', () => {
    const families = [
      { palette: [entry('a', 'layout'), entry('b', 'extras')] },
      { palette: [entry('c', 'input')], paletteGroups: { media: 'Media', extras: 'Extras' } },
      { palette: [entry('d', 'media'), entry('e', 'structure')] },
    ]
    expect(paletteGroups(families)).toEqual(['input', 'media', 'extras', 'structure', 'layout'])
    expect(paletteGroupLabels(families)).toEqual({ 'nui.builder.group.media': 'Media', 'nui.builder.group.extras': 'Extras' })
    expect(paletteGroupLabels([{ palette: [entry('f', 'misc')] }])).toEqual({ 'nui.builder.group.misc': 'Misc' })
  })
})
