/**
 * The one door into the core for renderer families: the built-in ones under `plugins/` and any
 * family an application writes. `import { useControl, ControlShell } from 'nuxt-ui-jsonforms/kit'`.
 */

// Declaring a family
export { definePlugin } from './registry/definePlugin'
export { ranks } from './registry/ranks'
export { and, controlSchema, formatIs, hasType, isBooleanControl, isIntegerControl, isNumberControl, isStringControl, or, schemaMatches, schemaTypeIs } from './registry/schemaTesters'
export { pickRenderer, winningEntry } from './registry/winningEntry'
export { pendingChunks, whenChunksArrive } from './registry/pendingChunks'
export type { EagerEntry, FormatCheck, LazyEntry, LoadedComponent, PluginEntry, RendererPlugin } from './registry/types'

// Controls
export { type ControlField, type UseControlSettings, type WidgetBinding, useControl } from './control/useControl'
export { default as ControlShell, assignLabelProps, renderControlShell } from './control/ControlShell'
export { default as ClearButton } from './control/ClearButton.vue'
export { type TrailingSlotProps, clearButton, trailingSlot } from './control/trailingSlot'
export { stableComputed } from './control/stableComputed'
export { type ElementInputs, useElementInputs } from './control/elementInputs'
export { LazyWatch } from './control/lazyWatch'
export { passThroughProps, positiveInteger } from './options/optionValues'
export type { CommonOptions, FormOptions, IconPlacement } from './options/common'

// Schema and values
export { isPlainObject } from './values/plainObject'
export { valuePreview } from './values/valuePreview'
export { positiveNumber } from './values/storedNumbers'
export { createDefaultValue } from './values/defaultValue'
export { ownValueAt } from './values/ownPath'

// Layouts
export { useLayout } from './control/useLayout'
export { useHiddenReset } from './control/clearOnHide'
export { useLayoutState } from './control/rendererState'
export { default as LayoutElements } from './registry/LayoutElements'
export { type LayoutChildren, renderLayoutChildren, useLayoutChildren } from './registry/layoutChildren'
export { default as ElementRenderer, useRankedElement } from './registry/ElementRenderer'
export { type LayoutDrawing, drawnInPlace, useNestedElement } from './registry/nestedElement'
export { default as JsonFormsRoot } from './registry/JsonFormsRoot'
export { rendererProps } from './registry/jsonformsProps'
export { default as FormNotices } from './form/FormNotices.vue'
export { generateUiSchema, sharedUiSchema } from './values/generateUiSchema'

// Theme, icons, strings
export { useStyles } from './options/useStyles'
export type { StyleParts, Styles, StylesOverride } from './options/styles'
export { useIcons } from './icons/useIcons'
export type { IconKey } from './icons/index'
export { type MessageValues, type Messages, defineMessages } from './i18n/messages'
export { type Translate, useTranslate } from './i18n/useTranslate'

// Builder
export type { PaletteEntry, PaletteGroup } from './registry/palette'

// Gallery
export { type FormExample, controlElement, horizontalLayout, verticalLayout } from './gallery'
