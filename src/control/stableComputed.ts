import { type ComputedRef, computed } from 'vue'

/**
 * A computed that keeps its previous object when every top-level field is unchanged, so that
 * dependants (a control's render) do not run when the form changed elsewhere.
 */
export function stableComputed<T extends object>(getter: (previous: T | undefined) => T): ComputedRef<T> {
  return computed<T>((previous) => {
    const next = getter(previous)
    return previous && shallowEqual(previous, next) ? previous : next
  })
}

function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length)
    return false
  return aKeys.every(key => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
