/**
 * Writes one diagnostic line to stderr. stdout carries the MCP protocol over stdio, so nothing
 * else may ever write there.
 */
export function logToStderr(message: string): void {
  process.stderr.write(`[nuxt-ui-jsonforms-mcp] ${message}\n`)
}
