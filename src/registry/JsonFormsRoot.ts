import { JsonForms } from '@jsonforms/vue'
import { defineComponent, h } from 'vue'
import ElementRenderer from './ElementRenderer'

interface RootState {
  jsonforms: { core?: { schema?: unknown, uischema?: unknown }, renderers?: unknown, cells?: unknown, config?: unknown }
}

/**
 * `<JsonForms>` of `@jsonforms/vue` (the same component: its props, `change` event, provided
 * `jsonforms` and `dispatch`, middleware), except for how it renders its root element: through
 * `ElementRenderer`, like every other element. JSON Forms' own root dispatcher maps the whole
 * state again on every change and re-renders the root layout with it, on every keystroke; here the
 * root is ranked and re-rendered only when the schema, the UI schema, the renderers, the cells or
 * the config change.
 */
export default defineComponent({
  name: 'JsonFormsRoot',
  extends: JsonForms,
  computed: {
    // Computeds of their own, so that a new core with the same schemas does not render the root again.
    rootSchema(): unknown { return (this as unknown as RootState).jsonforms.core?.schema },
    rootUischema(): unknown { return (this as unknown as RootState).jsonforms.core?.uischema },
  },
  render() {
    const { jsonforms } = this as unknown as RootState
    return h(ElementRenderer, {
      schema: this.rootSchema as never,
      uischema: this.rootUischema as never,
      path: '',
      renderers: jsonforms.renderers as never,
      cells: jsonforms.cells as never,
      config: jsonforms.config as never,
    })
  },
})
