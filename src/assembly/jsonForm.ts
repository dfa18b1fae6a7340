/**
 * What `<JsonForm>` (`presets/JsonForm.vue`) builds on beyond the package entry: the form's life
 * cycle (submit, when errors show, the error summary, focus), its messages, and the schema and
 * UI schema it starts from. The assembly's door into the core; not a package entry.
 */
export { default as ErrorSummary } from '../form/ErrorSummary.vue'
export { errorLines } from '../form/errorLines'
export { focusField } from '../form/focusField'
export { errorDataPath, inFormOrder } from '../form/formOrder'
export { tolerantMiddleware, tolerate } from '../form/tolerantMiddleware'
export { coreMessages } from '../i18n/coreMessages'
export { fieldErrors } from '../store/errorPaths'
export { type Revealer, type ShowErrors, formLifecycleKey, useFormLifecycle } from '../store/formLifecycle'
export { providePostingForm } from '../store/postingForm'
export { describesNothing, resolveRootRef } from '../values/formSchema'
export { rootUiSchema } from '../values/generateUiSchema'
export { isPlainObject } from '../values/plainObject'
