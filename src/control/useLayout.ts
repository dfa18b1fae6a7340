import { Actions, type CoreActions, type Dispatch, Resolve } from '@jsonforms/core'
import type { LayoutProps } from '@jsonforms/vue'
import { computed, inject, watch } from 'vue'
import type { CommonOptions } from '../options/common'
import { resolveOptions } from '../options/resolveOptions'
import type { StylesOverride } from '../options/styles'
import { useStyles } from '../options/useStyles'
import { hiddenResets } from './clearOnHide'
import { useFormStore } from './formStore'
import { sameValue } from './plainState'
import { useLayoutState } from './rendererState'

/**
 * Everything a layout renderer needs: its JSON Forms props (without the data), its options (its
 * UI-schema `options` over the form-wide `config`) and its theme with the family's parts. When a
 * rule hides the layout, the controls inside it get `clearOnHide` like a hidden control does.
 */
export function useLayout<O extends object = CommonOptions>(props: LayoutProps, familyStyles?: StylesOverride) {
  const layout = useLayoutState(props)
  const options = computed(() => resolveOptions<O & Pick<CommonOptions, 'styles'>>(layout.value.uischema.options, layout.value.config))
  const styles = useStyles(() => options.value.styles, familyStyles)
  const store = useFormStore()
  const dispatch = inject<Dispatch<CoreActions>>('dispatch')

  watch(() => layout.value.visible, (visible, wasVisible) => {
    if (visible || !wasVisible)
      return
    const { uischema, path, schema, config } = layout.value
    const core = store.state.jsonforms.core
    for (const reset of hiddenResets(uischema, path, schema, core?.schema ?? schema, config)) {
      if (!sameValue(Resolve.data(core?.data, reset.path), reset.value))
        dispatch?.(Actions.update(reset.path, () => reset.value))
    }
  })
  return { layout, options, styles }
}
