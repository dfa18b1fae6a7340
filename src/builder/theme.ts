import type { CanvasTheme } from './canvas/canvasTheme'
import type { BuilderStyleParts } from './styles'
import type { DesignerTheme } from './tabs/designerTheme'

/**
 * Classes that replace the builder's defaults part by part, for one builder: the same parts as the
 * host's `styles` injection gives every builder of the app (`builder`, `builderDesigner`,
 * `builderCanvas` of `builderStyles`), and winning over it.
 */
export interface BuilderUi {
  /** The palette, the outline and the inspector (`builderStyles.builder`). */
  panels?: Partial<BuilderStyleParts>
  /** The Designer's panes (`builderStyles.builderDesigner`). */
  designer?: Partial<DesignerTheme>
  /** The canvas frames (`builderStyles.builderCanvas`). */
  canvas?: Partial<CanvasTheme>
}
