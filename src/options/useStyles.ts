import { type MaybeRefOrGetter, computed, inject, toValue } from 'vue'
import { lastResult } from '../values/lastResult'
import { type Styles, type StylesOverride, coreStyles, mergeStyles, stylesKey } from './styles'

const NO_FAMILY: StylesOverride = {}
const NO_INJECTION: StylesOverride = {}
/** Merged bases by family parts, then by host injection: computed once, shared by every control. */
const bases = new WeakMap<StylesOverride, WeakMap<StylesOverride, Styles>>()

function baseStyles(family: StylesOverride, injected: StylesOverride): Styles {
  let byInjection = bases.get(family)
  if (!byInjection)
    bases.set(family, byInjection = new WeakMap())
  let base = byInjection.get(injected)
  if (!base)
    byInjection.set(injected, base = mergeStyles(coreStyles, family, injected))
  return base
}

/**
 * The theme map of one element as a function of its `styles` option: the core's parts, the
 * family's own parts, the host's `styles` injection, then the option. The map is kept while the
 * option is the same object, so a control can read it through a getter with no computed of its own.
 * @param family the family's default parts, e.g. `{ verticalLayout: { root: '...' } }`
 */
export function useStylesOf(family: StylesOverride = NO_FAMILY): (local: unknown) => Styles {
  const injected = inject<StylesOverride | undefined>(stylesKey, undefined)
  const base = baseStyles(family, injected && typeof injected === 'object' ? injected : NO_INJECTION)
  const merged = lastResult((local: object) => mergeStyles(base, local as StylesOverride))
  return local => local && typeof local === 'object' ? merged(local) : base
}

/**
 * The theme map for one element (`useStylesOf`), following its `styles` option.
 * @param local the element's resolved `styles` option
 * @param family the family's default parts, e.g. `{ verticalLayout: { root: '...' } }`
 */
export function useStyles(local: MaybeRefOrGetter<unknown>, family: StylesOverride = NO_FAMILY) {
  const stylesOf = useStylesOf(family)
  return computed<Styles>(() => stylesOf(toValue(local)))
}
