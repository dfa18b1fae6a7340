import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { DocsFetchError, FormInputError } from '../errors'
import { logToStderr } from '../logger'

/** A successful tool result: `text` for people, `data` as the structured content. */
export function toolResult<T extends Record<string, unknown>>(text: string, data: T): CallToolResult & { structuredContent: T } {
  return { content: [{ type: 'text', text }], structuredContent: data }
}

/**
 * Runs a tool body and turns any failure into an `isError` result with a readable message, so
 * that a refused URL or an unreachable docs host never takes the server down.
 */
export async function asToolResult(tool: string, body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body()
  }
  catch (error) {
    const message = error instanceof DocsFetchError || error instanceof FormInputError ? error.message : `Unexpected error: ${(error as Error)?.message ?? error}`
    logToStderr(`${tool}: ${message}`)
    return { isError: true, content: [{ type: 'text', text: `${tool} failed. ${message}` }] }
  }
}
