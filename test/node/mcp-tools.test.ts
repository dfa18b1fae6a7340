import { describe, expect, it } from 'vitest'
import { resultText } from './helpers/docsClient'
import { useDocsSession } from './helpers/docsSession'

const session = useDocsSession()

describe('tool list', () => {
  it('declares the three tools, each with an input and an output schema', async () => {
    const { tools } = await session.docs.client.listTools()
    expect(tools.map(t => t.name).sort()).toEqual(['fetch_docs', 'list_doc_sources', 'search_docs'])
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object')
      expect(tool.outputSchema?.type).toBe('object')
    }
  })
})

describe('list_doc_sources', () => {
  it('returns the llms.txt index with links moved from the published origin to DOCS_BASE_URL', async () => {
    const result = await session.docs.call('list_doc_sources')
    expect(result.isError).toBeFalsy()
    expect(resultText(result)).toMatch(/^# nuxt-ui-jsonforms\n/)
    const index = result.structuredContent as { source: string, title: string, summary: string, sections: { title: string, links: { url: string, note?: string }[] }[] }
    expect(index.source).toBe(`${session.world.docs.origin}/llms.txt`)
    expect(index.title).toBe('nuxt-ui-jsonforms')
    expect(index.summary).toContain('Nuxt UI')
    const urls = index.sections.flatMap(s => s.links.map(l => l.url))
    expect(urls).toContain(`${session.world.docs.origin}/en/guide/common-options.md`)
    expect(urls.every(u => u.startsWith(`${session.world.docs.origin}/en/guide/`) && u.endsWith('.md'))).toBe(true)
    expect(index.sections.flatMap(s => s.links).every(l => l.note)).toBe(true)
  })
})

describe('search_docs', () => {
  it('returns ranked pages with title, .md URL, section and a snippet that holds the query words', async () => {
    const result = await session.docs.call('search_docs', { query: 'character counter maxLength', limit: 3 })
    expect(result.isError).toBeFalsy()
    const { results } = result.structuredContent as { results: { title: string, url: string, section: string, snippet: string, score: number }[] }
    expect(results.length).toBeGreaterThan(0)
    expect(results.length).toBeLessThanOrEqual(3)
    expect(results[0]).toMatchObject({ title: 'Text controls', url: `${session.world.docs.origin}/en/guide/text.md` })
    expect(results[0]!.snippet.toLowerCase()).toContain('counter')
    expect(results.map(r => r.score)).toEqual([...results.map(r => r.score)].sort((a, b) => b - a))
    expect(resultText(result)).toContain('1. Text controls')
  })

  it('says so when nothing matches', async () => {
    const result = await session.docs.call('search_docs', { query: 'zzqxwv' })
    expect(result.isError).toBeFalsy()
    expect(result.structuredContent).toEqual({ query: 'zzqxwv', results: [] })
    expect(resultText(result)).toContain('No docs page matches')
  })

  it('rejects an empty query as invalid input', async () => {
    const result = await session.docs.call('search_docs', { query: '   ' })
    expect(result.isError).toBe(true)
    expect(resultText(result)).toMatch(/query/i)
  })
})

describe('fetch_docs', () => {
  it('returns the Markdown of a guide page', async () => {
    const url = `${session.world.docs.origin}/en/guide/boolean.md`
    const result = await session.docs.call('fetch_docs', { url })
    expect(result.isError).toBeFalsy()
    expect(result.structuredContent).toMatchObject({ url, contentType: expect.stringContaining('text/markdown') })
    expect(resultText(result)).toMatch(/^# Boolean controls/)
  })

  it('follows a redirect that stays on the docs host', async () => {
    const result = await session.docs.call('fetch_docs', { url: `${session.world.docs.origin}/moved.md` })
    expect(result.isError).toBeFalsy()
    expect(result.structuredContent).toMatchObject({ url: `${session.world.docs.origin}/en/guide/text.md` })
    expect(resultText(result)).toMatch(/^# Text controls/)
  })

  it('reads DOCS_BASE_URL\'s origin only: the same port through localhost is another origin', async () => {
    const origin = session.world.docs.origin.replace('127.0.0.1', 'localhost')
    const result = await session.docs.call('fetch_docs', { url: `${origin}/llms.txt` })
    expect(result.isError).toBe(true)
    expect(resultText(result)).toContain(`origin "${origin}" is not on the docs whitelist`)
  })
})
