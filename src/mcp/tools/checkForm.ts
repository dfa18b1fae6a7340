import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { type FormCheck, checkForm } from '../forms/checkForm'
import type { FormKnowledge } from '../forms/knowledge'
import { formCheckShape, jsonObject } from './formShapes'
import { asToolResult, toolResult } from './results'

/** Registers `check_form`: what the form renders for a definition, and what is wrong with it. */
export function registerCheckForm(server: McpServer, knowledge: FormKnowledge): void {
  server.registerTool('check_form', {
    title: 'Check a form definition',
    description: 'Checks a JSON Forms definition as nuxt-ui-jsonforms will render it: for every UI schema element, the renderer (family and entry) that wins and its rank, and the runner-up; every problem with its JSON Pointer and a fix (unknown option for that family with the closest known name, option of the wrong type, scope resolving to nothing, element no renderer takes and why, format no validator knows, rule whose scope does not exist, schema AJV cannot compile, what allRenderers would render differently); and the validation errors of data in the form\'s words.',
    inputSchema: {
      schema: z.union([jsonObject, z.boolean()]).describe('The JSON Schema of the form'),
      uischema: jsonObject.optional().describe('The UI schema; without one, the one the form generates is checked'),
      data: z.unknown().optional().describe('Data to validate against the schema'),
      config: jsonObject.optional().describe('The form-wide `config` prop of <JsonForms>'),
    },
    outputSchema: formCheckShape,
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, input => asToolResult('check_form', async () => {
    const check = await checkForm(input, knowledge)
    return toolResult(summary(check), { ...check })
  }))
}

function summary(check: FormCheck): string {
  const lines = check.elements.map((element) => {
    const who = element.renderedBy ?? (element.renderer ? `${element.renderer.family}/${element.renderer.entry} (rank ${element.renderer.rank})` : 'nothing')
    const runnerUp = element.runnerUp ? `, runner-up ${element.runnerUp.family}/${element.runnerUp.entry} (${element.runnerUp.rank})` : ''
    return `${element.pointer || '/'} ${element.type}${element.scope ? ` ${element.scope}` : ''}: ${who}${runnerUp}`
  })
  const problems = check.problems.map(problem => `- [${problem.severity}] ${problem.kind} at ${problem.in}${problem.pointer || ' (root)'}: ${problem.message} Fix: ${problem.fix}`)
  const errors = check.dataErrors.map(error => `- data${error.path || ' (root)'}: ${error.message}`)
  return [
    `Elements${check.uischemaGenerated ? ' (generated UI schema)' : ''}:`,
    ...lines,
    problems.length ? `Problems (${problems.length}):` : 'No problems.',
    ...problems,
    ...(errors.length ? [`Data errors (${errors.length}):`, ...errors] : []),
  ].join('\n')
}
