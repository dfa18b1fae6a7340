import type { InjectionKey, Ref } from 'vue'
import type { Direction } from '../model/move'
import type { NodePath } from '../model/tree'
import type { UISchemaElement } from '@jsonforms/core'
import type { DropTarget } from './dropTarget'
import type { PaletteEntry } from '../palette'
import type { ViewWindow } from '../viewWindow'

/** How a tree row names its element. */
export interface NodeSummary {
  title: string
  kind: string
  icon: string
}

/** The selection and the edits an element's row (outline) or frame (canvas) asks for. */
export interface ElementEdits {
  selection: Ref<NodePath | undefined>
  describe: (node: UISchemaElement) => NodeSummary
  select: (path: NodePath) => void
  moveBy: (path: NodePath, direction: Direction) => void
  remove: (path: NodePath) => void
  duplicate: (path: NodePath) => void
  /** The kinds the field at `path` can become, and the conversion to one. */
  conversions: (path: NodePath) => PaletteEntry[]
  convert: (path: NodePath, entry: PaletteEntry) => void
}

/** What every row of the tree shares: the selection, the edits and drag and drop. */
export interface TreeContext extends ElementEdits {
  /** The path of a row's element: a row finds its own, so one added above it does not draw it again. */
  pathOf: (element: UISchemaElement) => NodePath | undefined
  /** Which rows are near the part of the outline in view: a large form's far rows leave out their icons. */
  rows: ViewWindow
  move: (from: NodePath, target: DropTarget) => void
}

export const treeContextKey: InjectionKey<TreeContext> = Symbol('nui-builder-tree')
