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
 * The keyboard moves: `up` / `down` swap with a sibling, `into` appends the node to the container
 * just above it, `out` puts it after its container. `undefined` when the move is not possible.
 */
export function moveBy(form: BuilderForm, path: NodePath, direction: Direction): Edit | undefined {
  if (path.length === 0)
    return undefined
  const parent = path.slice(0, -1)
  const index = path[path.length - 1]
  const siblings = (nodeAt(form.uischema, parent) as { elements: unknown[] }).elements
  const attempt = (toParent: NodePath, at: number) => {
    try {
      return moveNode(form, path, toParent, at)
    }
    catch {
      return undefined
    }
  }
  switch (direction) {
    case 'up': return index > 0 ? attempt(parent, index - 1) : undefined
    case 'down': return index < siblings.length - 1 ? attempt(parent, index + 1) : undefined
    case 'into': {
      const above = nodeAt(form.uischema, [...parent, index - 1])
      return index > 0 && isContainer(above) ? attempt([...parent, index - 1], above.elements.length) : undefined
    }
    case 'out': return parent.length > 0 ? attempt(parent.slice(0, -1), parent[parent.length - 1] + 1) : undefined
  }
}
