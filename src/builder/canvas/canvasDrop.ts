import type { DropTarget } from '../components/dropTarget'
import { parsePath } from '../components/dropTarget'

/**
 * Where a palette entry dropped at `point` lands on the canvas: before or after the element under
 * it (by the element's middle), or at the end of the container under it when the point is on the
 * container itself (its padding, or an empty one). `undefined` when the point is not on `canvas`.
 */
export function canvasDropTarget(canvas: HTMLElement, hit: Element | null, point: { y: number }): DropTarget | undefined {
  if (!hit || !canvas.contains(hit))
    return undefined
  const adorner = hit.closest<HTMLElement>('[data-canvas-path]')
  const path = adorner && canvas.contains(adorner) ? parsePath(adorner.dataset.canvasPath) : undefined
  if (!adorner || !path)
    return { parent: [], index: Number.MAX_SAFE_INTEGER }
  if (adorner.dataset.canvasContainer !== undefined)
    return { parent: path, index: Number.MAX_SAFE_INTEGER }
  const box = adorner.getBoundingClientRect()
  const after = point.y > box.top + box.height / 2
  return { parent: path.slice(0, -1), index: path[path.length - 1] + (after ? 1 : 0) }
}
