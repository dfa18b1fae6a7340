/** The package entry: the core (`src/`) and the built-in families with their presets (`plugins/`). */
export * from './src/index'
export * from './plugins/uiRenderers'
export { allRenderers, editorPlugin } from './plugins/allRenderers'
