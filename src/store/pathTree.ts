import { sameRawValue } from './plainState'

/** A node of the watched data paths, one per path segment; `value` is set where a path ends. */
export interface PathNode<T> { value?: T, children: Map<string, PathNode<T>> }

export const pathTree = <T>(): PathNode<T> => ({ children: new Map() })

/** The segments of a data path as JSON Forms' `Resolve.data` reads them (`''` is the root). */
const segmentsOf = (path: string) => (path === '' ? [] : path.split('.'))

export function insertPath<T>(root: PathNode<T>, path: string, value: T): void {
  let node = root
  for (const segment of segmentsOf(path)) {
    let child = node.children.get(segment)
    if (!child)
      node.children.set(segment, child = pathTree())
    node = child
  }
  node.value = value
}

/** Whether a value at `path` or below it passes `test` (walked without recursion: a path may be deep). */
export function someAtOrBelow<T>(root: PathNode<T>, path: string, test: (value: T) => boolean): boolean {
  let node: PathNode<T> | undefined = root
  for (const segment of segmentsOf(path)) {
    node = node.children.get(segment)
    if (!node)
      return false
  }
  const pending = [node]
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value !== undefined && test(next.value))
      return true
    next.children.forEach(child => pending.push(child))
  }
  return false
}

/** Removes the value at `path`, and the nodes that no longer lead to one. */
export function removePath<T>(root: PathNode<T>, path: string): void {
  const trail: Array<[PathNode<T>, string]> = []
  let node: PathNode<T> | undefined = root
  for (const segment of segmentsOf(path)) {
    trail.push([node, segment])
    node = node.children.get(segment)
    if (!node)
      return
  }
  node.value = undefined
  for (let index = trail.length - 1; index >= 0 && node.value === undefined && node.children.size === 0; index--) {
    const [parent, segment] = trail[index]!
    parent.children.delete(segment)
    node = parent
  }
}

/**
 * `visitChanged` for data that differs only along `path` (every value off the path is the same object
 * on both sides): the nodes along the path are compared, and everything below its end, not their siblings.
 */
export function visitChangedAt<T>(root: PathNode<T>, path: string, before: unknown, after: unknown, visit: (value: T) => void): void {
  let node = root
  for (const segment of segmentsOf(path)) {
    if (sameRawValue(before, after))
      return
    if (node.value !== undefined)
      visit(node.value)
    const next = node.children.get(segment)
    if (!next)
      return
    node = next
    before = child(before, segment)
    after = child(after, segment)
  }
  visitChanged(node, before, after, visit)
}

/** One step of `Resolve.data`: an own property, else undefined. */
function child(value: unknown, segment: string): unknown {
  return value && Object.prototype.hasOwnProperty.call(value, segment) ? (value as Record<string, unknown>)[segment] : undefined
}

/**
 * Calls `visit` with the value of every path whose data differs (by identity) between `before` and
 * `after`. Data is replaced, not mutated, along the changed path: a subtree whose value is the same
 * object on both sides is skipped whole, so a keystroke compares the typed path's siblings only.
 */
export function visitChanged<T>(node: PathNode<T>, before: unknown, after: unknown, visit: (value: T) => void): void {
  if (sameRawValue(before, after))
    return
  if (node.value !== undefined)
    visit(node.value)
  if (node.children.size === 0)
    return
  // forEach, not for...of: no entry array per child (a flat form's root has a child per field).
  node.children.forEach((next, segment) => visitChanged(next, child(before, segment), child(after, segment), visit))
}
