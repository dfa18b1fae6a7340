import { type InjectionKey, inject, provide } from 'vue'

const key: InjectionKey<readonly object[]> = Symbol('nui-object-ancestry')

/**
 * The object schemas whose sub-forms enclose this one, the form's root schema first (its fields
 * stand in the root layout, not in a sub-form). A recursive schema (a person with a `parent`
 * person, a configuration whose members are `{ "$ref": "#" }`) would otherwise render sub-forms
 * forever: a schema already open above, with no data here yet, waits for the user instead. A
 * Control of the root itself (scope `#`) is the root's own sub-form, not a repeat of it. Returns
 * whether `schema` repeats an enclosing one.
 */
export function useAncestry(schema: () => object | undefined, root: { rootSchema?: object, path: string }): () => boolean {
  const above = inject(key, undefined) ?? (root.rootSchema && root.path !== '' ? [root.rootSchema] : [])
  const current = schema()
  provide(key, current ? [...above, current] : above)
  return () => {
    const now = schema()
    return !!now && above.includes(now)
  }
}
