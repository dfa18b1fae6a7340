import { Generate, type JsonSchema, type UISchemaElement } from '@jsonforms/core'
import type { BuilderForm } from './model/form'
import type { SchemaNode } from './model/scopes'
import { unresolvedRefs } from './refs'

/** An import either gives a form (and which format it was) or says precisely what is wrong. */
export type ImportResult =
  | { ok: true, form: BuilderForm, format: 'A' | 'B' }
  | { ok: false, error: string }

const schemaKeywords = ['$schema', 'type', 'properties', 'items', '$ref', 'allOf', 'anyOf', 'oneOf', 'enum', 'const', 'definitions', '$defs']

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

/** Line and column of a character offset, for JSON syntax errors. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n')
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`
}

/**
 * Offset of the first character that makes `text` invalid JSON, for engines whose message gives
 * none (V8: `Unexpected token 'x', "…" is not valid JSON`). The text's length when it just ends early.
 */
function errorOffset(text: string): number {
  let i = 0
  const fail = (): never => {
    throw Math.min(i, text.length)
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]))
      i++
  }
  const expect = (char: string) => (text[i] === char ? i++ : fail())
  const string = () => {
    expect('"')
    while (i < text.length && text[i] !== '"') {
      if (text[i] < ' ')
        fail()
      if (text[i] === '\\') {
        i++
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-f]/i.test(text[i + k] ?? '')) {
              i += k
              fail()
            }
          }
          i += 4
        }
        else if (i < text.length && !'"\\/bfnrt'.includes(text[i])) {
          fail()
        }
      }
      i++
    }
    expect('"')
  }
  const value = (): void => {
    space()
    const char = text[i]
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']'
      i++
      space()
      if (text[i] === close)
        return void i++
      for (;;) {
        if (char === '{') {
          space()
          string()
          space()
          expect(':')
        }
        value()
        space()
        if (text[i] !== ',')
          return void expect(close)
        i++
      }
    }
    if (char === '"')
      return string()
    const word = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i))
    if (!word)
      fail()
    i += word![0].length
  }
  try {
    value()
    space()
    return i
  }
  catch (offset) {
    return offset as number
  }
}

function parseJson(text: string): { value: unknown } | { error: string } {
  if (!text.trim())
    return { error: 'Nothing to import: the text is empty.' }
  try {
    return { value: JSON.parse(text) }
  }
  catch (error) {
    // V8 appends the position as `(line 1 column 2)`, or quotes the whole text: `…, "{…}" is not valid JSON`.
    const reason = (error as Error).message.replace(/\s*\(line \d+ column \d+\)$/, '').replace(/, "[\s\S]*" is not valid JSON$/, '')
    const position = /at position (\d+)/.exec(reason)
    const where = lineAndColumn(text, position ? Number(position[1]) : errorOffset(text))
    return { error: `This is not valid JSON (${where}): ${reason.replace(/ in JSON at position \d+/, '')}.` }
  }
}

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

function checkUiSchema(uischema: unknown): string | undefined {
  if (!isObject(uischema))
    return `"uischema" must be an object (a UI schema element), but it is ${kindOf(uischema)}.`
  if (typeof uischema.type !== 'string')
    return '"uischema" needs a "type" such as "VerticalLayout" or "Control".'
  return undefined
}

/**
 * Reads an import, format A (`{ schema, uischema, data? }`) or format B (a bare JSON Schema, for
 * which a UI schema is generated). Nothing is changed on failure: the caller keeps its form.
 */
export function importValue(value: unknown): ImportResult {
  if (!isObject(value))
    return { ok: false, error: `Expected an object: { "schema", "uischema", "data"? } or a JSON Schema, but the JSON is ${kindOf(value)}.` }
  if ('schema' in value || 'uischema' in value) {
    if (!('uischema' in value))
      return { ok: false, error: 'The object has "schema" but no "uischema". Give both (format A), or import the schema alone (format B).' }
    if (!('schema' in value))
      return { ok: false, error: 'The object has "uischema" but no "schema".' }
    const problem = checkSchema(value.schema, '"schema"') ?? checkUiSchema(value.uischema)
    if (problem)
      return { ok: false, error: problem }
    const form = structuredClone({ schema: value.schema as SchemaNode, uischema: value.uischema as UISchemaElement, data: value.data === undefined ? {} : value.data })
    return { ok: true, form, format: 'A' }
  }
  if (!schemaKeywords.some(keyword => keyword in value))
    return { ok: false, error: `The object is neither { "schema", "uischema", "data"? } (format A) nor a JSON Schema (format B): it has none of ${schemaKeywords.map(k => `"${k}"`).join(', ')}.` }
  const problem = checkSchema(value, 'The schema')
  if (problem)
    return { ok: false, error: problem }
  const schema = structuredClone(value) as SchemaNode
  const uischema = Generate.uiSchema(schema as JsonSchema, 'VerticalLayout', '#', schema as JsonSchema)
  return { ok: true, form: { schema, uischema, data: {} }, format: 'B' }
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
