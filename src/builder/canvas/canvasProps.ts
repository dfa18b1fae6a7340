import type { JsonFormsI18nState, JsonFormsRendererRegistryEntry, UISchemaElement } from '@jsonforms/core'
import type { FormatChecks } from '../../form/ajv'
import type { NodeSummary } from '../components/treeContext'
import type { BuilderForm } from '../model/form'
import type { NodePath } from '../model/tree'
import type { BuilderCommands } from '../useBuilderCommands'

/** What the canvas draws and edits with; the designer tab takes them too, and passes them on. */
export interface CanvasProps {
  form: BuilderForm
  renderers: readonly JsonFormsRendererRegistryEntry[]
  /** The formats the families declare: the canvas validates the form as its users meet it. */
  formats: FormatChecks
  /** The builder's locale, for what the families draw by locale (`builderFormI18n`). */
  i18n: JsonFormsI18nState
  selection: NodePath | undefined
  describe: (node: UISchemaElement) => NodeSummary
  /** The builder's edits: the palette, the outline, the canvas's toolbars and the inspector all call them. */
  commands: BuilderCommands
}

/** What the canvas tells the builder: an element was selected, the drawn form's data changed. */
export interface CanvasEvents {
  select: [path: NodePath]
  data: [data: unknown]
}
