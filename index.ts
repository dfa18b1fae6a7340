/** The package entry: the core (`src/`) and the built-in families with their presets (`plugins/`). */
export * from './src/index'
export * from './generated/families'
export * from './presets/uiRenderers'
export { allPlugins, allRenderers } from './presets/allRenderers'
export { addLibraryFormats, createAjv, libraryFormats } from './presets/ajv'
export { FormBuilder } from './presets/formBuilder'
export { builderPalettes } from './generated/builderPalettes'
export { default as JsonForm, type FormErrorEvent, type FormSubmitEvent, type JsonFormProps } from './presets/JsonForm.vue'
