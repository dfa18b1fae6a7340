import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { version } from '../../package.json'
import { type DocsServerOptions, resolveDocsConfig } from './config'
import { createDocsSource } from './docsSource'
import { registerFetchDocs } from './tools/fetchDocs'
import { registerListDocSources } from './tools/listDocSources'
import { registerSearchDocs } from './tools/searchDocs'

/** Name and version the server reports to MCP clients. */
export const SERVER_INFO = { name: 'nuxt-ui-jsonforms-docs', version }

/** Creates the docs MCP server with its three tools; connect it to any transport. */
export function createDocsServer(options: DocsServerOptions): McpServer {
  const source = createDocsSource(resolveDocsConfig(options))
  const server = new McpServer(SERVER_INFO, {
    instructions: 'Documentation of nuxt-ui-jsonforms (JSON Forms renderers for Vue 3 on Nuxt UI v4). Use search_docs to find the page about an option or setup step, then fetch_docs on its URL; list_doc_sources lists every page.',
  })
  registerListDocSources(server, source)
  registerSearchDocs(server, source)
  registerFetchDocs(server, source)
  return server
}
