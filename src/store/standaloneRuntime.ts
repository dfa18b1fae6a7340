import { fullFormats } from 'ajv-formats/dist/formats.js'
import equalModule from 'ajv/dist/runtime/equal.js'
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js'
import uriModule from 'ajv/dist/runtime/uri.js'
import validationErrorModule from 'ajv/dist/runtime/validation_error.js'
import { formatAliases, integerFormats } from './toolFormats'

/**
 * A CommonJS module's default export, as every bundler and Node hand it over: Node gives the
 * module's `exports` (with `default` beside `__esModule`), a bundler `exports.default` itself.
 */
const defaultOf = <T>(module: T): T => (module as { __esModule?: boolean }).__esModule ? (module as unknown as { default: T }).default : module

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

/*
 * The helpers of AJV's run time a validator compiled at build time calls, each exported on its own
 * so that a page ships only those its validators call: no compiler.
 */
export const equal: unknown = /* @__PURE__ */ defaultOf(equalModule)
export const ucs2length: unknown = /* @__PURE__ */ defaultOf(ucs2lengthModule)
export const uri: unknown = /* @__PURE__ */ defaultOf(uriModule)
export const validationError: unknown = /* @__PURE__ */ defaultOf(validationErrorModule)

/** The module AJV's generated code names for each helper → its export here. */
export const runtimeHelpers: Readonly<Record<string, string>> = {
  'ajv/dist/runtime/equal': 'equal',
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/uri': 'uri',
  'ajv/dist/runtime/validation_error': 'validationError',
}
