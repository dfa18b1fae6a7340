import type { Translator, UISchemaElement } from '@jsonforms/core'
import { labelDefaults } from './options'

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

/** The `level` option as a heading level: a whole number from 1 to 6, else the default 3. */
export function headingLevel(value: unknown): HeadingLevel {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6
    ? value as HeadingLevel
    : labelDefaults.level
}

/**
 * The `style` option as inline CSS: a plain object's string and number entries. A string (which
 * Vue would also accept) is refused on purpose, so the option has one documented shape.
 */
export function inlineStyle(value: unknown): Record<string, string | number> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return undefined
  const entries = Object.entries(value).filter(([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * A Label's text as JSON Forms' own label mapper gives it: translated under `<i18n>.text` when the
 * element has an `i18n` key, else under the text itself, with the text as the default.
 */
export function labelText(uischema: UISchemaElement & { text?: unknown, i18n?: unknown }, translate: Translator): string | undefined {
  const text = typeof uischema.text === 'string' ? uischema.text : undefined
  const prefix = typeof uischema.i18n === 'string' && uischema.i18n !== '' ? uischema.i18n : undefined
  if (!prefix && !text)
    return undefined
  const translated = translate(prefix ? `${prefix}.text` : text!, text, { uischema })
  return typeof translated === 'string' && translated.trim() !== '' ? translated : undefined
}
