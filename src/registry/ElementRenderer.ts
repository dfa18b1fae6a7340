import type { JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { RendererProps } from '@jsonforms/vue'
import { rendererProps } from './jsonformsProps'
import { type Component, type ComputedRef, type VNode, computed, defineComponent, h, toRaw } from 'vue'
import { type FormStore, useFormStore } from '../store/formStore'
import TooDeepElement from './TooDeepElement.vue'
import UnknownElement from './UnknownElement.vue'
import { maxDepthOf, useElementDepth } from './elementDepth'
import { prefetchElement } from './prefetch'
import { settledComponent } from './stableIdBoundary'
import { pickRenderer } from './winningEntry'

/**
 * Renders one child element of a layout. Unlike JSON Forms' own dispatcher it re-ranks renderers
 * only when the element, its schema, the root schema, the config or the renderer list change,
 * never on a data change, so typing into one field does not touch its siblings.
 */
export default defineComponent({
  name: 'NuiElementRenderer',
  props: rendererProps(),
  setup(props) {
    const component = useRankedElement(() => props)
    return () => renderElement(component.value, props)
  },
})

/**
 * The renderer an element wins, in a computed that ranks again only when the element, its schema,
 * the renderer list or a form-wide input changes, as `ElementRenderer` ranks it. For a renderer that
 * shows one element itself (an object's sub-form, an array item, a variant): `<component :is>` with
 * it is a component less per element than `<ElementRenderer>`, whose props it takes.
 */
export function useRankedElement(element: () => Pick<RendererProps, 'uischema' | 'schema' | 'renderers'>): ComputedRef<Component> {
  // Through the form store, which changes only with the form-wide inputs: read from JSON Forms'
  // reactive state, every element would be notified (and check again) on every keystroke.
  const store = useFormStore()
  const depth = useElementDepth()
  return computed(() => {
    const { uischema, schema, renderers } = element()
    return rankElement(store, uischema, schema, renderers, depth)
  })
}

/**
 * The renderer of an element (`UnknownElement` when none fits), ranked on the form's plain state;
 * called in a computed, it tracks the form-wide inputs only. Ranked, the lazy chunks of the element
 * and of everything below it start loading, together. A lazy renderer whose chunk is there already
 * comes as its loaded component (`settledComponent`). An element deeper than the form's
 * `maxDepth` (`depth`, as `useElementDepth` counts it) is explained instead, unranked.
 */
export function rankElement(store: FormStore, uischema: UISchemaElement, schema: JsonSchema, renderers: readonly JsonFormsRendererRegistryEntry[] | undefined, depth: number): Component {
  store.trackForm()
  const { core, config, renderers: formRenderers } = store.state.jsonforms
  if (depth > maxDepthOf(config))
    return TooDeepElement
  const entries = toRaw(renderers) ?? formRenderers ?? []
  const context = { rootSchema: core!.schema, config }
  const winner = pickRenderer(entries, toRaw(uischema), toRaw(schema), context)
  prefetchElement(entries, uischema, toRaw(schema), context, winner)
  return winner ? settledComponent(winner) : UnknownElement
}

/** The chosen renderer, given the JSON Forms renderer props it was chosen for. */
export function renderElement(component: Component, props: RendererProps): VNode {
  return h(component, {
    schema: props.schema,
    uischema: props.uischema,
    path: props.path,
    enabled: props.enabled,
    readonly: props.readonly,
    renderers: props.renderers,
    cells: props.cells,
    config: props.config,
  })
}
