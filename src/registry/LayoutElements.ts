import { type PropType, defineComponent } from 'vue'
import { type LayoutChildren, layoutMemo, renderLayoutChildren, useLayoutChildren } from './layoutChildren'

/**
 * The children of a layout, each rendered by the renderer `ElementRenderer` would pick for it. A
 * component of its own, whose `layout` keeps its identity while nothing it holds changes, so that
 * when the layout around it is re-rendered the list is not. A layout written as a render function
 * may render the same list without this component (`useLayoutChildren`, `renderLayoutChildren`),
 * as the vertical and horizontal layouts do.
 */
export default defineComponent({
  name: 'LayoutElements',
  props: {
    layout: { type: Object as PropType<LayoutChildren>, required: true },
    /** Classes of the wrapper around each child. */
    itemClass: { type: String, default: undefined },
  },
  setup(props) {
    const children = useLayoutChildren(() => props.layout)
    const memo = layoutMemo()
    return () => renderLayoutChildren(props.layout, children.value, props.itemClass, memo)
  },
})
