import type { JsonFormsRendererRegistryEntry, UISchemaElement } from '@jsonforms/core'
import type { InjectionKey, Ref } from 'vue'
import type { NodePath } from '../model/tree'
import type { ElementEdits } from '../components/treeContext'
import type { ViewWindow } from '../viewWindow'

/** What every adorner on the canvas shares: where its element sits, the selection and the edits. */
export interface CanvasContext extends ElementEdits {
  /** The path of an element of the edited UI schema; `undefined` for one a renderer generated. */
  pathOf: (element: UISchemaElement) => NodePath | undefined
  /** Which frames are near the view: a frame far from it leaves its field out on a large form. */
  frames: ViewWindow
  /** The renderers the adorner hands its element to: the form's own, without the adorner. */
  renderers: Ref<readonly JsonFormsRendererRegistryEntry[]>
  /** A pointer went down on a frame's name button: a drag of the element may start. */
  dragStart: (path: NodePath, event: PointerEvent) => void
  /** A frame's select button is drawn: it takes the focus an edit left waiting for it. */
  frameMounted: (path: NodePath, button: HTMLElement) => void
}

export const canvasContextKey: InjectionKey<CanvasContext> = Symbol('nui-builder-canvas')
