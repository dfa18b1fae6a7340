import type { CanvasTheme } from './canvas/canvasTheme'
import type { DesignerTheme } from './tabs/designerTheme'

/** Classes that replace the builder's defaults, part by part: the Designer's panes and the canvas frames. */
export interface BuilderUi {
  designer?: Partial<DesignerTheme>
  canvas?: Partial<CanvasTheme>
}
