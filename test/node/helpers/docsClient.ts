import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { DocsServerOptions } from '../../../src/mcp/config'
import type { FormKnowledge } from '../../../src/mcp/forms/knowledge'
import { createDocsServer } from '../../../src/mcp/server'

/** An MCP client connected in memory to a fresh docs server. */
export interface DocsClient {
  client: Client
  /** Calls a tool and returns its result (tool errors included, as `isError` results). */
  call: (name: string, args?: Record<string, unknown>) => Promise<CallToolResult>
  close: () => Promise<void>
}

/** Creates a docs server with `options` (and the form tools, given `forms`) and connects an SDK client to it over the in-memory transport. */
export async function connectDocsClient(options: DocsServerOptions, forms?: FormKnowledge): Promise<DocsClient> {
  const server = createDocsServer(options, forms)
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair()
  const client = new Client({ name: 'docs-test', version: '0.0.0' })
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)])
  return {
    client,
    call: async (name, args = {}) => await client.callTool({ name, arguments: args }) as CallToolResult,
    close: async () => {
      await client.close()
      await server.close()
    },
  }
}

/** The text of a tool result's first content item. */
export function resultText(result: CallToolResult): string {
  const first = result.content[0]
  return first?.type === 'text' ? first.text : ''
}
