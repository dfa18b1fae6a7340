/** The form builder: the component, and the pure functions it is made of, for hosts that script it. */
export { default as FormBuilderBase } from './FormBuilder.vue'
export { collectPalette, groupPalette, paletteGroupLabels, paletteGroups } from './palette'
export { withOptionSchemas, type OptionSchemaMap } from './inspector/withOptionSchemas'
export { exportForm, importForm, importValue, type ImportResult } from './importForm'
export { defaultStorageKey, loadDraft, saveDraft, setAsideKey, type DraftLoad, type DraftSave } from './draft'
export { builderMessages } from './messages'
export type { BuilderTranslator } from './translate'
export type { BuilderForm } from './model/form'
