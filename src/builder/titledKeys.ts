/** A field key renamed in the inspector: from which scope to which, and whether a new title did it. */
export interface KeyRename {
  from: string
  to: string
  byTitle: boolean
}

/**
 * The fields whose key follows their title: those added from the palette in this builder, until
 * their key is edited by hand. Kept beside the form, not in it: the exported schema stays clean.
 */
export function useTitledKeys() {
  const scopes = new Set<string>()
  return {
    follows: (scope: string) => scopes.has(scope),
    added: (scope: unknown) => {
      if (typeof scope === 'string')
        scopes.add(scope)
    },
    renamed: ({ from, to, byTitle }: KeyRename) => {
      if (scopes.delete(from) && byTitle)
        scopes.add(to)
    },
  }
}
