/**
 * What `nuxt-ui-jsonforms/server` (`presets/server.ts`) builds on: the validator without Vue or a
 * DOM, the drafts it compiles, the formats and the form's messages. The assembly's door into the
 * core; not a package entry.
 */
export { errorMessage } from '../i18n/errorMessages'
export { addFormats, mergeFormats } from '../store/formats'
export { type AjvClass, createPlainValidator } from '../store/plainValidator'
export { type ClassDraft, classDraftOf } from '../store/schemaDraft'
export { type ExternalSchemas, bundleRefs } from '../values/bundleRefs'
