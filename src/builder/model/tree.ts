import type { UISchemaElement } from '@jsonforms/core'
import { EditError } from './editError'

/** A node's place in the UI schema: the indexes of `elements` from the root (`[]` is the root). */
export type NodePath = readonly number[]

/** A UI-schema element that holds others. */
export type Container = UISchemaElement & { elements: UISchemaElement[] }

export function isContainer(element: UISchemaElement | undefined): element is Container {
  return !!element && Array.isArray((element as { elements?: unknown }).elements)
}

/** Whether `parent` may hold `child`: a Categorization holds Categories, and only it does. */
export function canContain(parent: UISchemaElement | undefined, child: UISchemaElement): boolean {
  if (!isContainer(parent))
    return false
  return (parent.type === 'Categorization') === (child.type === 'Category')
}

export function nodeAt(root: UISchemaElement, path: NodePath): UISchemaElement | undefined {
  let node: UISchemaElement | undefined = root
  for (const index of path)
    node = isContainer(node) ? node.elements[index] : undefined
  return node
}

export function samePath(a: NodePath | undefined, b: NodePath | undefined): boolean {
  return !!a && !!b && a.length === b.length && a.every((index, i) => index === b[i])
}

/** Whether `path` is `ancestor` or lies inside it. */
export function isWithin(path: NodePath, ancestor: NodePath): boolean {
  return ancestor.length <= path.length && ancestor.every((index, i) => index === path[i])
}

/** Copies only the containers along `path` and replaces the node there with `update(node)`. */
export function updateAt(root: UISchemaElement, path: NodePath, update: (node: UISchemaElement) => UISchemaElement): UISchemaElement {
  if (path.length === 0)
    return update(root)
  if (!isContainer(root))
    throw new RangeError(`No element at ${path.join('.')}`)
  const [index, ...rest] = path
  if (index < 0 || index >= root.elements.length)
    throw new RangeError(`No element at index ${index}`)
  const elements = [...root.elements]
  elements[index] = updateAt(elements[index], rest, update)
  return { ...root, elements } as Container
}

export function insertAt(root: UISchemaElement, parent: NodePath, index: number, element: UISchemaElement): UISchemaElement {
  return updateAt(root, parent, (node) => {
    if (!canContain(node, element))
      throw new EditError('nui.builder.error.cannotHold', { parent: node.type, child: element.type })
    const elements = [...(node as Container).elements]
    elements.splice(Math.max(0, Math.min(index, elements.length)), 0, element)
    return { ...node, elements } as Container
  })
}

export function removeAt(root: UISchemaElement, path: NodePath): { root: UISchemaElement, removed: UISchemaElement } {
  if (path.length === 0)
    throw new EditError('nui.builder.error.root')
  const removed = nodeAt(root, path)
  if (!removed)
    throw new RangeError(`No element at ${path.join('.')}`)
  const parent = path.slice(0, -1)
  const index = path[path.length - 1]
  const next = updateAt(root, parent, node => ({ ...node, elements: (node as Container).elements.filter((_, i) => i !== index) }) as Container)
  return { root: next, removed }
}

/**
 * Where a node at `target` ends up once the node at `removed` is taken out: a later sibling of the
 * removed node (or anything inside one) moves up by one.
 */
export function pathAfterRemoval(target: NodePath, removed: NodePath): number[] {
  const depth = removed.length - 1
  const result = [...target]
  if (target.length > depth && isWithin(target.slice(0, depth), removed.slice(0, depth)) && target[depth] > removed[depth])
    result[depth] -= 1
  return result
}

/** Every node with its path, depth first, the root first. */
export function* walk(root: UISchemaElement, path: number[] = []): Generator<{ node: UISchemaElement, path: number[] }> {
  yield { node: root, path }
  if (isContainer(root))
    for (const [index, child] of root.elements.entries())
      yield * walk(child, [...path, index])
}

/**
 * The tree with every element passed through `map` (children first). A container whose children
 * all come back unchanged is passed on as it is, so untouched subtrees keep their identity.
 */
export function mapTree(root: UISchemaElement, map: (node: UISchemaElement) => UISchemaElement): UISchemaElement {
  if (!isContainer(root))
    return map(root)
  const elements = root.elements.map(child => mapTree(child, map))
  const same = elements.every((child, index) => child === root.elements[index])
  return map(same ? root : { ...root, elements } as Container)
}
