import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import type { DocsSource } from '../docsSource'
import { fetchDocsText } from '../safeFetch'
import { asToolResult, toolResult } from './results'

/** Registers `fetch_docs`: one whitelisted docs URL, returned as text. */
export function registerFetchDocs(server: McpServer, source: DocsSource): void {
  const origins = [...source.config.allowedOrigins].join(', ')
  server.registerTool('fetch_docs', {
    title: 'Fetch a documentation page',
    description: `Fetches one nuxt-ui-jsonforms docs URL (for example a .md page from list_doc_sources or search_docs) and returns its text. Only URLs on these origins are fetched: ${origins}.`,
    inputSchema: {
      url: z.string().min(1).max(2048).describe('Absolute docs URL, e.g. a /en/guide/<page>.md link'),
    },
    outputSchema: {
      url: z.string().describe('The URL that answered, after redirects'),
      contentType: z.string(),
      text: z.string(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ url }) => asToolResult('fetch_docs', async () => {
    const fetched = await fetchDocsText(url, source.config)
    return toolResult(fetched.text, { ...fetched })
  }))
}
