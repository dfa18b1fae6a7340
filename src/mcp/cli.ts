#!/usr/bin/env node
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { docsOptionsFromEnv } from './config'
import { logToStderr } from './logger'
import { createDocsServer } from './server'

/** Starts the docs MCP server on stdio; `DOCS_BASE_URL` chooses the docs it serves. */
async function main(): Promise<void> {
  const options = docsOptionsFromEnv(process.env)
  const server = createDocsServer(options)
  await server.connect(new StdioServerTransport())
  logToStderr(`serving docs from ${options.baseUrl} over stdio`)
}

main().catch((error: unknown) => {
  logToStderr(`could not start: ${(error as Error)?.message ?? error}`)
  process.exit(1)
})
