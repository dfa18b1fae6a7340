import type { NodePath } from '../model/tree'

/** Where a drop landed: the container (by its path) and the position in it. */
export interface DropTarget {
  parent: NodePath
  index: number
}

/** Lists of the tree carry their container's path as `data-parent="0.2"` (`""` for the root). */
export function parsePath(text: string | undefined): NodePath | undefined {
  if (text === undefined)
    return undefined
  return text === '' ? [] : text.split('.').map(Number)
}

export function pathText(path: NodePath): string {
  return path.join('.')
}

export function dropTargetOf(list: HTMLElement, index: number | undefined): DropTarget | undefined {
  const parent = parsePath(list.dataset.parent)
  return parent && index !== undefined ? { parent, index } : undefined
}
