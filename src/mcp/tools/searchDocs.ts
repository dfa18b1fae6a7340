import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import type { DocsSource } from '../docsSource'
import { type SearchHit, searchDocs } from '../search'
import { asToolResult, toolResult } from './results'

/** Registers `search_docs`: ranked full-text search over `llms.txt` and `llms-full.txt`. */
export function registerSearchDocs(server: McpServer, source: DocsSource): void {
  server.registerTool('search_docs', {
    title: 'Search the documentation',
    description: 'Full-text search over the nuxt-ui-jsonforms guide (option names, behaviours, setup steps). Returns the best pages first, each with its title, Markdown URL, best-matching section and a snippet. Fetch a page with fetch_docs.',
    inputSchema: {
      query: z.string().trim().min(1).max(500).describe('Words or option names to look for'),
      limit: z.number().int().min(1).max(20).default(5).describe('Most pages to return'),
    },
    outputSchema: {
      query: z.string(),
      results: z.array(z.object({
        title: z.string(),
        url: z.string(),
        section: z.string(),
        snippet: z.string(),
        score: z.number(),
      })),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ query, limit }) => asToolResult('search_docs', async () => {
    const results = searchDocs(await source.searchIndex(), query, limit)
    return toolResult(formatHits(query, results), { query, results })
  }))
}

function formatHits(query: string, hits: SearchHit[]): string {
  if (!hits.length)
    return `No docs page matches "${query}". Try other words, or list_doc_sources for every page.`
  return hits
    .map((h, i) => `${i + 1}. ${h.title}${h.section ? ` — ${h.section}` : ''}\n   ${h.url}\n   ${h.snippet}`)
    .join('\n\n')
}
