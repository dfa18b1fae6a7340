import { type DropTarget, pathText } from '../components/dropTarget'

/** Where the drop marker is drawn, in pixels from the canvas's top left corner (its scroll included). */
export interface MarkerBox {
  top: number
  left: number
  width: number
}

/**
 * The line that shows where a drop at `target` lands: above the element now at its index, below the
 * last element when it lands at the end, across the middle of an empty container. `undefined` when
 * the container is not on the canvas.
 */
export function markerBox(canvas: HTMLElement, target: DropTarget): MarkerBox | undefined {
  const frame = (path: readonly number[]) => canvas.querySelector<HTMLElement>(`[data-canvas-path="${pathText(path)}"]`)
  const container = frame(target.parent)
  if (!container)
    return undefined
  const origin = canvas.getBoundingClientRect()
  const box = (element: HTMLElement, y: (rect: DOMRect) => number): MarkerBox => {
    const rect = element.getBoundingClientRect()
    return { top: y(rect) - origin.top + canvas.scrollTop, left: rect.left - origin.left + canvas.scrollLeft, width: rect.width }
  }
  const at = frame([...target.parent, target.index])
  if (at)
    return box(at, rect => rect.top)
  let last: HTMLElement | null = null
  for (let index = 0, child = frame([...target.parent, 0]); child; child = frame([...target.parent, ++index]))
    last = child
  return last ? box(last, rect => rect.bottom) : box(container, rect => rect.top + rect.height / 2)
}
