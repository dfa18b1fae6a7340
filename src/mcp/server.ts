import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { version } from '../../package.json'
import { type DocsServerOptions, resolveDocsConfig } from './config'
import { createDocsSource } from './docsSource'
import type { FormKnowledge } from './forms/knowledge'
import { registerCheckForm } from './tools/checkForm'
import { registerFetchDocs } from './tools/fetchDocs'
import { registerGenerateUiSchema } from './tools/generateUiSchema'
import { registerListDocSources } from './tools/listDocSources'
import { registerListOptions } from './tools/listOptions'
import { registerSearchDocs } from './tools/searchDocs'

/** What the server says of the form tools, when it has them. */
const FORM_INSTRUCTIONS = ' To write a form: check_form says what each element of a schema and UI schema renders as and what is wrong with it, generate_uischema lays a schema out, list_options lists the options of a family.'

/** Name and version the server reports to MCP clients. */
export const SERVER_INFO = { name: 'nuxt-ui-jsonforms-docs', version }

/**
 * Creates the docs MCP server, connect it to any transport: the docs tools (`list_doc_sources`,
 * `search_docs`, `fetch_docs`) and, given what the presets know of the renderers (`mcpForms` of
 * `plugins/`), the form tools (`check_form`, `generate_uischema`, `list_options`), which answer
 * from the library itself, offline.
 */
export function createDocsServer(options: DocsServerOptions, forms?: FormKnowledge): McpServer {
  const source = createDocsSource(resolveDocsConfig(options))
  const server = new McpServer(SERVER_INFO, {
    instructions: `Documentation of nuxt-ui-jsonforms (JSON Forms renderers for Vue 3 on Nuxt UI v4). Use search_docs to find the page about an option or setup step, then fetch_docs on its URL; list_doc_sources lists every page.${forms ? FORM_INSTRUCTIONS : ''}`,
  })
  registerListDocSources(server, source)
  registerSearchDocs(server, source)
  registerFetchDocs(server, source)
  if (forms) {
    registerCheckForm(server, forms)
    registerGenerateUiSchema(server)
    registerListOptions(server, forms)
  }
  return server
}
