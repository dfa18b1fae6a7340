import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type OptionGroup, readOptionGroups } from '../../scripts/options/readOptions'
import { commonOptionSchema, familyOptionSchemas } from '../../scripts/options/schemas'
import { fillRegions, optionTable } from '../../scripts/options/tables'

const roots: string[] = []
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })))

/** Reads option types from files written to a scratch root, as the generator reads the repository's. */
function read(files: Record<string, string>): OptionGroup[] {
  const root = mkdtempSync(join(tmpdir(), 'options-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return readOptionGroups(root, Object.keys(files).map(path => join(root, path)))
}

const COMMON = `
/** @docsPage common-options */
export interface CommonOptions {
  /**
   * Text shown while empty.
   * @title Placeholder
   */
  placeholder?: string
  /** Props spread onto the field. */
  formField?: Record<string, unknown>
}
`

const DEMO = `
export const demoDefaults = { rows: 30, mode: 'list' } as const
export type Mode = 'list' | 'grid'

/** Bounds, shared by two option types. */
export interface Bounds {
  /**
   * Lower bound.
   * @title Minimum
   * @integer
   * @minimum 0
   */
  low?: number
}

/**
 * @docsPage demo
 * @inspector demo demo-wide
 */
export interface DemoOptions extends Bounds {
  /**
   * Rows shown.
   * @defaultValue demoDefaults.rows
   * @title Rows
   */
  rows?: number
  /**
   * How it is laid out; not the grid below {@link demoDefaults.rows} rows.
   * @defaultValue {@link demoDefaults.mode}, else \`"grid"\`
   * @title Layout
   * @summary List or grid.
   */
  mode?: Mode
  /**
   * Chosen by the schema.
   * @inspector none
   */
  format?: 'demo'
  /**
   * Only the wide entry offers it.
   * @title Wide
   * @inspector demo-wide
   */
  wide?: boolean
  /** A pass-through object, which the inspector edits as JSON. */
  widget?: Record<string, unknown>
  /** The common one, documented again for this widget. */
  placeholder?: string
}

/**
 * Read by the demo entry on its children.
 * @inspectorChildren demo
 */
export interface DemoChildOptions {
  /**
   * The child's name.
   * @title Name
   */
  name?: string
}

/** @docsPage demo */
export type DemoMore = Bounds & {
  /** Extra, from an intersection. */
  extra?: string[]
}
`

describe('reading option types', () => {
  const groups = read({ 'src/options/common.ts': COMMON, 'plugins/demo/options.ts': DEMO })
  const demo = groups.find(g => g.name === 'DemoOptions')!

  it('finds the tagged interfaces and type aliases, and leaves untagged ones out', () => {
    expect(groups.map(g => [g.name, g.page, g.file])).toEqual([
      ['CommonOptions', 'common-options', 'src/options/common.ts'],
      ['DemoOptions', 'demo', 'plugins/demo/options.ts'],
      ['DemoChildOptions', undefined, 'plugins/demo/options.ts'],
      ['DemoMore', 'demo', 'plugins/demo/options.ts'],
    ])
    expect(groups.find(g => g.name === 'DemoChildOptions')!.inspectorChildren).toEqual(['demo'])
    expect(demo.inspector).toEqual(['demo', 'demo-wide'])
  })

  it('follows extends and intersections, with the JSDoc of the declaration each option comes from', () => {
    expect(demo.options.map(o => o.name)).toEqual(['rows', 'mode', 'format', 'wide', 'widget', 'placeholder', 'low'])
    const more = groups.find(g => g.name === 'DemoMore')!
    expect(more.options.map(o => [o.name, o.doc])).toEqual([['low', 'Lower bound.'], ['extra', 'Extra, from an intersection.']])
  })

  it('reads a default from the constant it names, and writes constants named in sentences', () => {
    const option = (name: string) => demo.options.find(o => o.name === name)!
    expect(option('rows').defaultValue).toEqual({ text: 'demoDefaults.rows', value: 30 })
    expect(option('mode').defaultValue).toEqual({ text: '`"list"`, else `"grid"`' })
    expect(option('mode').doc).toBe('How it is laid out; not the grid below `30` rows.')
  })

  it('refuses an option without JSDoc, and a default naming no constant', () => {
    expect(() => read({ 'plugins/a/options.ts': '/** @docsPage a */\nexport interface A {\n  bare?: string\n}\n' })).toThrow(/A\.bare: an option needs a JSDoc comment/)
    expect(() => read({ 'plugins/b/options.ts': '/** @docsPage b */\nexport interface B {\n  /**\n   * Rows.\n   * @defaultValue bDefaults.rows\n   */\n  rows?: number\n}\n' }))
      .toThrow(/B\.rows: bDefaults\.rows is no literal/)
  })

  it('renders a table: types as written, defaults as values, behaviour from the JSDoc', () => {
    expect(optionTable(demo).split('\n').slice(0, 4)).toEqual([
      '| Name | Type | Default | Behaviour |',
      '|---|---|---|---|',
      '| `rows` | `number` | `30` | Rows shown. |',
      '| `mode` | `"list"` \\| `"grid"` | `"list"`, else `"grid"` | How it is laid out; not the grid below `30` rows. |',
    ])
    expect(optionTable(groups.find(g => g.name === 'DemoMore')!)).toContain('| `extra` | `string[]` | none | Extra, from an intersection. |')
  })

  it('gives each inspector entry its options with their titles, summaries and literal defaults, an object as JSON titled by its name', () => {
    const map = familyOptionSchemas(groups)
    expect(Object.keys(map.demo!)).toEqual(['demo', 'demo-wide'])
    expect(map.demo!.demo).toEqual({
      'type': 'object',
      'properties': {
        rows: { type: 'number', title: 'Rows', description: 'Rows shown.', default: 30 },
        mode: { type: 'string', enum: ['list', 'grid'], title: 'Layout', description: 'List or grid.' },
        widget: { 'x-json': true, 'title': 'widget', 'description': 'A pass-through object, which the inspector edits as JSON.' },
        low: { type: 'integer', minimum: 0, title: 'Minimum', description: 'Lower bound.' },
      },
      'x-childOptions': { type: 'object', properties: { name: { type: 'string', title: 'Name', description: 'The child\'s name.' } } },
    })
    expect(Object.keys((map.demo!['demo-wide']!.properties as object))).toEqual(['rows', 'mode', 'wide', 'widget', 'low'])
    expect(map.demo!['demo-wide']!['x-childOptions']).toBeUndefined()
    expect(commonOptionSchema(groups)).toEqual({
      type: 'object',
      properties: {
        placeholder: { type: 'string', title: 'Placeholder', description: 'Text shown while empty.' },
        formField: { 'x-json': true, 'title': 'formField', 'description': 'Props spread onto the field.' },
      },
    })
  })

  it('refuses an offered option without a title', () => {
    const untitled = read({ 'plugins/c/options.ts': '/** @inspector c */\nexport interface C {\n  /** Shown. */\n  shown?: boolean\n}\n' })
    expect(() => familyOptionSchemas(untitled)).toThrow(/C\.shown: an option the builder offers needs a @title/)
  })
})

describe('filling the marked regions of a page', () => {
  const groups = read({ 'plugins/demo/options.ts': DEMO })
  const page = (...regions: string[]) => ['# Demo', '', ...regions.flatMap(name => [`<!-- options:start ${name} -->`, 'old table', '<!-- options:end -->', 'Prose after.']), ''].join('\n')

  it('replaces each region with its table and keeps the prose around it', () => {
    const filled = fillRegions(page('DemoOptions', 'DemoMore'), 'demo', groups)
    expect(filled).not.toContain('old table')
    expect(filled.match(/Prose after\./g)).toHaveLength(2)
    expect(filled).toContain(`<!-- options:start DemoMore -->\n\n${optionTable(groups.find(g => g.name === 'DemoMore')!)}\n\n<!-- options:end -->`)
    expect(fillRegions(filled, 'demo', groups)).toBe(filled)
  })

  it('refuses a page that lacks a region for one of its types, or has one for a type of another page', () => {
    expect(() => fillRegions(page('DemoOptions'), 'demo', groups)).toThrow(/demo\.md has no region for DemoMore/)
    expect(() => fillRegions(page('DemoOptions', 'DemoMore', 'Elsewhere'), 'demo', groups)).toThrow(/region Elsewhere is not an option type/)
  })
})
