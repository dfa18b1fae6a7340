import type { UISchemaElement } from '@jsonforms/core'
import { type MaybeRefOrGetter, computed, inject, toValue } from 'vue'
import { type Styles, type StylesOverride, defaultStyles, mergeStyles, stylesKey } from './styles'

/** The theme map for one element: the host's `styles` injection under the element's `options.styles`. */
export function useStyles(uischema: MaybeRefOrGetter<UISchemaElement | undefined>) {
  const injected = inject<StylesOverride | undefined>(stylesKey, undefined)
  const base = injected ? mergeStyles(defaultStyles, injected) : defaultStyles
  return computed<Styles>(() => {
    const local = toValue(uischema)?.options?.styles as StylesOverride | undefined
    return local ? mergeStyles(base, local) : base
  })
}
