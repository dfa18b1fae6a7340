import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { JsonSchema } from '@jsonforms/core'
import { FormBuilderBase, type PaletteMap, type RendererPlugin, allPlugins, builderPalettes, collectPalette, createRegistry, paletteGroups, withOptionSchemas, withPalettes } from 'nuxt-ui-jsonforms'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedFiles } from '../../scripts/options/outputs'
import { optionSourceFiles, readOptionGroups } from '../../scripts/options/readOptions'
import { familyOptionSchemas } from '../../scripts/options/schemas'
import { inspectorFor } from '../../src/builder/inspector/inspectorFor'
import { mountBuilder } from '../builder/mountBuilder'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

/** The repository: the test file's folder's parent (happy-dom gives `import.meta.url` no file scheme). */
const ROOT = resolve(import.meta.dirname, '../..')
const TEMPLATE = join(ROOT, 'scripts/family-template')
const name = { family: 'stamp', Family: 'Stamp' }
const fill = (text: string) => text.replaceAll('__family__', name.family).replaceAll('__Family__', name.Family)

/**
 * Scaffolds a family the way CONTRIBUTING says: the template folder copied to `plugins/<family>/`
 * with its names filled in, its guide page to `docs/en/guide/<family>.md`. The tree is a throwaway
 * root inside the repository (so that packages resolve), holding the core's option types.
 */
function scaffold(): string {
  const root = mkdtempSync(join(ROOT, '.family-scaffold-'))
  for (const entry of readdirSync(TEMPLATE, { recursive: true, withFileTypes: true }).filter(entry => entry.isFile())) {
    const from = relative(TEMPLATE, join(entry.parentPath, entry.name))
    const to = from === 'guide.md' ? `docs/en/guide/${name.family}.md` : `plugins/${name.family}/${fill(from)}`
    mkdirSync(dirname(join(root, to)), { recursive: true })
    writeFileSync(join(root, to), fill(readFileSync(join(TEMPLATE, from), 'utf8')))
  }
  mkdirSync(join(root, 'src'))
  symlinkSync(join(ROOT, 'src/options'), join(root, 'src/options'))
  cpSync(join(ROOT, 'docs/en/guide/common-options.md'), join(root, 'docs/en/guide/common-options.md'))
  return root
}

describe('a family scaffolded from the template', () => {
  let root: string
  let plugins: RendererPlugin[]
  let schemas: Record<string, Record<string, JsonSchema>>

  beforeAll(async () => {
    root = scaffold()
    const family = await import(/* @vite-ignore */ join(root, `plugins/${name.family}/index.ts`)) as Record<string, RendererPlugin>
    // The one preset line: the family's plugin in the list.
    plugins = [...allPlugins, family[`${name.family}Plugin`]!]
    schemas = familyOptionSchemas(readOptionGroups(root, optionSourceFiles(root))) as typeof schemas
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('renders its fields once its plugin is in the preset, and the core needs nothing else', async () => {
    const schema = objectSchema({ code: { type: 'string', format: name.family, title: 'Code' } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('code', { prefix: '#' }), data: {}, renderers: createRegistry(plugins) })
    const field = wrapper.find('[data-path="code"]')
    expect(field.text()).toContain('Code')
    expect(field.text()).toContain('#')
    await field.find('input').setValue('A-12')
    await settle()
    expect(data.value).toEqual({ code: 'A-12' })
    wrapper.unmount()
  })

  it('has its docs table and its inspector schema generated from its options.ts', () => {
    const files = generatedFiles(root)
    const page = files.find(file => file.path === `docs/en/guide/${name.family}.md`)?.content
    expect(page).toContain('| `prefix` | `string` | none | Text shown before the value inside the input. |')
    expect(page).toContain('| `input` | `object` | none |')
    expect(files.find(file => file.path === 'generated/builderOptionSchemas.ts')?.content).toContain(`"${name.family}": {`)
    // Its exports reach the package through the generated module the presets pick from.
    expect(files.find(file => file.path === 'generated/families.ts')?.content).toContain(`export * from '../plugins/${name.family}'`)
    // The pass-through object is offered as JSON text.
    expect(Object.keys(schemas[name.family]![name.family]!.properties as object)).toEqual(['prefix', 'input'])
    expect((schemas[name.family]![name.family]!.properties as Record<string, object>).input).toMatchObject({ 'x-json': true, 'title': 'input' })
  })

  it('appears in the builder: its palette entry (generated into the builder\'s palettes), its format and its options in the inspector', async () => {
    // Its plugin carries no palette (forms never load it); the generated builder-side module gathers it from its builder.ts.
    expect(plugins.at(-1)!.palette).toBeUndefined()
    const generated = generatedFiles(root).find(file => file.path === 'generated/builderPalettes.ts')!
    expect(generated.content).toContain(`${name.family}: { palette: ${name.family}Palette },`)
    mkdirSync(dirname(join(root, generated.path)), { recursive: true })
    writeFileSync(join(root, generated.path), generated.content)
    const own = (await import(/* @vite-ignore */ join(root, generated.path)) as { builderPalettes: PaletteMap }).builderPalettes
    const builderPlugins = withPalettes(plugins, { ...builderPalettes, ...own })
    expect(collectPalette(builderPlugins).find(entry => entry.id === name.family)?.group).toBe('input')
    expect(paletteGroups(builderPlugins)).toEqual(paletteGroups(withPalettes(allPlugins, builderPalettes)))
    const withSchemas = withOptionSchemas(builderPlugins, schemas)
    const form = { schema: objectSchema({ code: { type: 'string', format: name.family } }), uischema: { type: 'VerticalLayout', elements: [control('code')] } }
    const inspector = inspectorFor(form as never, [0], withSchemas)!
    const sections = inspector.schema.properties as Record<string, { properties: Record<string, { title?: string, description?: string }> }>
    expect(sections.options!.properties.prefix!.title).toBe('Prefix')
    expect(sections.field!.properties.format).toBeDefined()
    const formatControl = JSON.stringify(inspector.uischema).match(/"scope":"#\/properties\/field\/properties\/format","options":(\{[^}]*\})/)
    expect(JSON.parse(formatControl![1]!).suggestion).toContain(name.family)

    const { wrapper } = await mountBuilder({ plugins: withSchemas }, FormBuilderBase)
    const palette = wrapper.find('[data-testid="builder-palette"]')
    expect(palette.text()).toContain(name.Family)
    wrapper.unmount()
  })
})
