import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { generatedFiles } from '../../scripts/options/outputs'
import { optionSourceFiles, readOptionGroups } from '../../scripts/options/readOptions'
import { regionNames } from '../../scripts/options/tables'
import { passThroughTable } from '../../scripts/options/passThrough'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const groups = readOptionGroups(ROOT, optionSourceFiles(ROOT))
const pages = generatedFiles(ROOT).filter(file => file.path.endsWith('.md'))
const documented = groups.filter(group => group.page)

describe('the guide\'s option tables', () => {
  it('are generated from the option types, and the committed pages are up to date', () => {
    expect(pages.map(page => page.path)).toContain('docs/en/guide/common-options.md')
    const stale = pages.filter(page => readFileSync(join(ROOT, page.path), 'utf8') !== page.content).map(page => page.path)
    expect(stale, 'stale pages: run `npm run generate:options` and commit the result').toEqual([])
  })

  it('give every documented option type a region on its page, in the order of the page', () => {
    expect(documented.length).toBeGreaterThan(20)
    for (const { name, page } of documented)
      expect(regionNames(readFileSync(join(ROOT, `docs/en/guide/${page}.md`), 'utf8')), `${name} on ${page}.md`).toContain(name)
  })

  it('list the options a type inherits (dates reuse their constraint fields through extends)', () => {
    const names = (name: string) => groups.find(group => group.name === name)!.options.map(option => option.name)
    for (const inherited of ['minDate', 'maxDate', 'disabledDates', 'disabledWeekdays', 'disabledMonths', 'disabledYears'])
      expect([names('DateOptions'), names('CalendarOptions')].map(list => list.includes(inherited))).toEqual([true, true])
  })
})

describe('the pass-through table', () => {
  it('lists each option spread onto a Nuxt UI component once per key and component, with the pages that read it', () => {
    const option = (name: string, doc: string) => ({ name, doc, shape: { kind: 'object' }, tags: {} }) as unknown as (typeof groups)[number]['options'][number]
    const table = passThroughTable([
      { name: 'CommonOptions', file: 'src/options/common.ts', page: 'common-options', options: [option('formField', 'Props spread onto `UFormField`.')] },
      { name: 'AOptions', file: 'plugins/a/options.ts', page: 'a', options: [option('input', 'Props spread onto `UInput` (`size`).'), option('rows', 'How many rows.')] },
      { name: 'BOptions', file: 'plugins/b/options.ts', page: 'b', options: [option('input', 'Props spread onto the text field\'s `UInput`.'), option('slider', '`true`, or an object spread onto `USlider`.')] },
    ])
    expect(table.split('\n').slice(2)).toEqual([
      '| `formField` | `UFormField` | [common-options](./common-options.md) |',
      '| `input` | `UInput` | [a](./a.md), [b](./b.md) |',
      '| `slider` | `USlider` | [b](./b.md) |',
    ])
  })

  it('is generated on the pass-through page, with the keys of the whole library', () => {
    const page = pages.find(file => file.path === 'docs/en/guide/pass-through.md')!.content
    for (const key of ['formField', 'input', 'textarea', 'inputNumber', 'selectMenu', 'card', 'tabs', 'stepper'])
      expect(page).toContain(`| \`${key}\` |`)
  })
})

describe('defaults read from constants', () => {
  const byReference = groups.flatMap(group => group.options
    .filter(option => /^\w+\.\w+$/.test(option.defaultValue?.text ?? ''))
    .map(option => [`${group.name}.${option.name}`, group.file, option.defaultValue!] as const))

  it('are used wherever the code keeps a default', () => {
    expect(byReference.length).toBeGreaterThan(10)
  })

  // The generator reads constants from the source text; this checks it against the loaded module.
  it.each(byReference)('%s is what the running code reads', async (_, file, { text, value }) => {
    const module = await import(/* @vite-ignore */ join(ROOT, file)) as Record<string, Record<string, unknown>>
    const [constant, key] = text.split('.')
    expect(value).toBe(module[constant!]![key!])
  })
})
