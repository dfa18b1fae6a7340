import { type InjectionKey, inject, provide } from 'vue'

const key: InjectionKey<() => readonly object[]> = Symbol('nui-schema-ancestry')

/**
 * The schemas whose sub-forms enclose this one (objects, `oneOf` / `anyOf` variants), the form's
 * root schema first (its fields stand in the root layout, not in a sub-form). A recursive schema
 * (a person with a `parent` person, a configuration whose members are `{ "$ref": "#" }`) would
 * otherwise render sub-forms forever: a schema already open above, with no data here yet, waits
 * for the user instead. A Control of the root itself (scope `#`) is the root's own sub-form, not a
 * repeat of it. `schema` is read again as it changes (a variant switched). Returns whether
 * `schema` repeats an enclosing one.
 */
export function useSchemaAncestry(schema: () => object | undefined, root: { rootSchema?: object, path: string }): () => boolean {
  const seeded = root.rootSchema && root.path !== '' ? [root.rootSchema] : []
  const above = inject(key, undefined) ?? (() => seeded)
  provide(key, () => {
    const now = schema()
    return now ? [...above(), now] : above()
  })
  return () => {
    const now = schema()
    return !!now && above().includes(now)
  }
}
