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

/**
 * Whether the tree's list `list` may take the dragged `item` (a row or a palette entry): lists carry
 * their container's type as `data-container-type`, items their element's as `data-node-type`. A
 * Categorization holds Categories, and only it does.
 */
export function listAccepts(list: HTMLElement, item: HTMLElement): boolean {
  const parent = list.dataset.containerType
  return parent === undefined || (parent === 'Categorization') === (item.dataset.nodeType === 'Category')
}
