import { isPlainObject } from '../../values/plainObject'

/** Immutable edits of the preview data at a path of object keys; anything not an object is left as it is. */

type Data = Record<string, unknown>

/** The value at a path of own keys (`constructor` is a key like any other, not the prototype's). */
export function getIn(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isPlainObject(node) && Object.hasOwn(node, key) ? node[key] : undefined), data)
}

export function hasIn(data: unknown, path: readonly string[]): boolean {
  const parent = getIn(data, path.slice(0, -1))
  return path.length > 0 && isPlainObject(parent) && Object.hasOwn(parent, path[path.length - 1])
}

export function deleteIn(data: unknown, path: readonly string[]): unknown {
  if (!hasIn(data, path))
    return data
  const [key, ...rest] = path
  const node = data as Data
  if (rest.length === 0) {
    const { [key]: _removed, ...others } = node
    return others
  }
  return { ...node, [key]: deleteIn(node[key], rest) }
}

/** Moves the value at `from` to the sibling key `to`, keeping the key order. */
export function renameIn(data: unknown, parent: readonly string[], from: string, to: string): unknown {
  const holder = getIn(data, parent)
  if (!isPlainObject(holder) || !Object.hasOwn(holder, from))
    return data
  const renamed = Object.fromEntries(Object.entries(holder).map(([key, value]) => [key === from ? to : key, value]))
  const replace = (node: unknown, depth: number): unknown =>
    depth === parent.length ? renamed : { ...(node as Data), [parent[depth]]: replace((node as Data)[parent[depth]], depth + 1) }
  return replace(data, 0)
}
