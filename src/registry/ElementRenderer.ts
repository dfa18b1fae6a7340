import type { JsonFormsSubStates } from '@jsonforms/core'
import { type RendererProps, rendererProps } from '@jsonforms/vue'
import { type Component, type VNode, computed, defineComponent, h, inject, toRaw } from 'vue'
import UnknownElement from './UnknownElement.vue'
import { prefetchElement } from './prefetch'
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
    const jsonforms = inject<JsonFormsSubStates>('jsonforms')
    if (!jsonforms)
      throw new Error('ElementRenderer must be rendered inside <JsonForms>.')
    // Raw: after the first change the core holds its schema as a proxy, which must not re-rank.
    const rootSchema = computed(() => toRaw(toRaw(jsonforms.core)?.schema))
    const config = computed(() => toRaw(jsonforms.config))
    const entries = computed(() => toRaw(props.renderers ?? jsonforms.renderers ?? []))
    const component = computed(() => {
      const context = { rootSchema: rootSchema.value!, config: config.value }
      const winner = pickRenderer(entries.value, toRaw(props.uischema), toRaw(props.schema), context)
      // Ranked: the lazy chunks of this element and of everything below it start loading now, together.
      prefetchElement(entries.value, props.uischema, toRaw(props.schema), context, winner)
      return winner ?? UnknownElement
    })
    return () => renderElement(component.value, props)
  },
})

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
