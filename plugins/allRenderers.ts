import { createRegistry } from '../src/index'
import { uiPlugins } from './uiRenderers'

/**
 * The `allRenderers` preset. Until the rich-text editor family lands it holds exactly the families
 * of `uiRenderers`; it is kept in its own module so that an app importing only `uiRenderers` will
 * never ship what is added here.
 */
export const allRenderers = /* @__PURE__ */ createRegistry([...uiPlugins])
