import type { UISchemaElement } from '@jsonforms/core'
import type { DropTarget } from '../components/dropTarget'
import type { BuilderForm, Edit } from './form'
import { type NodePath, canContain, insertAt, isContainer, isWithin, nodeAt, pathAfterRemoval, removeAt } from './tree'
import { EditError } from './editError'

/**
 * Moves the node at `from` into the container at `toParent` (a path in the tree as it is before
 * the move), so that it ends up at position `index` there.
 */
export function moveNode(form: BuilderForm, from: NodePath, toParent: NodePath, index: number): Edit {
  if (from.length === 0)
    throw new EditError('nui.builder.error.root')
  if (isWithin(toParent, from))
    throw new EditError('nui.builder.error.intoItself')
  const node = nodeAt(form.uischema, from)
  const target = nodeAt(form.uischema, toParent)
  if (!node || !canContain(target, node))
    throw new EditError('nui.builder.error.cannotHold', { parent: target?.type ?? '?', child: node?.type ?? '?' })
  const { root } = removeAt(form.uischema, from)
  const parent = pathAfterRemoval(toParent, from)
  const length = (nodeAt(root, parent) as { elements: unknown[] }).elements.length
  const at = Math.max(0, Math.min(index, length))
  return { form: { ...form, uischema: insertAt(root, parent, at, node) }, selection: [...parent, at] }
}

export type Direction = 'up' | 'down' | 'into' | 'out'

/**
 * Where `node` goes into the container `container` (at `path`), at its end or its start: the
 * container itself, or for a Categorization that holds it not, its last (first) Category.
 */
function entryPoint(container: UISchemaElement | undefined, path: NodePath, node: UISchemaElement, atEnd: boolean): DropTarget | undefined {
  if (!isContainer(container))
    return undefined
  if (canContain(container, node))
    return { parent: path, index: atEnd ? container.elements.length : 0 }
  const index = atEnd ? container.elements.length - 1 : 0
  const category = container.elements[index]
  return container.type === 'Categorization' && isContainer(category) && canContain(category, node)
    ? { parent: [...path, index], index: atEnd ? category.elements.length : 0 }
    : undefined
}

/**
 * The keyboard moves: `up` / `down` swap with a sibling; `into` appends the node to the container
 * just above it, or else puts it first in the container just below it (a Categorization's last or
 * first Category); `out` puts it after its container (after the Categorization, out of a
 * Category). `undefined` when the move is not possible.
 */
export function moveBy(form: BuilderForm, path: NodePath, direction: Direction): Edit | undefined {
  if (path.length === 0)
    return undefined
  const root = form.uischema
  const parent = path.slice(0, -1)
  const index = path[path.length - 1]
  const node = nodeAt(root, path)!
  const siblings = (nodeAt(root, parent) as { elements: unknown[] }).elements
  const attempt = (target: DropTarget | undefined) => {
    try {
      return target && moveNode(form, path, target.parent, target.index)
    }
    catch {
      return undefined
    }
  }
  switch (direction) {
    case 'up': return index > 0 ? attempt({ parent, index: index - 1 }) : undefined
    case 'down': return index < siblings.length - 1 ? attempt({ parent, index: index + 1 }) : undefined
    case 'into': {
      const above = index > 0 ? entryPoint(nodeAt(root, [...parent, index - 1]), [...parent, index - 1], node, true) : undefined
      return attempt(above ?? entryPoint(nodeAt(root, [...parent, index + 1]), [...parent, index + 1], node, false))
    }
    case 'out': {
      // Out of the nearest container whose own container may hold the node.
      for (let at = parent; at.length > 0; at = at.slice(0, -1)) {
        if (canContain(nodeAt(root, at.slice(0, -1)), node))
          return attempt({ parent: at.slice(0, -1), index: at[at.length - 1] + 1 })
      }
      return undefined
    }
  }
}
