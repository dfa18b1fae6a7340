import { type JsonFormsState, type Layout, type UISchemaElement, isInherentlyEnabled } from '@jsonforms/core'
import type { RendererProps } from '@jsonforms/vue'
import { type Component, type VNode, computed } from 'vue'
import type { Styles, StylesOverride } from '../options/styles'
import { useStylesBaseOf } from '../options/useStyles'
import { useFormStore } from '../store/formStore'
import { renderElement, useRankedElement } from './ElementRenderer'
import { type LayoutChildren, type LayoutMemo, layoutMemo, useLayoutChildren } from './layoutChildren'

/**
 * How a layout renderer draws itself: what its component renders from its state, its children's
 * renderers (`useLayoutChildren`) and its theme. Given to `drawnInPlace`, it lets a renderer that
 * shows one nested element (an object's sub-form, a list item) draw a plain layout there itself.
 */
export interface LayoutDrawing {
  /** The family's theme parts, as its component passes them to `useLayout`. */
  styles: StylesOverride
  /** Draws the layout; `memo` is the layout's own, for `renderLayoutChildren`. */
  draw: (layout: LayoutChildren, children: readonly (Component | undefined)[], styles: Styles, memo?: LayoutMemo) => VNode
}

const drawingKey = Symbol('nui.layoutDrawing')
type Drawable = Component & { [drawingKey]?: LayoutDrawing }

/**
 * Marks a layout renderer as one that can be drawn in place: where it wins a plain layout (no rule,
 * no options: what JSON Forms generates for an object) nested in a sub-form or list item, that
 * renderer draws it with `drawing` instead of mounting the component. The layout then costs no
 * component instance, props, layout state or theme of its own; its children are the same. Read
 * through the prototype, so the id-boundary wrapper of a lazy renderer keeps the mark.
 */
export function drawnInPlace<C extends Component>(component: C, drawing: LayoutDrawing): C {
  (component as Drawable)[drawingKey] = drawing
  return component
}

/** A layout as JSON Forms generates it: nothing that its own renderer's state would change. */
function isPlainLayout(uischema: UISchemaElement): uischema is Layout {
  return Array.isArray((uischema as Layout).elements) && uischema.rule === undefined && uischema.options === undefined
}

const NO_CHILDREN: LayoutChildren = { uischema: { type: 'VerticalLayout', elements: [] }, schema: {}, path: '' }

/**
 * The props a layout's children get, as JSON Forms' layout mapper gives them: enabled unless the
 * form is read-only (config or `readonly` prop), the form's renderers and cells unless the
 * element has its own.
 */
function childrenOf(state: JsonFormsState, element: RendererProps & { uischema: Layout }): LayoutChildren {
  const { jsonforms } = state
  return {
    uischema: element.uischema,
    schema: element.schema,
    path: element.path,
    enabled: isInherentlyEnabled(state, element, element.uischema, undefined, undefined, jsonforms.config) as boolean | undefined,
    renderers: element.renderers ?? jsonforms.renderers,
    cells: element.cells ?? jsonforms.cells,
  }
}

/**
 * One nested element (an object's sub-form, a list item), rendered by the renderer it wins, as
 * `useRankedElement` ranks it; a plain layout whose renderer is `drawnInPlace` is drawn here,
 * without a component of its own. Returns the render of the element: call it where the element goes.
 */
export function useNestedElement(element: () => RendererProps): () => VNode {
  const store = useFormStore()
  const stylesFor = useStylesBaseOf()
  const component = useRankedElement(element)
  const inPlace = computed(() => {
    const drawing = (component.value as Drawable)[drawingKey]
    const props = element()
    if (!drawing || !isPlainLayout(props.uischema) || store.isRoot(props.uischema))
      return undefined
    return { drawing, styles: stylesFor(drawing.styles), layout: childrenOf(store.state, props as RendererProps & { uischema: Layout }) }
  })
  const children = useLayoutChildren(() => inPlace.value?.layout ?? NO_CHILDREN)
  const memo = layoutMemo()

  return () => {
    const drawn = inPlace.value
    return drawn ? drawn.drawing.draw(drawn.layout, children.value, drawn.styles, memo) : renderElement(component.value, element())
  }
}
