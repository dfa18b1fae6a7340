import type { Direction } from './model/move'

/** What a key pressed on an element's outline row or canvas frame does to that element. */
export interface ElementKeyEdits {
  moveBy: (direction: Direction) => void
  remove: () => void
}

const keyMoves: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'into', ArrowLeft: 'out' }

/**
 * The builder's one key map, shared by the outline and the canvas: Alt+↑/↓ move the element among
 * its siblings, Alt+→ into the container below it, Alt+← out of its container, Delete removes it.
 */
export function onElementKey(event: KeyboardEvent, edits: ElementKeyEdits): void {
  const direction = event.altKey ? keyMoves[event.key] : undefined
  if (direction) {
    event.preventDefault()
    edits.moveBy(direction)
  }
  else if (event.key === 'Delete') {
    event.preventDefault()
    edits.remove()
  }
}
