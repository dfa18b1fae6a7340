import equalModule from 'ajv/dist/runtime/equal.js'
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js'
import uriModule from 'ajv/dist/runtime/uri.js'
import validationErrorModule from 'ajv/dist/runtime/validation_error.js'

/**
 * A CommonJS module's default export, as every bundler and Node hand it over: Node gives the
 * module's `exports` (with `default` beside `__esModule`), a bundler `exports.default` itself.
 */
const defaultOf = <T>(module: T): T => (module as { __esModule?: boolean }).__esModule ? (module as unknown as { default: T }).default : module

/*
 * The helpers of AJV's run time a validator compiled at build time calls, each exported on its own
 * so that a page ships only those its validators call: no compiler. The formats are a module of
 * their own (`standaloneFormats`), fetched only by a validator whose code calls one.
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
