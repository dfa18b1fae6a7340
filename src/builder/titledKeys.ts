/** A field key renamed in the inspector: from which scope to which, and whether a new title did it. */
export interface KeyRename {
  from: string
  to: string
  byTitle: boolean
}

/**
 * The fields whose key follows their title: those added from the palette in this builder, until
 * their key is edited by hand. Kept beside the form, not in it: the exported schema stays clean;
 * the draft keeps them (`scopes` starts from the draft's), so that a reload changes nothing.
 */
export function useTitledKeys(initial: Iterable<string> = []) {
  const scopes = new Set<string>(initial)
  return {
    follows: (scope: string) => scopes.has(scope),
    /** The scopes that follow, among `present` (the form's own): what the draft keeps. */
    among: (present: (scope: string) => boolean) => [...scopes].filter(present),
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
