import { Generate, type JsonSchema, type UISchemaElement } from '@jsonforms/core'
import type { BuilderForm } from './model/form'
import type { SchemaNode } from './model/scopes'
import { isPlainObject } from '../values/plainObject'
import { checkUiSchema } from './checkUiSchema'
import { type Problem, kindOf, problemText } from './problem'
import { parseJson } from './jsonText'
import { generateUiSchema } from '../values/generateUiSchema'
import { unresolvedRefs } from './refs'
import { nestsDeeperThan } from './jsonDepth'
import { cloneValue } from './model/clone'
import { builderLimits, elementCount, longList } from './formSize'

/**
 * An import either gives a form (and which format it was) or says precisely what is wrong: `error`
 * in English, `problem` for the builder to say it through its translator.
 */
export type ImportResult =
  | { ok: true, form: BuilderForm, format: 'A' | 'B' }
  | { ok: false, error: string, problem: Problem }

const refused = (problem: Problem): ImportResult => ({ ok: false, error: problemText(problem), problem })

const schemaKeywords = ['$schema', 'type', 'properties', 'items', '$ref', 'allOf', 'anyOf', 'oneOf', 'enum', 'const', 'definitions', '$defs']

function checkSchema(schema: unknown, label: Problem): Problem | undefined {
  if (!isPlainObject(schema))
    return { key: 'nui.builder.import.schemaNotObject', parts: { label, kind: kindOf(schema) } }
  if (schema.properties !== undefined && !isPlainObject(schema.properties))
    return { key: 'nui.builder.import.propertiesNotObject', parts: { label, kind: kindOf(schema.properties) } }
  const refs = unresolvedRefs(schema)
  if (refs.length)
    return { key: refs.length === 1 ? 'nui.builder.import.unresolvedRef' : 'nui.builder.import.unresolvedRefs', values: { count: refs.length, refs: refs.join(' ') } }
  return undefined
}

/** The UI schema JSON Forms itself generates for a schema: a vertical layout of its properties. */
function generatedUiSchema(schema: SchemaNode): UISchemaElement {
  return generateUiSchema(schema as JsonSchema, schema as JsonSchema)
}

/**
 * Reads an import, format A (`{ schema, uischema, data? }`) or format B (a bare JSON Schema). What
 * JSON Forms would generate may be left out, as in `<JsonForms>`: a UI schema (from the schema), or
 * the schema too when there is `data` (from the data). Nothing is changed on failure: the caller
 * keeps its form.
 */
export function importValue(value: unknown): ImportResult {
  if (!isPlainObject(value))
    return refused({ key: 'nui.builder.import.notObject', parts: { kind: kindOf(value) } })
  // First, before any of the recursive checks below could run out of stack on it.
  const tooBig = jsonSizeProblem(value)
  if (tooBig)
    return refused(tooBig)
  const result = readValue(value)
  const tooMany = result.ok && elementsProblem(result.form.uischema)
  return tooMany ? refused(tooMany) : result
}

/** Why a value is too big for the builder (`builderLimits`): nested too deep, or a list too long. */
function jsonSizeProblem(value: unknown): Problem | undefined {
  if (nestsDeeperThan(value, builderLimits.maxJsonDepth))
    return { key: 'nui.builder.import.tooDeep', values: { limit: builderLimits.maxJsonDepth } }
  const list = longList(value, builderLimits.maxListLength)
  return list && { key: 'nui.builder.import.tooLong', values: { ...list, limit: builderLimits.maxListLength } }
}

/** Why a UI schema has too many elements for the builder, if it has. */
function elementsProblem(uischema: unknown): Problem | undefined {
  const count = elementCount(uischema)
  return count > builderLimits.maxElements ? { key: 'nui.builder.import.tooManyElements', values: { count, limit: builderLimits.maxElements } } : undefined
}

/** Why a form a host hands over (`{ schema, uischema, data }`) is too big for the builder: the limits of an import. */
export function formSizeProblem(form: unknown): Problem | undefined {
  return jsonSizeProblem(form) ?? elementsProblem((form as { uischema?: unknown } | undefined)?.uischema)
}

/** `importValue` once the form is known to be of a size the builder takes. */
function readValue(value: Record<string, unknown>): ImportResult {
  // A key set to `undefined` (an object from code rather than from JSON) counts as left out.
  const has = (key: string) => value[key] !== undefined
  if (has('schema') || has('uischema') || (has('data') && Object.keys(value).every(key => key === 'data' || !has(key)))) {
    if (has('uischema') && !has('schema'))
      return refused({ key: 'nui.builder.import.uischemaAlone' })
    const data = has('data') ? value.data : {}
    const schema = has('schema') ? value.schema : Generate.jsonSchema(data as Record<string, unknown>)
    const problem = checkSchema(schema, { key: 'nui.builder.import.schemaKey' }) ?? (has('uischema') ? checkUiSchema(value.uischema) : undefined)
    if (problem)
      return refused(problem)
    const uischema = has('uischema') ? value.uischema as UISchemaElement : generatedUiSchema(schema as SchemaNode)
    return { ok: true, form: cloneValue({ schema: schema as SchemaNode, uischema, data }), format: 'A' }
  }
  if (!schemaKeywords.some(keyword => keyword in value))
    return refused({ key: 'nui.builder.import.neitherFormat', values: { keywords: schemaKeywords.map(k => `"${k}"`).join(', ') } })
  const problem = checkSchema(value, { key: 'nui.builder.import.theSchema' })
  if (problem)
    return refused(problem)
  const schema = cloneValue(value) as SchemaNode
  return { ok: true, form: { schema, uischema: generatedUiSchema(schema), data: {} }, format: 'B' }
}

/** Reads pasted or loaded text: JSON syntax first, then the shape. */
export function importForm(text: string): ImportResult {
  const parsed = parseJson(text)
  return 'error' in parsed ? refused(parsed.error) : importValue(parsed.value)
}

/** The export: `{ data, schema, uischema }` as indented JSON. */
export function exportForm(form: BuilderForm): string {
  return JSON.stringify({ data: form.data, schema: form.schema, uischema: form.uischema }, null, 2)
}
