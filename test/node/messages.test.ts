import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readMessageCatalogues } from './helpers/messageCatalogues'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const GUIDE = join(ROOT, 'docs/en/guide')
const catalogues = readMessageCatalogues(ROOT)

/** `key → English default` rows of the tables under a `## Strings` heading (or all tables of i18n.md). */
function documentedStrings(markdown: string, section?: string): Map<string, string> {
  const body = section ? markdown.split(/^## /m).find(part => part.startsWith(section)) ?? '' : markdown
  const rows = [...body.matchAll(/^\|\s*`(nui\.[^`]+)`\s*\|\s*(.*?)\s*\|/gm)]
  return new Map(rows.map(([, key, text]) => [key, text.replace(/^`|`$/g, '').replace(/\\\|/g, '|')]))
}

describe('translatable strings', () => {
  it('are found: the core catalogue and the families that show strings', () => {
    expect(catalogues.map(c => c.file)).toContain('src/i18n/coreMessages.ts')
    expect(catalogues.find(c => c.family === 'text')?.messages['nui.password.show']).toBe('Show password')
  })

  it('use keys under nui., each defined once across the library', () => {
    const keys = catalogues.flatMap(c => Object.keys(c.messages))
    expect(keys.filter(key => !key.startsWith('nui.'))).toEqual([])
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it.each(catalogues.map(c => [c.file, c] as const))('of %s are listed with their English default in the guide', (_file, catalogue) => {
    const page = catalogue.family ? `${catalogue.family}.md` : 'i18n.md'
    const documented = documentedStrings(readFileSync(join(GUIDE, page), 'utf8'), catalogue.family ? 'Strings' : undefined)
    const wrong = Object.entries(catalogue.messages)
      .filter(([key, english]) => documented.get(key) !== english)
      .map(([key, english]) => `${page}: ${key} should read "${english}", reads ${JSON.stringify(documented.get(key) ?? null)}`)
    expect(wrong).toEqual([])
  })
})
