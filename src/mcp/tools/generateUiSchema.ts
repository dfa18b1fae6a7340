import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import type { JsonSchema } from '@jsonforms/core'
import { formSchema } from '../../values/formSchema'
import { formUiSchema } from '../../values/formUiSchema'
import { FormInputError } from '../errors'
import { suggestUiSchema } from '../forms/suggestUiSchema'
import { jsonObject } from './formShapes'
import { asToolResult, toolResult } from './results'

/** Registers `generate_uischema`: the UI schema the form generates, and a suggested one. */
export function registerGenerateUiSchema(server: McpServer): void {
  server.registerTool('generate_uischema', {
    title: 'Generate a UI schema',
    description: 'For a JSON Schema: the UI schema nuxt-ui-jsonforms generates when a form is given none (JSON Forms\' generated UI schema, as the form makes it), and a suggested one: a Group for each nested object, and past a number of fields a Categorization. Check either with check_form.',
    inputSchema: {
      schema: z.union([jsonObject, z.boolean()]).describe('The JSON Schema of the form'),
      options: z.object({
        groupObjects: z.boolean().optional().describe('A Group for each nested object (default true)'),
        categorizeAbove: z.number().int().min(1).max(10_000).optional().describe('Past this many fields, a Categorization (default 12)'),
      }).optional(),
    },
    outputSchema: {
      generated: jsonObject.describe('The UI schema the form generates for this schema'),
      suggested: jsonObject.describe('A suggested UI schema'),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ schema, options }) => asToolResult('generate_uischema', async () => {
    if (typeof schema === 'boolean' && !schema)
      throw new FormInputError('`schema` is false: it accepts no value, so there is no form to lay out.')
    const root = formSchema(schema as JsonSchema | boolean, undefined)
    let generated: Record<string, unknown>
    try {
      generated = formUiSchema(root) as unknown as Record<string, unknown>
    }
    catch (error) {
      throw new FormInputError(`JSON Forms cannot generate a UI schema for this schema: ${(error as Error).message}. check_form names what is wrong with it.`)
    }
    const suggested = suggestUiSchema(root, options) as unknown as Record<string, unknown>
    const text = `Generated (what the form uses without a UI schema):\n${JSON.stringify(generated, null, 2)}\n\nSuggested:\n${JSON.stringify(suggested, null, 2)}`
    return toolResult(text, { generated, suggested })
  }))
}
