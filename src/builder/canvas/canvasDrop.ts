import type { UISchemaElement } from '@jsonforms/core'
import type { DropTarget } from '../components/dropTarget'
import { parsePath } from '../components/dropTarget'
import { nodeAt } from '../model/tree'

/** A drop on the canvas: where it lands, and what the drop indicator marks (inside an element, or a line before or after it). */
export interface CanvasDrop {
  target: DropTarget
  element: Element
  edge: 'inside' | 'before' | 'after'
}

/** The tab or step of a Categorization frame that is shown: the panel whose nearest frame is `frame`, not hidden (tabs kept mounted hide the others). */
function shownCategory(frame: HTMLElement): HTMLElement | undefined {
  return [...frame.querySelectorAll<HTMLElement>('[data-category-index]')].find(panel => panel.parentElement?.closest('[data-canvas-path]') === frame && !panel.closest('[hidden]'))
}

/**
 * Where `child` dropped at `point` lands on the canvas: before or after the element under it (by
 * the element's middle), or at the end of the container under it when the point is on the
 * container itself (its padding, or an empty one). A Categorization's shown tab or step is a
 * container too: a field lands in it, a Category after it. `undefined` when the point is not on `canvas`.
 */
export function canvasDrop(canvas: HTMLElement, hit: Element | null, point: { y: number }, root: UISchemaElement, child: UISchemaElement): CanvasDrop | undefined {
  if (!hit || !canvas.contains(hit))
    return undefined
  const end = Number.MAX_SAFE_INTEGER
  const frame = hit.closest<HTMLElement>('[data-canvas-path]')
  const path = frame && canvas.contains(frame) ? parsePath(frame.dataset.canvasPath) : undefined
  if (!frame || !path)
    return { target: { parent: [], index: end }, element: canvas, edge: 'inside' }
  const isCategory = child.type === 'Category'
  // On a tab's panel, outside the frames inside it.
  const panel = hit.closest<HTMLElement>('[data-category-index]')
  const category = panel && frame.contains(panel) && panel !== frame ? Number(panel.dataset.categoryIndex) : undefined
  if (panel && category !== undefined)
    return isCategory
      ? { target: { parent: path, index: category + 1 }, element: frame, edge: 'inside' }
      : { target: { parent: [...path, category], index: end }, element: panel, edge: 'inside' }
  if (frame.dataset.canvasContainer !== undefined) {
    const shown = nodeAt(root, path)?.type === 'Categorization' && !isCategory ? shownCategory(frame) : undefined
    return shown
      ? { target: { parent: [...path, Number(shown.dataset.categoryIndex)], index: end }, element: shown, edge: 'inside' }
      : { target: { parent: path, index: end }, element: frame, edge: 'inside' }
  }
  const box = frame.getBoundingClientRect()
  const after = point.y > box.top + box.height / 2
  return { target: { parent: path.slice(0, -1), index: path[path.length - 1] + (after ? 1 : 0) }, element: frame, edge: after ? 'after' : 'before' }
}
