import { fullFormats } from 'ajv-formats/dist/formats.js'
import { formatAliases, integerFormats } from './toolFormats'

/**
 * The formats the form's validator checks whatever its families (`createPlainValidator`): those of
 * `ajv-formats`, `time` and `date-time` as its `iso-time` and `iso-date-time`, and the formats of
 * other tools (`toolFormats`), each the very check AJV holds. A validator compiled at build time
 * reads the ones its schema names from here.
 */
function ownFormats(): Readonly<Record<string, unknown>> {
  const own = { ...fullFormats, 'time': fullFormats['iso-time'], 'date-time': fullFormats['iso-date-time'], ...integerFormats }
  return { ...own, ...Object.fromEntries(Object.entries(formatAliases).map(([alias, name]) => [alias, own[name]])) }
}

/** {@link ownFormats}, made once. */
export const formats: Readonly<Record<string, unknown>> = /* @__PURE__ */ ownFormats()
