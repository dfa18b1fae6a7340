/**
 * The API for renderer families: the built-in ones under `plugins/` and any family an application
 * writes. `import { useControl, ControlShell } from 'nuxt-ui-jsonforms/kit'`. Each name is listed in
 * the renderer-sets guide; `test/node/kit-exports.test.ts` pins the list, so that a new export is a
 * decision. The core's plumbing that the built-in families share is `nuxt-ui-jsonforms/kit/internal`:
 * no promise is made about it between versions.
 */

// Declaring a family: the plugin, its entries and their ranks
export { definePlugin } from './registry/definePlugin'
export { ranks } from './registry/ranks'
export type { EagerEntry, FormatCheck, LazyEntry, LoadedComponent, PluginEntry, RendererPlugin } from './registry/types'

// Testers: which elements an entry takes (JSON Forms' own, plus `formatIs` and the schema's own type)
export { and, controlSchema, formatIs, hasType, isBooleanControl, isIntegerControl, isNumberControl, isStringControl, or, schemaMatches, schemaTypeIs } from './registry/schemaTesters'
export { winningEntry } from './registry/winningEntry'

// Controls: the field's state, the form field around the widget, the clear button
export { type ControlField, type UseControlSettings, type WidgetBinding, useControl } from './control/useControl'
export { default as ControlShell } from './control/ControlShell'
export { default as ClearButton } from './control/ClearButton.vue'
export { rendererProps } from './registry/jsonformsProps'

// Option helpers: reading what a UI schema gives, untrusted
export { passThroughProps, positiveInteger } from './options/optionValues'
export { positiveNumber } from './values/storedNumbers'
export { isPlainObject } from './values/plainObject'
export type { CommonOptions, FormOptions, IconPlacement } from './options/common'

// Schema and values: new objects and items, data read through own keys
export { createDefaultValue } from './values/defaultValue'
export { ownValueAt } from './values/ownPath'

// Layouts: the layout's state, its children, the form's notices at its root
export { useLayout } from './control/useLayout'
export { default as LayoutElements } from './registry/LayoutElements'
export { default as ElementRenderer } from './registry/ElementRenderer'
export { default as FormNotices } from './form/FormNotices.vue'
export { type Revealer, type ShowErrors, useRevealer } from './store/formLifecycle'
export { containsPath } from './form/formOrder'

// Theme, icons, strings
export { useStyles } from './options/useStyles'
export type { StyleParts, Styles, StylesOverride } from './options/styles'
export { useIcons } from './icons/useIcons'
export type { IconKey } from './icons/index'
export { type MessageValues, type Messages, defineMessages } from './i18n/messages'
export { type Translate, useTranslate } from './i18n/useTranslate'

// The builder's palette and the playground gallery
export type { PaletteEntry, PaletteGroup } from './registry/palette'
export { type FormExample, type FormExampleSubmit, controlElement, horizontalLayout, verticalLayout } from './gallery'
