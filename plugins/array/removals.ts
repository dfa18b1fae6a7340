import { type ShallowRef, inject, shallowRef, toRaw } from 'vue'

/** A removed item, until it is restored or the Undo note is closed. */
export interface Removed { item: unknown, index: number, title: string }

/** Per form (its JSON Forms state), per list data path: the removals that can still be undone. */
const forms = new WeakMap<object, Map<string, ShallowRef<readonly Removed[]>>>()

/**
 * The removals of the list at a data path, the last one at the end: kept with the form, not the
 * list's component, so a list that a rule or a tab unmounts and shows again can still undo them.
 * Outside a form (no JSON Forms state) they live with the component.
 */
export function useRemovals(): (path: string) => ShallowRef<readonly Removed[]> {
  const jsonforms = inject<object | undefined>('jsonforms', undefined)
  const byPath = jsonforms ? forms.get(toRaw(jsonforms)) ?? new Map<string, ShallowRef<readonly Removed[]>>() : new Map<string, ShallowRef<readonly Removed[]>>()
  if (jsonforms)
    forms.set(toRaw(jsonforms), byPath)
  return (path) => {
    let removals = byPath.get(path)
    if (!removals)
      byPath.set(path, removals = shallowRef([]))
    return removals
  }
}
