import type { LayoutProps } from '@jsonforms/vue'
import { watch } from 'vue'
import type { CommonOptions } from '../options/common'
import type { StylesOverride } from '../options/styles'
import { useOptions } from '../options/useOptions'
import { useStyles } from '../options/useStyles'
import { useHiddenReset } from './clearOnHide'
import { useLayoutState } from './rendererState'

/**
 * Everything a layout renderer needs: its JSON Forms props (without the data), its options (its
 * UI-schema `options` over the form-wide `config`) and its theme with the family's parts. When a
 * rule hides the layout, the controls inside it get `clearOnHide` like a hidden control does.
 */
export function useLayout<O extends object = CommonOptions>(props: LayoutProps, familyStyles?: StylesOverride) {
  const layout = useLayoutState(props)
  const options = useOptions<O & Pick<CommonOptions, 'styles'>>(() => layout.value.uischema.options, () => layout.value.config)
  const styles = useStyles(() => options.value.styles, familyStyles)
  const resetHidden = useHiddenReset()

  watch(() => layout.value.visible, (visible, wasVisible) => {
    if (!visible && wasVisible)
      resetHidden(layout.value.uischema, layout.value.path, layout.value.schema, layout.value.config)
  })
  return { layout, options, styles }
}
