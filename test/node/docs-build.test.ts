import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readGuidePages } from '../../docs/.vitepress/llms/pages'
import { DOCS_ORIGIN } from '../../docs/.vitepress/llms/site'
import { splitLlmsFull } from '../../src/mcp/llmsFull'
import { DOCS_DIR, writeDocsFixture } from './helpers/docsFixture'

const vitepressBin = join(dirname(createRequire(import.meta.url).resolve('vitepress/package.json')), 'bin/vitepress.js')
const pages = readGuidePages(DOCS_DIR)
let outDir: string

/** The built file a docs URL points to, or undefined when the URL is not on the docs origin. */
function fileOf(url: string): string | undefined {
  return url.startsWith(`${DOCS_ORIGIN}/`) ? join(outDir, decodeURIComponent(url.slice(DOCS_ORIGIN.length + 1))) : undefined
}

const read = (file: string) => readFileSync(join(outDir, file), 'utf8')

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'nuxt-ui-jsonforms-site-'))
  await promisify(execFile)(process.execPath, [vitepressBin, 'build', 'docs', '--outDir', outDir], { cwd: join(DOCS_DIR, '..') })
})

afterAll(() => {
  if (outDir)
    rmSync(outDir, { recursive: true, force: true })
})

describe('docs:build', () => {
  it('writes a static site with an HTML page per guide page', () => {
    expect(existsSync(join(outDir, 'index.html'))).toBe(true)
    for (const page of pages)
      expect(read(`en/guide/${page.slug}.html`)).toContain(`<title>${page.title}`)
  })

  it('writes llms.txt in llmstxt.org form: H1, blockquote summary, H2 sections of links with notes', () => {
    const lines = read('llms.txt').trimEnd().split('\n')
    expect(lines[0]).toBe('# nuxt-ui-jsonforms')
    expect(lines[1]).toBe('')
    expect(lines[2]).toMatch(/^> \S/)
    const firstSection = lines.findIndex(l => l.startsWith('## '))
    expect(firstSection).toBeGreaterThan(2)
    expect(lines.slice(1).filter(l => l.startsWith('# '))).toEqual([])
    for (const line of lines.slice(firstSection).filter(Boolean))
      expect(line).toMatch(/^## \S|^- \[[^\]]+\]\(\S+\.md\): \S/)
  })

  it('links every guide page from llms.txt exactly once, in page order', () => {
    const links = [...read('llms.txt').matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map(m => m[1])
    expect(links).toEqual(pages.map(p => `${DOCS_ORIGIN}/en/guide/${p.slug}.md`))
  })

  it('has every link of llms.txt resolve to a file in the build', () => {
    const urls = [...read('llms.txt').matchAll(/\]\((\S+?)\)/g)].map(m => m[1]!)
    expect(urls.length).toBeGreaterThanOrEqual(pages.length)
    for (const url of urls)
      expect(existsSync(fileOf(url) ?? '/nonexistent'), url).toBe(true)
  })

  it('has every docs link of llms-full.txt resolve to a file in the build', () => {
    const urls = [...read('llms-full.txt').matchAll(/\]\((\S+?)\)/g)].map(m => m[1]!.replace(/#.*$/, ''))
    const docsLinks = urls.filter(url => url.startsWith(`${DOCS_ORIGIN}/`))
    expect(docsLinks.length).toBeGreaterThan(0)
    expect(urls.filter(url => !/^https?:/.test(url)), 'relative links').toEqual([])
    for (const url of docsLinks)
      expect(existsSync(fileOf(url)!), url).toBe(true)
  })

  it('writes a Markdown variant of every guide page, without front matter', () => {
    const built = readdirSync(join(outDir, 'en/guide')).filter(f => f.endsWith('.md')).sort()
    expect(built).toEqual(pages.map(p => `${p.slug}.md`).sort())
    for (const page of pages)
      expect(read(`en/guide/${page.slug}.md`)).toMatch(new RegExp(`^# ${page.title}\\n`))
  })

  it('leaves the generator\'s markers out of what readers and tools get', () => {
    expect(read('en/guide/text.md')).toContain('| `restrict` |')
    for (const file of ['llms-full.txt', ...pages.map(page => `en/guide/${page.slug}.md`)])
      expect(read(file)).not.toContain('<!-- options:')
  })

  it('bundles every page in llms-full.txt, each under its url header', () => {
    const bundled = splitLlmsFull(read('llms-full.txt'), link => link)
    expect(bundled.map(p => [p.url, p.title])).toEqual(pages.map(p => [`${DOCS_ORIGIN}/en/guide/${p.slug}.md`, p.title]))
    for (const [i, page] of pages.entries())
      expect(bundled[i]!.markdown.length).toBeGreaterThanOrEqual(read(`en/guide/${page.slug}.md`).trim().length)
  })

  it('writes the same llms outputs as the fixture the MCP tests serve', () => {
    const fixture = writeDocsFixture(DOCS_ORIGIN)
    try {
      for (const file of ['llms.txt', 'llms-full.txt', ...pages.map(p => `en/guide/${p.slug}.md`)])
        expect(readFileSync(join(fixture, file), 'utf8'), file).toBe(read(file))
    }
    finally {
      rmSync(fixture, { recursive: true, force: true })
    }
  })
})
