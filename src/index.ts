/** The core's public surface; the package entry adds the families and their presets. */
export * from './kit'

export { createRegistry } from './registry/createRegistry'
export { type RendererEvents, rendererEvents } from './registry/events'
export { memoTester } from './registry/memoTester'
export { pendingChunks, whenChunksArrive } from './registry/pendingChunks'
export { generateUiSchema } from './values/generateUiSchema'
export { type ExternalSchemas, bundleLimits, bundleRefs } from './values/bundleRefs'
export { default as JsonFormsRoot } from './registry/JsonFormsRoot'
export { unknownPlugin } from './registry/unknownPlugin'

export { resolveOptions } from './options/resolveOptions'
export { coreStyles, mergeStyles, stylesKey } from './options/styles'
export { coreMessages } from './i18n/coreMessages'
export { builderIcons, defaultIcons, libraryIcons } from './icons/index'

export { type TolerantCore, tolerantMiddleware } from './form/tolerantMiddleware'
export { type AjvClass, type FormatChecks, addFormats, createFormsAjv, formatsOf } from './form/ajv'
export { loadValidator } from './registry/loadValidator'
export { defineSchema } from './form/defineSchema'

export * from './builder/index'
