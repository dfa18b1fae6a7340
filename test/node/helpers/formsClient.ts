import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll } from 'vitest'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }

/** An SDK client of the built bin over stdio (the node project builds it once, `buildOnce`). */
export interface FormsClient {
  client: Client
  call: (name: string, args?: Record<string, unknown>) => Promise<CallToolResult>
  /** What the server wrote to stderr so far. */
  stderr: () => string
}

/** Starts the package's MCP bin for the tests of one file and connects an SDK client to it over stdio. */
export function useFormsClient(): FormsClient {
  let client: Client | undefined
  let stderr = ''
  beforeAll(async () => {
    // No DOCS_BASE_URL: the form tools need no docs, and nothing here asks for them.
    const transport = new StdioClientTransport({ command: process.execPath, args: [join(ROOT, pkg.bin['nuxt-ui-jsonforms-mcp']!)], env: { PATH: process.env.PATH ?? '' }, stderr: 'pipe' })
    transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
    client = new Client({ name: 'forms-test', version: '0.0.0' })
    await client.connect(transport)
  })
  afterAll(async () => {
    await client?.close()
  })
  return {
    get client() { return client! },
    call: async (name, args = {}) => await client!.callTool({ name, arguments: args }) as CallToolResult,
    stderr: () => stderr,
  }
}
