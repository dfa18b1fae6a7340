import { type MaybeRefOrGetter, computed, inject, toValue } from 'vue'
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
 * The theme map for one element: the core's parts, the family's own parts, the host's `styles`
 * injection, then the element's `styles` option (local or form-wide through `config`).
 * @param local the element's resolved `styles` option
 * @param family the family's default parts, e.g. `{ verticalLayout: { root: '...' } }`
 */
export function useStyles(local: MaybeRefOrGetter<unknown>, family: StylesOverride = NO_FAMILY) {
  const injected = inject<StylesOverride | undefined>(stylesKey, undefined)
  const base = baseStyles(family, injected && typeof injected === 'object' ? injected : NO_INJECTION)
  return computed<Styles>(() => {
    const own = toValue(local)
    return own && typeof own === 'object' ? mergeStyles(base, own as StylesOverride) : base
  })
}
