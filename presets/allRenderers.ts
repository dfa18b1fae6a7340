import { createRegistry } from '../src/index'
import * as family from '../generated/families'
import { uiPlugins } from './uiRenderers'

/** The families of `allRenderers`: those of `uiRenderers` and the rich-text editor. */
export const allPlugins = Object.freeze([...uiPlugins, family.editorPlugin])

/**
 * The `allRenderers` preset: the families of `uiRenderers` plus the rich-text editor (lazy: Tiptap
 * is fetched the first time a form shows a `wysiwyg` field). It is kept in its own module so that
 * an app importing only `uiRenderers` never ships the editor.
 */
export const allRenderers = /* @__PURE__ */ createRegistry(allPlugins)
