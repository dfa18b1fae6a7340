/**
 * What the MCP server's bin and its form tools (`presets/mcpBin.ts`, `presets/mcpForms.ts`) build
 * on: the stdio server, what the form tools know of the families, and the ranks. Runs in Node, with
 * no Vue import. The assembly's door into the core; not a package entry.
 */
export { startStdioServer } from '../mcp/cli'
export { type FormKnowledge, type RankedFamily, UNKNOWN_FAMILY } from '../mcp/forms/knowledge'
export { ranks } from '../registry/ranks'
export type { FormatCheck } from '../registry/types'
