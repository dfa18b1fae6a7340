import { coreStyles, createRegistry, mergeStyles, unknownPlugin } from '../src/index'
import * as family from '../generated/families'

/**
 * The built-in families of `uiRenderers`, in registry order (the order breaks ties between
 * testers). Adding a family: its folder, then one line here.
 */
export const uiPlugins = Object.freeze([
  family.layoutsPlugin,
  family.categorizationPlugin,
  family.textPlugin,
  family.numberPlugin,
  family.booleanPlugin,
  family.choicePlugin,
  family.colorPlugin,
  family.sliderPlugin,
  family.ratingPlugin,
  family.pinPlugin,
  family.tagsPlugin,
  family.objectPlugin,
  family.arrayPlugin,
  family.combinatorPlugin,
  family.uploadPlugin,
  family.autocompletePlugin,
  family.datesPlugin,
  family.wysiwygHintPlugin,
  unknownPlugin,
])

/** Controls, layouts and additional elements rendered with Nuxt UI. */
export const uiRenderers = /* @__PURE__ */ createRegistry(uiPlugins)

/** The whole theme map: the core's parts and every built-in family's. */
export const defaultStyles = /* @__PURE__ */ mergeStyles(coreStyles, ...uiPlugins.map(plugin => plugin.styles))
