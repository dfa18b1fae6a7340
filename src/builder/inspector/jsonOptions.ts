import type { UISchemaElement } from '@jsonforms/core'
import { readJsonDocument } from '../jsonLocate'
import type { MessageValues } from '../../i18n/messages'
import { safePassThrough } from '../../options/passThrough'
import { isPlainObject } from '../../values/plainObject'
import { EditError } from '../model/editError'
import type { SchemaNode } from '../model/scopes'

/** How the generated option schemas mark a value of any JSON shape (a pass-through object, `styles`, ...). */
const JSON_VALUE = 'x-json'

/** The names of the options the inspector edits as JSON text. */
export const jsonOptionNames = (options: SchemaNode): string[] =>
  Object.entries((options.properties ?? {}) as Record<string, SchemaNode>).filter(([, schema]) => schema[JSON_VALUE] === true).map(([name]) => name)

/** A JSON-valued option as the inspector draws it: a text field of several lines. */
export function asJsonField(schema: SchemaNode): SchemaNode {
  const { [JSON_VALUE]: _json, ...rest } = schema
  return { ...rest, type: 'string' }
}

/** The Control of a JSON-valued option: a text area. */
export const jsonControl = (scope: string): UISchemaElement => ({ type: 'Control', scope, options: { multi: true } }) as UISchemaElement

/** The text of a stored value, `undefined` when none is stored. */
export const jsonText = (value: unknown): string | undefined => (value === undefined ? undefined : JSON.stringify(value, null, 2))

/**
 * `data` with each JSON option's text as it was typed (`typed`) where that text still reads as the
 * stored value; other options keep the stored value's own text.
 */
export function keepTypedJson<D extends { options?: Record<string, unknown> }>(data: D, typed: Readonly<Record<string, unknown>>): D {
  if (!data.options)
    return data
  const options = { ...data.options }
  for (const [name, text] of Object.entries(typed)) {
    if (typeof text !== 'string')
      continue
    try {
      if (jsonText(text.trim() ? JSON.parse(text) : undefined) === options[name])
        options[name] = text
    }
    catch {
      // Text that is not JSON is never stored: the stored value's text is shown.
    }
  }
  return { ...data, options }
}

/** An option's JSON text that is not JSON: where, and why. */
export class JsonOptionError extends EditError {
  constructor(readonly option: string, values: MessageValues) {
    super('nui.builder.error.jsonInvalid', values)
  }
}

/**
 * The value of an option's JSON text (`undefined` for blank text, which removes the option). An
 * object is stored as a pass-through may carry it (`safePassThrough`): a typed `onfocus` or
 * `innerHTML` never reaches the form, its export or its draft, and the text shows it gone.
 * Throws a `JsonOptionError` located at line, column and JSON pointer when the text is not JSON.
 */
export function readJsonOption(option: string, text: unknown): unknown {
  if (typeof text !== 'string')
    return text
  if (!text.trim())
    return undefined
  const read = readJsonDocument(text, 'data', problem => String(problem.values?.why ?? ''))
  if ('problem' in read) {
    const { line, column, pointer, message } = read.problem
    throw new JsonOptionError(option, { line, column, pointer: pointer || '/', why: message })
  }
  return isPlainObject(read.value) ? safePassThrough(read.value) : read.value
}
