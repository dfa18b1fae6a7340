import { z } from 'zod'
import { problemKinds } from '../forms/problems'

/** A JSON Schema or UI schema as a tool takes it: any JSON object. */
export const jsonObject = z.record(z.string(), z.unknown())

const ranked = z.object({ family: z.string(), entry: z.string(), rank: z.number() })

/** `check_form`'s answer: who renders each element, the problems, the data's validation errors. */
export const formCheckShape = {
  uischemaGenerated: z.boolean().describe('Whether the UI schema checked is the one the form generates (none was given)'),
  elements: z.array(z.object({
    pointer: z.string().describe('JSON Pointer of the element in the UI schema'),
    type: z.string(),
    scope: z.string().optional(),
    renderer: ranked.optional().describe('The uiRenderers entry that wins the element, and its rank'),
    runnerUp: ranked.optional().describe('The best rank of another entry'),
    withAllRenderers: ranked.optional().describe('The allRenderers entry that wins it, where that is another one'),
    renderedBy: z.string().optional().describe('The entry of its parent that draws it, unranked (a Category)'),
    within: z.array(z.string()).optional().describe('For an element of a sub-form (an object\'s or an array\'s options.detail): the scopes of the controls it is drawn inside, outermost first; its scope is read in the innermost one\'s schema (the object, or an array item)'),
  })),
  problems: z.array(z.object({
    kind: z.enum(problemKinds),
    severity: z.enum(['error', 'warning', 'info']),
    in: z.enum(['schema', 'uischema']),
    pointer: z.string().describe('JSON Pointer into the schema or the UI schema'),
    message: z.string(),
    fix: z.string(),
  })),
  dataErrors: z.array(z.object({
    path: z.string().describe('JSON Pointer of the value in data (a missing required property: of that property)'),
    keyword: z.string(),
    message: z.string().describe('What the form shows at that field'),
  })),
}
