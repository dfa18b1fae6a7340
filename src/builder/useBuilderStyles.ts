import { computed } from 'vue'
import { useStyles } from '../options/useStyles'
import { type BuilderStyleParts, builderStyles } from './styles'

/** The builder's theme parts (`builderStyles.builder`), with the host's `styles` injection applied. */
export function useBuilderStyles() {
  const styles = useStyles(undefined, builderStyles)
  return computed(() => styles.value.builder as BuilderStyleParts)
}
