import { type CoreActions, type JsonFormsCore, type Middleware, coreReducer } from '@jsonforms/core'
import { JsonForms } from '@jsonforms/vue'
import { defineComponent, h, toRaw } from 'vue'
import { incrementalReducer } from '../store/incrementalValidation'
import ElementRenderer from './ElementRenderer'

/** The reducer every change runs through the form's middleware: JSON Forms' own, validating incrementally. */
const reducer = incrementalReducer(coreReducer)

interface RootState {
  jsonforms: { core?: JsonFormsCore, renderers?: unknown, cells?: unknown, config?: unknown }
  middleware: Middleware
  dataToUse: unknown
  schemaToUse: unknown
  uischemaToUse: unknown
  validationMode: unknown
  ajv: unknown
  additionalErrors: unknown
}

/** Per form, the inputs of its last core update (see `coreDataToUpdate`). */
const lastInputs = new WeakMap<object, unknown[]>()

/**
 * `<JsonForms>` of `@jsonforms/vue` (the same component: its props, `change` event, provided
 * `jsonforms` and `dispatch`, middleware), except for:
 * - how it renders its root element: through `ElementRenderer`, like every other element. JSON
 *   Forms' own root dispatcher maps the whole state again on every change and re-renders the root
 *   layout with it, on every keystroke; here the root is ranked and re-rendered only when the
 *   schema, the UI schema, the renderers, the cells or the config change;
 * - a change runs the reducer on the plain core, not on its Vue proxy (copying the changed path of
 *   the data and validating it through proxies costs a read trap per property, on every keystroke),
 *   and the reducer validates incrementally (`incrementalReducer`: a change of one root property
 *   validates that property, with the errors a full validation gives);
 * - data fed back from its own `change` event (`v-model`, or a `ref` set on `change`) is the data
 *   the core already holds: it does not update the core a second time.
 */
export default defineComponent({
  name: 'JsonFormsRoot',
  extends: JsonForms,
  computed: {
    // Computeds of their own, so that a new core with the same schemas does not render the root again.
    rootSchema(): unknown { return (this as unknown as RootState).jsonforms.core?.schema },
    rootUischema(): unknown { return (this as unknown as RootState).jsonforms.core?.uischema },
    // JSON Forms updates the core whenever this list is a new one: keep the last list when the only
    // new input is the data the core already holds.
    coreDataToUpdate(): unknown[] {
      const self = this as unknown as RootState
      const inputs = [self.dataToUse, self.schemaToUse, self.uischemaToUse, self.validationMode, self.ajv, self.additionalErrors]
      const last = lastInputs.get(this)
      const held = toRaw(toRaw(self.jsonforms).core)?.data
      if (last && toRaw(inputs[0]) === toRaw(held) && inputs.every((input, index) => index === 0 || input === last[index]))
        return last
      lastInputs.set(this, inputs)
      return inputs
    },
  },
  methods: {
    dispatch(action: CoreActions) {
      const self = this as unknown as RootState
      self.jsonforms.core = self.middleware(toRaw(self.jsonforms.core!), action, reducer)
    },
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
