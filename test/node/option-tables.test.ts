import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readOptionRows, sameDefault } from './helpers/markdownTables'
import { readOptionInterfaces } from './helpers/optionInterfaces'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const GUIDE = join(ROOT, 'docs/en/guide')

const interfaces = readOptionInterfaces(ROOT)
const pages = [...new Set(interfaces.map(i => i.page))].sort()
const rowsOf = (page: string) => readOptionRows(readFileSync(join(GUIDE, `${page}.md`), 'utf8'))

describe('option interfaces', () => {
  it('are found, each tagged with the guide page that documents it', () => {
    expect(interfaces.map(i => i.name)).toContain('CommonOptions')
    for (const { name, page } of interfaces)
      expect(existsSync(join(GUIDE, `${page}.md`)), `${name} names @docsPage ${page}, which has no page`).toBe(true)
  })

  it('document every property with JSDoc', () => {
    const undocumented = interfaces.flatMap(i => i.properties.filter(p => !p.hasDoc).map(p => `${i.file} ${i.name}.${p.name}`))
    expect(undocumented).toEqual([])
  })
})

describe.each(pages)('options tables of %s.md', (page) => {
  const tagged = interfaces.filter(i => i.page === page)
  const rows = rowsOf(page)
  const documented = new Set(rows.flatMap(r => r.names))

  it('list every option of the interfaces tagged for the page', () => {
    const missing = tagged.flatMap(i => i.properties.filter(p => !documented.has(p.name)).map(p => `${i.name}.${p.name} (${i.file})`))
    expect(missing, 'options missing from the page').toEqual([])
  })

  it('list no option that those interfaces lack', () => {
    const known = new Set(tagged.flatMap(i => i.properties.map(p => p.name)))
    expect([...documented].filter(name => !known.has(name)), 'options documented but not in the code').toEqual([])
  })

  it('give each option the default of its @defaultValue (or "none")', () => {
    const wrong = rows.flatMap(row => row.names.flatMap((name) => {
      const props = tagged.flatMap(i => i.properties.filter(p => p.name === name))
      if (!props.length || props.some(p => sameDefault(row.defaultCell, p.defaultValue)))
        return []
      return [`${name}: table says ${row.defaultCell}, code says ${props.map(p => p.defaultValue ?? 'none').join(' / ')}`]
    }))
    expect(wrong).toEqual([])
  })
})

describe('options tables parser', () => {
  it('reads names and defaults from tables whose first header is Name, outside code fences', () => {
    const markdown = [
      '| Name | Type | Default |', '|---|---|---|', '| `a`, `b` | `\'x\'` \\| `\'y\'` | `1` |',
      '', '| Key | Target |', '|---|---|', '| `notAnOption` | x |',
      '', '```md', '| Name | Default |', '|---|---|', '| `fenced` | none |', '```',
    ].join('\n')
    expect(readOptionRows(markdown)).toEqual([{ names: ['a', 'b'], defaultCell: '`1`' }])
  })
})
