import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { RendererProps } from '@jsonforms/vue'
import type { ComputedRef } from 'vue'
import type { ControlField } from './controlField'
import type { ControlState } from './rendererState'
import { stableComputed } from './stableComputed'

/** What a container control's element fixes for what it renders inside (see `useElementInputs`). */
export type ElementInputs = Pick<ControlState, 'schema' | 'rootSchema' | 'uischema' | 'renderers' | 'cells'> & {
  path: string
  /** The elements inside are editable: the container is not read-only. */
  enabled: boolean
}

/**
 * The inputs a container control (an object, a list, a `oneOf`) renders its elements from: its
 * schema, root schema, UI schema, path, renderers and cells, in one computed that keeps its object
 * while they are the same. The control's state is a new object on every keystroke inside the
 * container; what reads these inputs (the sub-form's UI schema, the variants, the items' titles)
 * is then neither made again nor rendered again. Call during setup.
 */
export function useElementInputs(field: ControlField): ComputedRef<ElementInputs> {
  return stableComputed(() => {
    const { schema, rootSchema, uischema, renderers, cells } = field.control
    return { schema, rootSchema, uischema, path: field.path, renderers, cells, enabled: !field.readonly }
  })
}

/**
 * The props of one element a container draws inside itself (a tuple position, a map entry's
 * value, a variant, a table cell), to bind in one attribute
 * (`<ElementRenderer v-bind="innerElement(inputs, position, position.path)" />`): the element's
 * schema, UI schema and path, and the container's renderers, cells and lock.
 */
export function innerElement(inputs: ElementInputs, element: { schema: JsonSchema, uischema: UISchemaElement }, path: string): RendererProps {
  const { enabled, renderers, cells } = inputs
  return { schema: element.schema, uischema: element.uischema, path, enabled, renderers, cells }
}
