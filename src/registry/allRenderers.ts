import { createRegistry } from './createRegistry'
import { uiPlugins } from './presets'

/**
 * `uiRenderers` plus the rich-text editor. Kept in its own module so an app that never imports it
 * never ships the editor.
 */
export const allRenderers = /* @__PURE__ */ createRegistry([...uiPlugins])
