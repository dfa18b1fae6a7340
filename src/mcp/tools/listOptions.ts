import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { FormInputError } from '../errors'
import { catalogOf } from '../forms/checkForm'
import type { FormKnowledge } from '../forms/knowledge'
import type { FamilyOptions } from '../forms/optionCatalog'
import { asToolResult, toolResult } from './results'

const option = z.object({ name: z.string(), type: z.string(), default: z.unknown().optional(), description: z.string() })

/** Registers `list_options`: every option of a family, from the option types. */
export function registerListOptions(server: McpServer, knowledge: FormKnowledge): void {
  const { listOptions, optionFamilies } = catalogOf(knowledge)
  server.registerTool('list_options', {
    title: 'List the options of a family',
    description: `Every UI schema option (uischema.options) a renderer family reads, per entry, with its type, default and one line, generated from the option types (the same source as the docs tables and the builder's inspector). "common" lists the options every control reads. Families: ${optionFamilies().join(', ')}.`,
    inputSchema: {
      family: z.string().optional().describe('A family name; every family when unset'),
    },
    outputSchema: {
      families: z.array(z.object({
        family: z.string(),
        entries: z.array(z.object({ entry: z.string(), options: z.array(option), ignoresCommon: z.array(z.string()).optional() })),
      })),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ family }) => asToolResult('list_options', async () => {
    const families = listOptions(family)
    if (!families)
      throw new FormInputError(`There is no family "${family}". Families: ${optionFamilies().join(', ')}.`)
    return toolResult(families.map(describeFamily).join('\n\n'), { families })
  }))
}

function describeFamily({ family, entries }: FamilyOptions): string {
  return entries.map(({ entry, options, ignoresCommon }) => [
    `## ${family === entry ? family : `${family}/${entry}`}${ignoresCommon ? ` (ignores common: ${ignoresCommon.join(', ')})` : ''}`,
    ...options.map(o => `- ${o.name}: ${o.type}${o.default !== undefined ? ` = ${JSON.stringify(o.default)}` : ''} — ${o.description}`),
  ].join('\n')).join('\n\n')
}
