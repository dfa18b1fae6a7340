import { type MaybeRefOrGetter, computed, inject, toValue } from 'vue'
import { pairCache } from '../values/pairCache'
import { type Styles, type StylesOverride, coreStyles, mergeStyles, stylesKey } from './styles'

const NO_FAMILY: StylesOverride = {}
const NO_INJECTION: StylesOverride = {}
/** Merged bases by family parts, then by host injection: computed once, shared by every element. */
const baseStyles = pairCache((family: StylesOverride, injected: StylesOverride): Styles => mergeStyles(coreStyles, family, injected))
/** A base with an element's `styles` option over it, shared by every element with the same two. */
const withOption = pairCache((base: Styles, local: object): Styles => mergeStyles(base, local as StylesOverride))

/**
 * The theme base of an element: the core's parts, the family's own parts, then the host's `styles`
 * injection (call it in a component's setup). `stylesWith` puts the element's `styles` option over it.
 * @param family the family's default parts, e.g. `{ verticalLayout: { root: '...' } }`
 */
export function useStylesBase(family: StylesOverride = NO_FAMILY): Styles {
  return baseStyles(family, injectedStyles())
}

/**
 * `useStylesBase` for a family known only after setup (a renderer drawn in place by another one):
 * the host's injection is read now, the base made for any family later.
 */
export function useStylesBaseOf(): (family: StylesOverride) => Styles {
  const injected = injectedStyles()
  return family => baseStyles(family, injected)
}

/** The host's `styles` injection (call it in a component's setup). */
function injectedStyles(): StylesOverride {
  const injected = inject<StylesOverride | undefined>(stylesKey, undefined)
  return injected && typeof injected === 'object' ? injected : NO_INJECTION
}

/** The theme map of an element: `base` (`useStylesBase`) with its `styles` option over it, the same object while both are. */
export function stylesWith(base: Styles, local: unknown): Styles {
  return local && typeof local === 'object' ? withOption(base, local) : base
}

/**
 * The theme map for one element (`useStylesBase`, then `stylesWith`), following its `styles` option.
 * @param local the element's resolved `styles` option
 * @param family the family's default parts, e.g. `{ verticalLayout: { root: '...' } }`
 */
export function useStyles(local: MaybeRefOrGetter<unknown>, family: StylesOverride = NO_FAMILY) {
  const base = useStylesBase(family)
  return computed<Styles>(() => stylesWith(base, toValue(local)))
}
