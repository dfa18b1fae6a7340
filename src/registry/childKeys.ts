/**
 * Keys for the children of one list, drawn again and again (a layout's elements, an outline's
 * rows), that follow each child rather than its position:
 * - a child still in the list keeps its key wherever it now is, so an insertion or a move leaves
 *   the others as they were drawn;
 * - a child that takes the place of one that left (an edited element is a new object) takes over
 *   its key, and is patched rather than drawn anew;
 * - any other child gets a key of its own.
 * Each call is given the whole list and returns its keys, in order.
 */
export type ChildKeys = (children: readonly unknown[]) => readonly number[]

export function childKeys(): ChildKeys {
  let previous = new Map<unknown, number>()
  let next = 0
  return (children) => {
    const present = new Set(children)
    const freed = [...previous].filter(([child]) => !present.has(child)).map(([, key]) => key)
    const current = new Map<unknown, number>()
    const taken = new Set<number>()
    const keys = children.map((child) => {
      let key = previous.get(child)
      if (key === undefined || taken.has(key))
        key = freed.shift() ?? next++
      taken.add(key)
      if (!current.has(child))
        current.set(child, key)
      return key
    })
    previous = current
    return keys
  }
}
