/**
 * The core's plumbing that the built-in families share, apart from the kit (`nuxt-ui-jsonforms/kit`):
 * the speed work of large forms (render functions that draw the form field or a layout's children
 * themselves, layouts drawn in place, lazy watches, computeds that keep their value's identity),
 * the chunk and ranking machinery, and the form's root. `import { … } from 'nuxt-ui-jsonforms/kit/internal'`.
 * Internal: it may change in any version; a family of an application uses the kit.
 */

// Ranking and lazy chunks
export { pickRenderer } from './registry/winningEntry'
export { pendingChunks, whenChunksArrive } from './registry/pendingChunks'
export { reportedChunk } from './registry/events'

// A control drawn by a render function
export { assignLabelProps, renderControlShell } from './control/ControlShell'
export { type TrailingSlotProps, clearButton, trailingSlot } from './control/trailingSlot'

// Reactivity that costs a large form less
export { stableComputed } from './control/stableComputed'
export { LazyWatch } from './control/lazyWatch'
export { type ElementInputs, innerElement, useElementInputs } from './control/elementInputs'

// Recursive schemas
export { useSchemaAncestry } from './control/schemaAncestry'

// Schemas
export { followRef } from './values/followRef'

// Layouts and nested elements
export { useHiddenReset } from './control/clearOnHide'
export { type ElementRevealer, holdsElement, useElementRevealer } from './store/elementReveal'
export { useLayoutState } from './control/rendererState'
export { type LayoutChildren, type LayoutMemo, layoutMemo, renderLayoutChildren, useLayoutChildren } from './registry/layoutChildren'
export { useRankedElement } from './registry/ElementRenderer'
export { type LayoutDrawing, drawnInPlace, useNestedElement } from './registry/nestedElement'
export { default as JsonFormsRoot } from './registry/JsonFormsRoot'

// Values
export { valuePreview } from './values/valuePreview'
export { generateUiSchema, sharedUiSchema } from './values/generateUiSchema'
export { type MapPattern, type MapShape, entrySchemaOf, mapKeyMatchLimit, mapShapeOf } from './values/mapSchema'
