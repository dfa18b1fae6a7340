import type { LayoutProps } from '@jsonforms/vue'
import { getCurrentScope } from 'vue'
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
  const resetHidden = useHiddenReset()
  const scope = getCurrentScope()
  // Checked again one tick after the layout was seen hidden: it may be shown again, or gone with its form.
  const layout = useLayoutState(props, () => {
    const { visible, uischema, path, schema, config } = layout.value
    if (!visible && scope?.active)
      resetHidden(uischema, path, schema, config)
  })
  const options = useOptions<O & Pick<CommonOptions, 'styles'>>(() => layout.value.uischema.options, () => layout.value.config)
  const styles = useStyles(() => options.value.styles, familyStyles)
  return { layout, options, styles }
}
