import { type JSONPath, type ParseError, findNodeAtLocation, getLocation, parse, parseTree, printParseErrorCode } from 'jsonc-parser'
import { isPlainObject } from '../values/plainObject'
import { checkUiSchema } from './checkUiSchema'
import { type Problem, kindOf, problemText } from './problem'

/** A problem of a JSON text, located: line and column (from 1) and the JSON pointer of the value. */
export interface JsonProblem {
  line: number
  column: number
  pointer: string
  message: string
}

/** Which of the form's three documents a text is. */
export type JsonDocument = 'schema' | 'uischema' | 'data'

function position(text: string, offset: number): { line: number, column: number } {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

/** `["elements", 1, "scope"]` → `/elements/1/scope` (RFC 6901). */
export function pointerOf(path: JSONPath): string {
  return path.map(key => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
}

/** `uischema.elements[1].options` (as `checkUiSchema` says it) → `["elements", 1, "options"]`. */
export function pathOfCheck(at: string): JSONPath {
  return [...at.replace(/^uischema/, '').matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)].map(match => (match[2] === undefined ? match[1] : Number(match[2])))
}

function locate(text: string, path: JSONPath, message: string): JsonProblem {
  const node = findNodeAtLocation(parseTree(text)!, path)
  return { ...position(text, node?.offset ?? 0), pointer: pointerOf(path), message }
}

/** The path of the value a syntax error broke: where the parser stopped, without the key it still expected. */
function brokenValue(text: string, offset: number): JSONPath {
  const path = [...getLocation(text, offset).path]
  while (path.at(-1) === '')
    path.pop()
  return path
}

/** The part of the element at `at` that a UI-schema problem is about, as its message names it. */
const faultyPart: Partial<Record<Problem['key'], string>> = {
  'nui.builder.import.ruleNotObject': '.rule',
  'nui.builder.import.ruleEffect': '.rule.effect',
  'nui.builder.import.ruleCondition': '.rule.condition',
  'nui.builder.import.optionsNotObject': '.options',
  'nui.builder.import.elementsNotArray': '.elements',
}

/**
 * Reads the text of one document of the form: its value, or the first problem, located. A syntax
 * error is located where the parser stopped; a schema that is not an object and a UI schema the
 * builder cannot edit (`checkUiSchema`) are located at the value at fault.
 */
export function readJsonDocument(text: string, document: JsonDocument, say: (problem: Problem) => string = problemText): { value: unknown } | { problem: JsonProblem } {
  const errors: ParseError[] = []
  const value: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  if (errors.length) {
    const first = errors[0]
    const reason = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
    return { problem: { ...position(text, first.offset), pointer: pointerOf(brokenValue(text, first.offset)), message: say({ key: 'nui.builder.import.notJson', values: { why: reason } }) } }
  }
  if (document === 'schema' && !isPlainObject(value))
    return { problem: locate(text, [], say({ key: 'nui.builder.import.schemaNotObject', parts: { label: { key: 'nui.builder.import.theSchema' }, kind: kindOf(value) } })) }
  if (document === 'uischema') {
    const problem = checkUiSchema(value)
    if (problem) {
      const at = String(problem.values?.at ?? 'uischema') + (faultyPart[problem.key] ?? '')
      const path = pathOfCheck(at)
      // The check names `….rule.effect` or `….options`, which may be missing: locate the nearest value there is.
      while (path.length && !findNodeAtLocation(parseTree(text)!, path))
        path.pop()
      return { problem: { ...locate(text, path, say(problem)), pointer: pointerOf(pathOfCheck(at)) } }
    }
  }
  return { value }
}
