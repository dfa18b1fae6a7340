import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser'
import type { Problem } from './problem'

/** Line and column of a character offset. */
function lineAndColumn(text: string, offset: number): Problem {
  const before = text.slice(0, offset).split('\n')
  return { key: 'nui.builder.import.invalidJsonAt', values: { line: before.length, column: before[before.length - 1].length + 1 } }
}

/** `InvalidSymbol` → `invalid symbol`. */
function describeCode(error: ParseError): string {
  return printParseErrorCode(error.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

/**
 * Parses strict JSON. On failure it says where (line and column) and why; the engine's own message
 * often names neither (V8: `Unexpected token 'x', "…" is not valid JSON`), so a tolerant parser
 * locates the first error.
 */
export function parseJson(text: string): { value: unknown } | { error: Problem } {
  if (!text.trim())
    return { error: { key: 'nui.builder.import.empty' } }
  try {
    return { value: JSON.parse(text) }
  }
  catch (error) {
    const errors: ParseError[] = []
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
    const first = errors[0]
    if (!first)
      return { error: { key: 'nui.builder.import.notJson', values: { why: (error as Error).message } } }
    return { error: { key: 'nui.builder.import.invalidJson', values: { why: describeCode(first) }, parts: { where: lineAndColumn(text, first.offset) } } }
  }
}
