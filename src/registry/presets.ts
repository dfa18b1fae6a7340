import { booleanPlugin } from '../../plugins/boolean'
import { layoutsPlugin } from '../../plugins/layouts'
import { numberPlugin } from '../../plugins/number'
import { textPlugin } from '../../plugins/text'
import { createRegistry } from './createRegistry'
import { unknownPlugin } from './unknownPlugin'

/** The built-in plugins of `uiRenderers`, in registry order. */
export const uiPlugins = Object.freeze([layoutsPlugin, textPlugin, numberPlugin, booleanPlugin, unknownPlugin])

/** Controls, layouts and additional elements rendered with Nuxt UI. */
export const uiRenderers = /* @__PURE__ */ createRegistry(uiPlugins)
