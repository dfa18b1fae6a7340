import { describe, expect, it } from 'vitest'
import { resolveDocsLink } from '../../src/mcp/docsUrl'
import { splitLlmsFull } from '../../src/mcp/llmsFull'
import { parseLlmsTxt } from '../../src/mcp/llmsTxt'
import { splitSections } from '../../src/mcp/sections'
import { normalizeTerm, tokenize } from '../../src/mcp/terms'

const config = { baseUrl: 'http://127.0.0.1:4174', publishedOrigin: 'https://docs.example.test' }
const resolve = (link: string) => resolveDocsLink(link, config)

describe('resolveDocsLink', () => {
  it('moves published links to the base URL, resolves relative ones, and leaves others alone', () => {
    expect(resolve('https://docs.example.test/en/guide/a.md')).toBe('http://127.0.0.1:4174/en/guide/a.md')
    expect(resolve('/en/guide/a.md')).toBe('http://127.0.0.1:4174/en/guide/a.md')
    expect(resolve('https://docs.example.test.evil.test/a.md')).toBe('https://docs.example.test.evil.test/a.md')
  })
})

describe('parseLlmsTxt', () => {
  it('reads the title, the summary and the links of each section', () => {
    const text = '# Lib\n\n> Short summary\n> on two lines.\n\nDetails.\n\n## Guide\n\n- [Start](/start.md): How to begin\n- [Bare](https://docs.example.test/bare.md)\n\n## Tools\n\n* [MCP](/mcp.md): Server\n'
    expect(parseLlmsTxt(text, resolve)).toEqual({
      title: 'Lib',
      summary: 'Short summary on two lines.',
      sections: [
        { title: 'Guide', links: [
          { title: 'Start', url: 'http://127.0.0.1:4174/start.md', note: 'How to begin' },
          { title: 'Bare', url: 'http://127.0.0.1:4174/bare.md' },
        ] },
        { title: 'Tools', links: [{ title: 'MCP', url: 'http://127.0.0.1:4174/mcp.md', note: 'Server' }] },
      ],
    })
  })
})

describe('splitLlmsFull', () => {
  it('splits the bundle at url header blocks and keeps horizontal rules inside pages', () => {
    const text = '---\nurl: /a.md\n---\n\n# A\n\ntext\n\n---\n\nmore\n---\nurl: /b.md\ndescription: x\n---\n# B\n'
    expect(splitLlmsFull(text, resolve)).toEqual([
      { url: 'http://127.0.0.1:4174/a.md', title: 'A', markdown: '# A\n\ntext\n\n---\n\nmore' },
      { url: 'http://127.0.0.1:4174/b.md', title: 'B', markdown: '# B' },
    ])
  })
})

describe('splitSections', () => {
  it('splits at H2/H3 outside code fences and makes each table body row its own part', () => {
    const markdown = '# T\n\nIntro.\n\n## Options\n\n| Name | Default |\n|---|---|\n| `a` | `1` |\n\nAfter.\n\n```sh\n## not a heading\n```\n'
    expect(splitSections(markdown)).toEqual([
      { heading: '', text: 'Intro.' },
      { heading: 'Options', text: '' },
      { heading: 'Options', text: 'a 1' },
      { heading: 'Options', text: 'After. not a heading' },
    ])
  })
})

describe('search terms', () => {
  it('splits camelCase option names and meets word forms', () => {
    expect(tokenize('enableFilterErrorsBeforeTouch')).toEqual(['enableFilterErrorsBeforeTouch', 'enable', 'Filter', 'Errors', 'Before', 'Touch'])
    expect(['touched', 'touches', 'touch'].map(normalizeTerm)).toEqual(['touch', 'touch', 'touch'])
    expect(normalizeTerm('the')).toBeNull()
  })
})
