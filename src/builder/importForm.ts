import { Generate, type JsonSchema, type UISchemaElement } from '@jsonforms/core'
import type { BuilderForm } from './model/form'
import type { SchemaNode } from './model/scopes'
import { checkUiSchema, isObject, kindOf } from './checkUiSchema'
import { parseJson } from './jsonText'
import { generateUiSchema } from '../form/generateUiSchema'
import { unresolvedRefs } from './refs'

/** An import either gives a form (and which format it was) or says precisely what is wrong. */
export type ImportResult =
  | { ok: true, form: BuilderForm, format: 'A' | 'B' }
  | { ok: false, error: string }

const schemaKeywords = ['$schema', 'type', 'properties', 'items', '$ref', 'allOf', 'anyOf', 'oneOf', 'enum', 'const', 'definitions', '$defs']

function checkSchema(schema: unknown, label: string): string | undefined {
  if (!isObject(schema))
    return `${label} must be an object (a JSON Schema), but it is ${kindOf(schema)}.`
  if (schema.properties !== undefined && !isObject(schema.properties))
    return `${label}.properties must be an object, but it is ${kindOf(schema.properties)}.`
  const refs = unresolvedRefs(schema)
  if (refs.length)
    return `The schema has ${refs.length === 1 ? 'a reference' : `${refs.length} references`} that cannot be resolved: ${refs.join(' ')}`
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
  if (!isObject(value))
    return { ok: false, error: `Expected an object: { "schema", "uischema", "data"? } or a JSON Schema, but the JSON is ${kindOf(value)}.` }
  // A key set to `undefined` (an object from code rather than from JSON) counts as left out.
  const has = (key: string) => value[key] !== undefined
  if (has('schema') || has('uischema') || (has('data') && Object.keys(value).every(key => key === 'data' || !has(key)))) {
    if (has('uischema') && !has('schema'))
      return { ok: false, error: 'The object has "uischema" but no "schema".' }
    const data = has('data') ? value.data : {}
    const schema = has('schema') ? value.schema : Generate.jsonSchema(data as Record<string, unknown>)
    const problem = checkSchema(schema, '"schema"') ?? (has('uischema') ? checkUiSchema(value.uischema) : undefined)
    if (problem)
      return { ok: false, error: problem }
    const uischema = has('uischema') ? value.uischema as UISchemaElement : generatedUiSchema(schema as SchemaNode)
    return { ok: true, form: structuredClone({ schema: schema as SchemaNode, uischema, data }), format: 'A' }
  }
  if (!schemaKeywords.some(keyword => keyword in value))
    return { ok: false, error: `The object is neither { "schema", "uischema", "data"? } (format A) nor a JSON Schema (format B): it has none of ${schemaKeywords.map(k => `"${k}"`).join(', ')}.` }
  const problem = checkSchema(value, 'The schema')
  if (problem)
    return { ok: false, error: problem }
  const schema = structuredClone(value) as SchemaNode
  return { ok: true, form: { schema, uischema: generatedUiSchema(schema), data: {} }, format: 'B' }
}

/** Reads pasted or loaded text: JSON syntax first, then the shape. */
export function importForm(text: string): ImportResult {
  const parsed = parseJson(text)
  return 'error' in parsed ? { ok: false, error: parsed.error } : importValue(parsed.value)
}

/** The export: `{ data, schema, uischema }` as indented JSON. */
export function exportForm(form: BuilderForm): string {
  return JSON.stringify({ data: form.data, schema: form.schema, uischema: form.uischema }, null, 2)
}
