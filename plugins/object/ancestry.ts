import { type InjectionKey, inject, provide } from 'vue'

const key: InjectionKey<readonly object[]> = Symbol('nui-object-ancestry')

/**
 * The object schemas whose sub-forms enclose this one. A recursive schema (a person with a
 * `parent` person) would otherwise render sub-forms forever: a schema already open above, with no
 * data here yet, waits for the user instead. Returns whether `schema` repeats an enclosing one.
 */
export function useAncestry(schema: () => object | undefined): () => boolean {
  const above = inject(key, [])
  const current = schema()
  provide(key, current ? [...above, current] : above)
  return () => {
    const now = schema()
    return !!now && above.includes(now)
  }
}
