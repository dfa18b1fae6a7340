import type { JsonFormsRendererRegistryEntry, UISchemaElement } from '@jsonforms/core'
import type { InjectionKey, Ref } from 'vue'
import type { Translate } from '../../i18n/useTranslate'
import type { builderMessages } from '../messages'
import type { Direction } from '../model/move'
import type { NodePath } from '../model/tree'
import type { NodeSummary } from '../components/treeContext'
import type { PaletteEntry } from '../palette'
import type { CanvasTheme } from './canvasTheme'

/** What every adorner on the canvas shares: where its element sits, the selection and the edits. */
export interface CanvasContext {
  /** The path of an element of the edited UI schema; `undefined` for one a renderer generated. */
  pathOf: (element: UISchemaElement) => NodePath | undefined
  /** The renderers the adorner hands its element to: the form's own, without the adorner. */
  renderers: Ref<readonly JsonFormsRendererRegistryEntry[]>
  selection: Ref<NodePath | undefined>
  theme: CanvasTheme
  t: Translate<typeof builderMessages>
  describe: (node: UISchemaElement) => NodeSummary
  select: (path: NodePath) => void
  moveBy: (path: NodePath, direction: Direction) => void
  remove: (path: NodePath) => void
  duplicate: (path: NodePath) => void
  /** The kinds the field at `path` can become, and the conversion to one. */
  conversions: (path: NodePath) => PaletteEntry[]
  convert: (path: NodePath, entry: PaletteEntry) => void
  /** A frame's select button is drawn: it takes the focus an edit left waiting for it. */
  frameMounted: (path: NodePath, button: HTMLElement) => void
}

export const canvasContextKey: InjectionKey<CanvasContext> = Symbol('nui-builder-canvas')
