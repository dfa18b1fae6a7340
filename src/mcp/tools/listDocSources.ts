import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import type { DocsSource } from '../docsSource'
import { asToolResult, toolResult } from './results'

const link = z.object({ title: z.string(), url: z.string(), note: z.string().optional() })

/** Registers `list_doc_sources`: the `llms.txt` index, raw and parsed. */
export function registerListDocSources(server: McpServer, source: DocsSource): void {
  server.registerTool('list_doc_sources', {
    title: 'List documentation sources',
    description: 'Reads the nuxt-ui-jsonforms llms.txt index: the docs title, summary, and every guide page (title, Markdown URL, note) grouped by section. Start here, then use fetch_docs on a URL.',
    inputSchema: {},
    outputSchema: {
      source: z.string().describe('URL of the llms.txt that was read'),
      title: z.string(),
      summary: z.string(),
      sections: z.array(z.object({ title: z.string(), links: z.array(link) })),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, () => asToolResult('list_doc_sources', async () => {
    const { text, parsed } = await source.index()
    return toolResult(text, { source: source.indexUrl, ...parsed })
  }))
}
