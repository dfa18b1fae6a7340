import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { docsOptionsFromEnv } from './config'
import { prepareChecks } from './forms/checkForm'
import type { FormKnowledge } from './forms/knowledge'
import { logToStderr } from './logger'
import { createDocsServer } from './server'

/**
 * Starts the MCP server on stdio; `DOCS_BASE_URL` chooses the docs it serves, `forms` (the presets'
 * `mcpForms`) adds the form tools. The package's bin (`presets/mcpBin.ts`) calls it.
 */
export function startStdioServer(forms?: FormKnowledge): void {
  const options = docsOptionsFromEnv(process.env)
  const server = createDocsServer(options, forms)
  server.connect(new StdioServerTransport())
    .then(async () => {
      logToStderr(`serving docs from ${options.baseUrl} over stdio`)
      // The form checks are prepared once connected: the client's handshake is answered first.
      if (forms)
        await prepareChecks(forms).catch((error: unknown) => logToStderr(`could not prepare the form checks: ${(error as Error)?.message ?? error}`))
    })
    .catch((error: unknown) => {
      logToStderr(`could not start: ${(error as Error)?.message ?? error}`)
      process.exit(1)
    })
}
