import { coreStyles, createRegistry, mergeStyles, unknownPlugin } from '../src/index'
import { layoutsPlugin } from './layouts'
import { categorizationPlugin } from './categorization'
import { textPlugin } from './text'
import { numberPlugin } from './number'
import { booleanPlugin } from './boolean'
import { choicePlugin } from './choice'
import { colorPlugin } from './color'
import { sliderPlugin } from './slider'
import { ratingPlugin } from './rating'
import { pinPlugin } from './pin'
import { tagsPlugin } from './tags'
import { objectPlugin } from './object'
import { arrayPlugin } from './array'
import { combinatorPlugin } from './combinator'
import { uploadPlugin } from './upload'
import { autocompletePlugin } from './autocomplete'
import { datesPlugin } from './dates'
import { wysiwygHintPlugin } from './editor/hint'

export * from './layouts'
export * from './categorization'
export * from './text'
export * from './number'
export * from './boolean'
export * from './choice'
export * from './color'
export * from './slider'
export * from './rating'
export * from './pin'
export * from './tags'
export * from './object'
export * from './array'
export * from './combinator'
export * from './upload'
export * from './autocomplete'
export * from './dates'
export * from './editor/hint'

/** The built-in families of `uiRenderers`, in registry order. Adding a family: one line here. */
export const uiPlugins = Object.freeze([
  layoutsPlugin,
  categorizationPlugin,
  textPlugin,
  numberPlugin,
  booleanPlugin,
  choicePlugin,
  colorPlugin,
  sliderPlugin,
  ratingPlugin,
  pinPlugin,
  tagsPlugin,
  objectPlugin,
  arrayPlugin,
  combinatorPlugin,
  uploadPlugin,
  autocompletePlugin,
  datesPlugin,
  wysiwygHintPlugin,
  unknownPlugin,
])

/** Controls, layouts and additional elements rendered with Nuxt UI. */
export const uiRenderers = /* @__PURE__ */ createRegistry(uiPlugins)

/** The whole theme map: the core's parts and every built-in family's. */
export const defaultStyles = /* @__PURE__ */ mergeStyles(coreStyles, ...uiPlugins.map(plugin => plugin.styles))
