import { fullFormats } from 'ajv-formats/dist/formats'
import equal from 'ajv/dist/runtime/equal'
import ucs2length from 'ajv/dist/runtime/ucs2length'
import uri from 'ajv/dist/runtime/uri'
import ValidationError from 'ajv/dist/runtime/validation_error'
import { formatAliases, integerFormats } from './toolFormats'

/**
 * A CommonJS module's default export, as every bundler and Node hand it over: Node gives the
 * module's `exports` (with `default` beside `__esModule`), a bundler `exports.default` itself.
 */
const defaultOf = <T>(module: T): T => (module as { __esModule?: boolean }).__esModule ? (module as unknown as { default: T }).default : module

const own = {
  ...fullFormats,
  'time': fullFormats['iso-time'],
  'date-time': fullFormats['iso-date-time'],
  ...integerFormats,
}

/**
 * The formats the form's validator checks whatever its families (`createPlainValidator`): those of
 * `ajv-formats`, `time` and `date-time` as its `iso-time` and `iso-date-time`, and the formats of
 * other tools (`toolFormats`), each the very check AJV holds. A validator compiled at build time
 * reads the ones its schema names from here.
 */
export const formats: Readonly<Record<string, unknown>> = {
  ...own,
  ...Object.fromEntries(Object.entries(formatAliases).map(([alias, name]) => [alias, own[name]])),
}

/**
 * The helpers of AJV's run time a validator compiled at build time calls, under the names AJV's
 * generated code gives them (the module names, `ajv/dist/runtime/equal`, each holding a `default`): no compiler.
 */
export const runtime: Readonly<Record<string, { default: unknown }>> = {
  'ajv/dist/runtime/equal': { default: defaultOf(equal) },
  'ajv/dist/runtime/ucs2length': { default: defaultOf(ucs2length) },
  'ajv/dist/runtime/uri': { default: defaultOf(uri) },
  'ajv/dist/runtime/validation_error': { default: defaultOf(ValidationError) },
}
