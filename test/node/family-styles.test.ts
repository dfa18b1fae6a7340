import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readFamilyStyles, styleParts } from './helpers/familyStyles'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const families = [...readFamilyStyles(ROOT)]

/** `family.part → classes` rows of the `## <heading>` table of a guide page. */
function documentedParts(markdown: string, heading = 'Theme parts'): Map<string, string> {
  const section = markdown.split(/^## /m).find(part => part.startsWith(heading)) ?? ''
  const rows = [...section.matchAll(/^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|\s*`([^`]*)`\s*\|/gm)]
  return new Map(rows.map(([, family, part, classes]) => [`${family}.${part}`, classes]))
}

describe('family theme parts', () => {
  it('are found in the families that declare them', () => {
    expect(families.map(([folder]) => folder)).toContain('layouts')
  })

  it('of the core are listed with their default classes in the styling guide', () => {
    const documented = documentedParts(readFileSync(join(ROOT, 'docs/en/guide/styling.md'), 'utf8'), 'The theme map')
    const parts = styleParts(join(ROOT, 'src/options/styles.ts'))
    expect(parts.length).toBeGreaterThan(5)
    expect(parts.filter(({ family, part, classes }) => documented.get(`${family}.${part}`) !== classes)).toEqual([])
  })

  it.each(families)('of %s are listed with their default classes on its guide page', (folder, parts) => {
    const documented = documentedParts(readFileSync(join(ROOT, 'docs/en/guide', `${folder}.md`), 'utf8'))
    const wrong = parts
      .filter(({ family, part, classes }) => documented.get(`${family}.${part}`) !== classes)
      .map(({ family, part, classes }) => `${family}.${part} should read "${classes}", reads ${JSON.stringify(documented.get(`${family}.${part}`) ?? null)}`)
    expect(wrong).toEqual([])
  })
})
