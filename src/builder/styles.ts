import type { StylesOverride } from '../options/styles'
import { canvasTheme } from './canvas/canvasTheme'
import { designerTheme } from './tabs/designerTheme'

/**
 * The builder's theme parts, overridable like a family's: the host's `styles` injection
 * (`provide('styles', { builder: { treeRow: '...' } })`) wins over them, and a builder's `ui` prop
 * (`BuilderUi`) over that.
 */
export const builderStyles = {
  /** The palette, the outline (tree) and the inspector. */
  builder: {
    palette: 'flex flex-col gap-3 select-none',
    paletteSection: 'flex flex-col gap-1',
    paletteHeading: 'text-xs font-semibold uppercase tracking-wide text-muted',
    paletteEntries: 'flex flex-wrap gap-1',
    tree: '@container flex flex-col gap-1 select-none',
    treeList: 'ms-3 flex min-h-8 flex-col gap-1 border-s border-dashed border-default ps-2',
    treeListEmpty: 'min-h-9 rounded-e-md border border-dashed border-accented bg-elevated/40',
    treeItem: 'flex flex-col gap-1',
    treeRow: 'flex min-w-0 items-center gap-1 rounded-md px-1 [content-visibility:auto] [contain-intrinsic-size:auto_2rem]',
    treeRowSelected: 'bg-elevated ring ring-primary/50',
    treeRowIdle: 'hover:bg-elevated/50',
    treeHandle: 'cursor-grab p-1 text-muted',
    treeButton: 'flex min-w-0 flex-1 items-center gap-2 rounded py-1 text-start text-sm focus-visible:outline-2 focus-visible:outline-primary',
    treeTitle: 'truncate text-highlighted',
    // An outline too narrow for a row's name and its kind shows the name alone.
    treeKind: 'sr-only shrink-0 text-xs text-muted @[16rem]:not-sr-only',
    treeMenu: 'shrink-0',
    treeMenuSpace: 'size-6 shrink-0',
    inspector: 'flex flex-col gap-3',
    heading: 'font-medium text-highlighted',
    hint: 'text-sm text-muted',
  },
  builderDesigner: designerTheme,
  builderCanvas: canvasTheme,
} satisfies StylesOverride

/** The builder's theme parts as the host's `styles` injection leaves them. */
export type BuilderStyleParts = typeof builderStyles.builder
