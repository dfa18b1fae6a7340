import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { generatedFiles } from '../../scripts/options/outputs'
import { COMMON_GROUP } from '../../scripts/options/schemas'
import { optionSourceFiles, readOptionGroups } from '../../scripts/options/readOptions'
import { allPlugins } from '../../presets/allRenderers'
import { builderOptionSchemas } from '../../generated/builderOptionSchemas'
import { commonOptionSchema } from '../../src/builder/inspector/commonOptionSchema'
import { withOptionSchemas } from '../../src/builder/inspector/withOptionSchemas'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const GENERATED = 'generated/builderOptionSchemas.ts'
const common = new Set(readOptionGroups(ROOT, optionSourceFiles(ROOT)).find(g => g.name === COMMON_GROUP)!.options.map(o => o.name))

const schemas = Object.entries(builderOptionSchemas).flatMap(([family, entries]) =>
  Object.entries(entries).map(([entry, schema]) => [`${family}/${entry}`, family, entry, schema as JsonSchema7] as const))

/** The shapes the inspector's own renderers draw: strings, numbers, booleans, enums and lists of those; anything else is JSON text. */
function isSimpleShape(schema: JsonSchema7): boolean {
  if ((schema as Record<string, unknown>)['x-json'] === true)
    return schema.type === undefined
  if (schema.type === 'array') {
    const items = schema.items as JsonSchema7 | undefined
    return !!items && !Array.isArray(items) && ['string', 'integer', 'number'].includes(items.type as string)
  }
  return ['string', 'number', 'integer', 'boolean'].includes(schema.type as string)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && /\.(ts|vue)$/.test(entry.name))
    .map(entry => relative(ROOT, join(entry.parentPath, entry.name)))
}

describe('the builder\'s option schemas', () => {
  it('are generated from the option types, and the committed modules are up to date', () => {
    const modules = generatedFiles(ROOT).filter(file => file.path.endsWith('.ts'))
    expect(modules.map(file => file.path).sort()).toEqual([GENERATED, 'generated/builderPalettes.ts', 'generated/families.ts', 'src/builder/inspector/commonOptionSchema.ts'])
    const stale = modules.filter(file => readFileSync(join(ROOT, file.path), 'utf8') !== file.content).map(file => file.path)
    expect(stale, 'stale modules: run `npm run generate:options` and commit the result').toEqual([])
  })

  it('load with the builder only: presets/formBuilder.ts is the one page module that imports them (besides the MCP server\'s, in Node)', () => {
    const importers = [...['src', 'plugins', 'presets', 'generated'].flatMap(folder => sourceFiles(join(ROOT, folder))), 'index.ts']
      .filter(file => /from\s+['"][./]*(?:generated\/)?builderOptionSchemas['"]/.test(readFileSync(join(ROOT, file), 'utf8')))
    expect(importers).toEqual(['presets/formBuilder.ts', 'presets/mcpForms.ts'])
    expect(allPlugins.flatMap(plugin => plugin.entries.filter(entry => entry.optionSchema).map(entry => `${plugin.name}/${entry.name}`))).toEqual([])
  })

  it('name only renderer entries that exist, so an @inspector tag cannot point nowhere', () => {
    expect(schemas.length).toBeGreaterThan(15)
    const entries = new Set(allPlugins.flatMap(plugin => plugin.entries.map(entry => `${plugin.name}/${entry.name}`)))
    expect(schemas.map(([id]) => id).filter(id => !entries.has(id))).toEqual([])
  })

  it('reach the inspector through the plugins the builder is given', () => {
    const plugins = withOptionSchemas(allPlugins, builderOptionSchemas)
    const radio = plugins.find(plugin => plugin.name === 'choice')!.entries.find(entry => entry.name === 'radio')!
    expect(radio.optionSchema).toBe(builderOptionSchemas.choice!.radio)
    // An entry's own schema (a custom family's) wins, and a plugin without generated schemas is kept as it is.
    const own = { type: 'object', properties: {} } as const
    const custom = { name: 'choice', entries: [{ ...radio, optionSchema: own }] }
    expect(withOptionSchemas([custom], builderOptionSchemas)[0]!.entries[0]!.optionSchema).toBe(own)
    const unknown = { name: 'mine', entries: [] }
    expect(withOptionSchemas([unknown], builderOptionSchemas)[0]).toBe(unknown)
  })

  it('offer the common options once, in their own schema', () => {
    expect(Object.keys(commonOptionSchema.properties)).toEqual(expect.arrayContaining(['placeholder', 'readonly', 'clearable', 'iconPlacement']))
    // styles and formField are objects: offered as JSON text.
    expect(commonOptionSchema.properties.formField).toMatchObject({ 'x-json': true })
    const repeated = schemas.flatMap(([id, , , schema]) => Object.keys(schema.properties ?? {}).filter(key => common.has(key)).map(key => `${id}.${key}`))
    expect(repeated).toEqual([])
  })

  it.each(schemas)('%s: an object of simple values or JSON, each with a title, a one-line description and a default among its choices', (_, __, ___, schema) => {
    const properties = Object.entries(schema.properties ?? {}) as [string, JsonSchema7][]
    expect(schema.type).toBe('object')
    expect(properties.length).toBeGreaterThan(0)
    for (const [key, property] of properties) {
      expect(isSimpleShape(property), `${key}: not a simple shape`).toBe(true)
      expect(property.title, `${key}: title`).toMatch(/\S/)
      expect(property.description, `${key}: description`).toMatch(/^[^\n`]+$/)
      if (property.enum && property.default !== undefined)
        expect(property.enum, `${key}: default outside the enum`).toContain(property.default)
    }
  })
})
