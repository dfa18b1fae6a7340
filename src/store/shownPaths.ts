import { type PathNode, insertPath, pathTree, removePath } from './pathTree'

/**
 * The data paths that visible controls show, counted (two controls of one scope count twice), for
 * `clearOnHide`: a hidden control's value is cleared only when no visible control shows it, or
 * anything inside it, any more.
 */
export class ShownPaths {
  private readonly counts = new Map<string, number>()
  private readonly tree: PathNode<true> = pathTree()

  show(path: string): void {
    const count = (this.counts.get(path) ?? 0) + 1
    this.counts.set(path, count)
    if (count === 1)
      insertPath(this.tree, path, true)
  }

  hide(path: string): void {
    const count = (this.counts.get(path) ?? 0) - 1
    if (count > 0) {
      this.counts.set(path, count)
      return
    }
    this.counts.delete(path)
    removePath(this.tree, path)
  }

  /** A visible control shows `path` or a path inside it (the tree keeps only nodes that lead to one). */
  shows(path: string): boolean {
    let node: PathNode<true> | undefined = this.tree
    for (const segment of path === '' ? [] : path.split('.')) {
      node = node.children.get(segment)
      if (!node)
        return false
    }
    return node.value !== undefined || node.children.size > 0
  }
}
