/** The package entry: the core (`src/`) and the built-in families with their presets (`plugins/`). */
export * from './src/index'
export * from './plugins/families'
export * from './plugins/uiRenderers'
export { allPlugins, allRenderers } from './plugins/allRenderers'
export { addLibraryFormats, createAjv, libraryFormats } from './plugins/ajv'
export { FormBuilder } from './plugins/formBuilder'
export { builderPalettes } from './plugins/builderPalettes'
export { default as JsonForm, type FormErrorEvent, type FormSubmitEvent, type JsonFormProps } from './plugins/JsonForm.vue'
