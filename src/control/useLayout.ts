import type { LayoutProps } from '@jsonforms/vue'
import { computed } from 'vue'
import type { CommonOptions } from '../options/common'
import { resolveOptions } from '../options/resolveOptions'
import type { StylesOverride } from '../options/styles'
import { useStyles } from '../options/useStyles'
import { useLayoutState } from './rendererState'

/**
 * Everything a layout renderer needs: its JSON Forms props (without the data), its options (its
 * UI-schema `options` over the form-wide `config`) and its theme with the family's parts.
 */
export function useLayout<O extends object = CommonOptions>(props: LayoutProps, familyStyles?: StylesOverride) {
  const layout = useLayoutState(props)
  const options = computed(() => resolveOptions<O & Pick<CommonOptions, 'styles'>>(layout.value.uischema.options, layout.value.config))
  const styles = useStyles(() => options.value.styles, familyStyles)
  return { layout, options, styles }
}
