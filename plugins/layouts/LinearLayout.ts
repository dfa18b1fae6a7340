import type { Layout } from '@jsonforms/core'
import { FormNotices, renderLayoutChildren, rendererProps, useLayout, useLayoutChildren } from 'nuxt-ui-jsonforms/kit'
import { defineComponent, h } from 'vue'
import { layoutStyles } from './styles'

/**
 * A vertical or horizontal layout: its children one after another, and the form's notices when it
 * is the form's root. A render function that renders its children itself (`renderLayoutChildren`)
 * rather than through a `LayoutElements` component: every object and list item renders a vertical
 * layout, and each then costs no component instance, props and render effect more. The layout
 * state keeps its identity while typing, so the layout is not re-rendered by a keystroke.
 */
export default defineComponent({
  name: 'LinearLayout',
  props: rendererProps<Layout>(),
  setup(props) {
    const { layout, styles } = useLayout(props, layoutStyles)
    const children = useLayoutChildren(() => layout.value)
    return () => {
      const state = layout.value
      if (!state.visible)
        return null
      const family = styles.value[props.uischema.type === 'HorizontalLayout' ? 'horizontalLayout' : 'verticalLayout']
      return h('div', { 'class': family.root, 'data-layout': props.uischema.type }, [
        state.isFormRoot ? h(FormNotices, { uischema: props.uischema }) : null,
        renderLayoutChildren(state, children.value, family.item),
      ])
    }
  },
})
