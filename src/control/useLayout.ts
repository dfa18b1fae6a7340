import type { LayoutProps } from '@jsonforms/vue'
import { computed, watch } from 'vue'
import type { CommonOptions } from '../options/common'
import type { StylesOverride } from '../options/styles'
import { useOptions } from '../options/useOptions'
import { useFormStore } from '../store/formStore'
import { useStyles } from '../options/useStyles'
import { useHiddenReset } from './clearOnHide'
import { useLayoutState } from './rendererState'

/**
 * Everything a layout renderer needs: its JSON Forms props (without the data), its options (its
 * UI-schema `options` over the form-wide `config`) and its theme with the family's parts. When a
 * rule hides the layout, the controls inside it get `clearOnHide` like a hidden control does.
 * `isFormRoot`: the layout is the form's root element, the one place `FormNotices` shows (a layout
 * renders it there alone, so that nested layouts, in every object and list item, hold no component for it).
 */
export function useLayout<O extends object = CommonOptions>(props: LayoutProps, familyStyles?: StylesOverride) {
  const layout = useLayoutState(props)
  const options = useOptions<O & Pick<CommonOptions, 'styles'>>(() => layout.value.uischema.options, () => layout.value.config)
  const styles = useStyles(() => options.value.styles, familyStyles)
  const resetHidden = useHiddenReset()
  const store = useFormStore()
  const isFormRoot = computed(() => store.isRoot(props.uischema))

  watch(() => layout.value.visible, (visible, wasVisible) => {
    if (!visible && wasVisible)
      resetHidden(layout.value.uischema, layout.value.path, layout.value.schema, layout.value.config)
  })
  return { layout, options, styles, isFormRoot }
}
