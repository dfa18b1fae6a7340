import type { Layout } from '@jsonforms/core'
import { FormNotices, type Styles, rendererProps, useLayout } from 'nuxt-ui-jsonforms/kit'
import { type LayoutChildren, type LayoutDrawing, type LayoutMemo, drawnInPlace, layoutMemo, renderLayoutChildren, useLayoutChildren } from 'nuxt-ui-jsonforms/kit/internal'
import { type Component, type VNode, defineComponent, h } from 'vue'
import { layoutStyles } from './styles'

/** The layout's `div` around its children (and the form's notices, first, when it is the form's root). */
const drawing = {
  styles: layoutStyles,
  draw(layout: LayoutChildren, children: readonly (Component | undefined)[], styles: Styles, memo?: LayoutMemo, notices: VNode | null = null): VNode {
    const family = styles[layout.uischema.type === 'HorizontalLayout' ? 'horizontalLayout' : 'verticalLayout']
    return h('div', { 'class': family.root, 'data-layout': layout.uischema.type }, [notices, renderLayoutChildren(layout, children, family.item, memo)])
  },
} satisfies LayoutDrawing

/**
 * A vertical or horizontal layout: its children one after another, and the form's notices when it
 * is the form's root. A render function that renders its children itself (`renderLayoutChildren`)
 * rather than through a `LayoutElements` component, and drawn in place (`drawnInPlace`) where it
 * is the plain layout of an object's sub-form or a list item: those are in every object and item,
 * and then cost no component instance, props, layout state and render effect. The layout state
 * keeps its identity while typing, so the layout is not re-rendered by a keystroke.
 */
export default drawnInPlace(defineComponent({
  name: 'LinearLayout',
  props: rendererProps<Layout>(),
  setup(props) {
    const { layout, styles } = useLayout(props, layoutStyles)
    const children = useLayoutChildren(() => layout.value)
    const memo = layoutMemo()
    return () => {
      const state = layout.value
      if (!state.visible)
        return null
      return drawing.draw(state, children.value, styles.value, memo, state.isFormRoot ? h(FormNotices, { uischema: props.uischema }) : null)
    }
  },
}), drawing)
