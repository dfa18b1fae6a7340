import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readGuidePages } from '../../docs/.vitepress/llms/pages'
import { examples } from '../../playground/examples'
import { DOCS_DIR } from './helpers/docsFixture'

const guideDir = join(DOCS_DIR, 'en/guide')
const liveIds = readdirSync(guideDir)
  .filter(name => name.endsWith('.md'))
  .flatMap(name => [...readFileSync(join(guideDir, name), 'utf8').matchAll(/<LiveExample id="([^"]+)"/g)].map(match => match[1]))

describe('live examples in the guide', () => {
  it('embed examples that exist in the playground', () => {
    expect(liveIds.length).toBeGreaterThan(0)
    const known = new Set(examples.map(example => example.id))
    expect(liveIds.filter(id => !known.has(id))).toEqual([])
  })

  it('are left out of the Markdown the llms outputs are made of', () => {
    for (const page of readGuidePages(DOCS_DIR))
      expect(page.body).not.toContain('<LiveExample')
  })
})
